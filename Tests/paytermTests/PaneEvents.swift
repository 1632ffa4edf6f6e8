/// The event pane read off a screen, each event whole however the pane wrapped it, spaces left out so a line broken
/// anywhere still reads the same: "paymentSuccess(payKey: AP-1" is found as `paymentSuccess(payKey:AP-1`.
struct PaneEvents: CustomStringConvertible {
    /// The events, oldest first, each without its spaces.
    let events: [String]

    /// The events in the pane on `screen`, none when it shows no pane.
    init(_ screen: String) {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let top = rows.firstIndex(where: { $0.contains("┌─ Events") }) else {
            events = []
            return
        }
        var events: [String] = []
        for row in rows[(top + 1)...] {
            // The pane's line sits between its left and right borders, the last two on the row.
            guard let right = row.lastIndex(of: "│"), let left = row[..<right].lastIndex(of: "│") else { break }
            let line = row[row.index(after: left)..<right].dropFirst()
            let marked = ["◆ ", "→ ", "✕ ", "· "].contains { line.hasPrefix($0) }
            let text = Self.squeezed(String(line))
            if marked || events.isEmpty { events.append(text) } else { events[events.count - 1] += text }
        }
        self.events = events.filter { !$0.isEmpty }
    }

    /// True when an event holds `text`, spaces aside.
    func contains(_ text: String) -> Bool { index(of: text) != nil }

    /// The position of the first event holding `text`.
    func index(of text: String) -> Int? { events.firstIndex { $0.contains(Self.squeezed(text)) } }

    /// How many events hold `text`.
    func count(of text: String) -> Int { events.filter { $0.contains(Self.squeezed(text)) }.count }

    var description: String { events.joined(separator: "\n") }

    static func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
}

extension TmuxSession {
    /// Waits until the event pane shows an event holding `text`, and returns the pane's events.
    @discardableResult
    func waitForEvent(_ text: String, timeout: Duration = .seconds(60)) async throws -> PaneEvents {
        PaneEvents(try await waitFor("an event with '\(text)'", timeout: timeout) { PaneEvents($0).contains(text) })
    }
}
