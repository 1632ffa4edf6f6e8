import Foundation
import PayPalAPI

/// A journaled exchange as the inspector shows it: the request line and its figures, the ids support staff quote,
/// then each side's headers and body, JSON pretty-printed.
enum ExchangeText {
    static func lines(_ entry: AdminClient.JournalEntry) -> [String] {
        let status = entry.status == 0 ? "no answer" : String(entry.status)
        var lines = ["\(entry.method) \(entry.path) → \(status) · \(entry.durationMilliseconds) ms · \(entry.time)"]
        lines.append("Paypal-Debug-Id \(entry.debugId)" + (entry.correlationId.map { " · correlation id \($0)" } ?? ""))
        if let fault = entry.fault { lines.append("Fault applied: \(fault)") }
        lines.append("")
        lines.append("── Request ──")
        lines += headerLines(entry.request.headers)
        lines += bodyLines(entry.request.body)
        lines.append("")
        lines.append(entry.status == 0 ? "── Response (the client never got it) ──" : "── Response ──")
        lines += headerLines(entry.response.headers ?? [:])
        lines += bodyLines(entry.response.body)
        return lines
    }

    /// An event with no exchange in the journal: its text, and why there is no more.
    static func lines(_ event: EventLine, reason: String?) -> [String] {
        [event.text] + (reason.map { ["", $0] } ?? [])
    }

    private static func headerLines(_ headers: [String: String]) -> [String] {
        headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    }

    private static func bodyLines(_ body: AnyJSON?) -> [String] {
        guard let text = bodyText(body) else { return ["(no body)"] }
        return [""] + text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The body as it was sent: JSON pretty-printed, other text as it was; nil when there was none.
    static func bodyText(_ body: AnyJSON?) -> String? {
        switch body {
        case nil, .null?: return nil
        case .string(let text)?: return text.isEmpty ? nil : text
        case let json?:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(json)).map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
