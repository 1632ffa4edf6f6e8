import PayPalAPI

/// A case as the lines the console scrolls through: what it is, the actions to take, what the last action sent
/// the merchant, its timeline, its notifications with their deliveries, and its facts.
enum ConsoleCaseText {
    struct Line: Equatable {
        var text: String
        var role: Role = .text
        var bold = false
        /// Set on an action's line: the chosen one is drawn selected.
        var action: Int?
    }

    static func lines(_ open: SupportCase, chosenAction: Int, caused: [SupportCase.Notification], width: Int) -> [Line] {
        let summary = open.summary
        var lines = [Line(text: summary.title, role: .title, bold: true)]
        let parts = [summary.status, summary.amount.map { "\($0.value) \($0.currencyCode)" }, summary.buyer.map { "buyer \($0)" }, summary.merchant]
        lines += wrapped(parts.compactMap { $0 }.joined(separator: " · "), width: width)
        lines.append(Line(text: ""))

        lines.append(heading(open.actions.isEmpty ? "Nothing support can do to it now" : "Actions: ↑↓ choose, Enter take one"))
        for (index, offer) in open.actions.enumerated() {
            lines += wrapped(offer.label, width: width, first: "", rest: "  ").map {
                Line(text: $0.text, role: index == chosenAction ? .selected : .text, bold: index == chosenAction, action: index)
            }
        }
        if !caused.isEmpty {
            lines.append(Line(text: ""))
            lines.append(heading("What the merchant was sent"))
            lines += caused.flatMap { notification(  $0, width: width) }
        }
        lines.append(Line(text: ""))
        lines.append(heading("Timeline"))
        for moment in open.timeline {
            let time = shortTime(moment.time) + "  "
            let indent = String(repeating: " ", count: time.count)
            lines += wrapped(moment.what, width: width, first: time, rest: indent)
            if let detail = moment.detail { lines += wrapped(detail, width: width, first: indent, rest: indent, role: .muted) }
            if let agent = moment.by { lines += wrapped("by \(agent)", width: width, first: indent, rest: indent, role: .muted) }
        }
        if !open.notifications.isEmpty {
            lines.append(Line(text: ""))
            lines.append(heading("Notifications to the merchant"))
            lines += open.notifications.flatMap { notification($0, width: width) }
        }
        lines.append(Line(text: ""))
        lines.append(heading("Facts"))
        let labelWidth = min(18, (open.facts.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2)
        for fact in open.facts {
            let label = DisplayWidth.truncate(fact.label, to: labelWidth - 2)
            let padded = label + String(repeating: " ", count: labelWidth - DisplayWidth.of(label))
            lines += wrapped(fact.value, width: width, first: padded, rest: String(repeating: " ", count: labelWidth))
        }
        return lines
    }

    /// A notification and, under it, how each delivery went.
    static func notification(_ notification: SupportCase.Notification, width: Int) -> [Line] {
        let kind = notification.kind == "ipn" ? "IPN" : "Webhook"
        var lines = wrapped("\(kind) \(notification.summary)", width: width, first: "", rest: "  ")
        for attempt in notification.deliveries {
            lines += wrapped("→ \(attempt.url): \(attempt.outcome)", width: width, first: "  ", rest: "    ", role: .muted)
        }
        return lines
    }

    /// `2026-11-25T16:50:01Z` as `2026-11-25 16:50:01`.
    static func shortTime(_ time: String) -> String {
        String(time.replacingOccurrences(of: "T", with: " ").prefix(19))
    }

    private static func heading(_ text: String) -> Line {
        Line(text: "── \(text) ──", role: .title, bold: true)
    }

    private static func wrapped(_ text: String, width: Int, first: String = "", rest: String = "", role: Role = .text) -> [Line] {
        let room = max(8, width - max(DisplayWidth.of(first), DisplayWidth.of(rest)))
        return wrap(text, width: room).enumerated().map { index, part in Line(text: (index == 0 ? first : rest) + part, role: role) }
    }
}
