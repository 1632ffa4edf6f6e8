/// A key as a scenario names it: `Enter`, `Tab`, `Esc`, `Up`, `Ctrl-U`, or one character (`p`).
public enum ScenarioKey: Sendable, Equatable {
    case character(Character)
    case control(Character)
    case named(Named)

    public enum Named: String, CaseIterable, Sendable {
        case enter, escape = "esc", tab, backTab = "shift-tab", up, down, left, right, home, end
        case pageUp = "pgup", pageDown = "pgdn", backspace, delete, space
    }

    /// The key a name stands for; nil for a name no key has.
    public init?(name: String) {
        let lowered = name.lowercased()
        if name.count == 1, let character = name.first {
            self = .character(character)
        } else if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last, letter.isLetter {
            self = .control(letter)
        } else if let named = Named(rawValue: lowered) {
            self = named == .space ? .character(" ") : .named(named)
        } else {
            return nil
        }
    }

    static var namesInWords: String {
        "a character, Ctrl-<letter>, or " + Named.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
