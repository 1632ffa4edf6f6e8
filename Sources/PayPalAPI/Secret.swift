import PayPalVocabulary

/// A password or PIN. It prints as `••••` wherever it goes (string interpolation, `dump`, a debugger, a log),
/// so no log, event, snapshot or recording can show one; `revealed` is for the one place that needs the text:
/// the request that sends it to PayPal.
public struct Secret: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    private let text: String

    public init(_ text: String) { self.text = text }
    public init(stringLiteral text: String) { self.text = text }

    public var revealed: String { text }
    public var isEmpty: Bool { text.isEmpty }
    /// The number of characters, for a field's bullets and length rules.
    public var count: Int { text.count }
    public var isDigits: Bool { text.allSatisfy(\.isASCIIDigit) }

    public static let mask = "••••"
    public var description: String { Self.mask }
    public var debugDescription: String { Self.mask }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
