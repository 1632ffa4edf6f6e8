import Foundation

/// Sentences one after another as each language writes them: a space between them, but after a full-width mark
/// (`。`, `！`, `？`), which Japanese follows with none.
enum Sentences {
    /// A message another party wrote, as a sentence of its own: with a full stop when it ends without one
    /// (Braintree's "Do Not Honor", an "HTTP 500"), so the next sentence does not run into it.
    static func closed(_ message: String) -> String {
        let trimmed = message.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last, !".!?…。！？".contains(last) else { return trimmed }
        return trimmed + "."
    }

    static func joined(_ first: String, _ second: String) -> String {
        guard let last = first.last, !first.isEmpty, !second.isEmpty else { return first + second }
        return first + ("。！？」）".contains(last) ? "" : " ") + second
    }
}
