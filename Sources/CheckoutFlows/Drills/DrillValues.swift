import Foundation

/// What a drill's setup made, by name (`order`, `order.invoice`), and texts with them written in.
struct DrillValues: Sendable {
    var made: [String: String] = [:]

    /// The value an earlier step made under `name`.
    func value(_ name: String, line: Int?) throws -> String {
        guard let value = made[name] else {
            let known = made.keys.sorted()
            throw DrillFailure("nothing made so far is called '\(name)'\(known.isEmpty ? "" : ": known are \(known.joined(separator: ", "))")", line: line)
        }
        return value
    }

    /// `text` with each `{name}` written in, and each `{random}` a fresh short code.
    func fill(_ text: String, line: Int?) throws -> String {
        var filled = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            filled += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            filled += name == "random" ? DrillSuffix.make() : try value(name, line: line)
            rest = rest[rest.index(after: close)...]
        }
        return filled + rest
    }
}
