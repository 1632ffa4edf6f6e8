import PayPalAPI

/// A one-line text field with a cursor: ←→, Home and End move it, Backspace and Delete remove around it, typing
/// inserts at it. A secret field (a password or PIN) never prints its text: its description is `••••`.
struct TextField: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
    private(set) var text = ""
    /// The cursor, in characters from the start: 0 is before the first, `text.count` after the last.
    private(set) var cursor = 0
    let isSecret: Bool
    /// The most characters the field takes.
    var limit = 254
    /// True for a field of digits alone, which refuses anything else as it is typed.
    private(set) var digitsOnly = false

    init(secret: Bool = false, limit: Int = 254) {
        isSecret = secret
        self.limit = limit
    }

    /// A PIN's field: 4 to 8 digits, masked.
    static func pin() -> TextField {
        var field = TextField(secret: true, limit: 8)
        field.digitsOnly = true
        return field
    }

    /// A field holding `text` (cut at `limit`), the cursor after it.
    init(_ text: String, secret: Bool = false, limit: Int = 254) {
        self.init(secret: secret, limit: limit)
        self.text = String(text.prefix(limit))
        cursor = self.text.count
    }

    var isEmpty: Bool { text.isEmpty }
    var secret: Secret { Secret(text) }

    /// Applies an editing key; false for keys a field does not take (Tab, Enter, Esc…).
    mutating func edit(_ key: Key) -> Bool {
        switch key {
        case .character(let character) where !character.isControl:
            guard text.count < limit, !digitsOnly || ("0"..."9").contains(character) else { return true }
            text.insert(character, at: index(cursor))
            cursor += 1
        case .backspace:
            guard cursor > 0 else { return true }
            cursor -= 1
            text.remove(at: index(cursor))
        case .delete:
            guard cursor < text.count else { return true }
            text.remove(at: index(cursor))
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = text.count
        default: return false
        }
        return true
    }

    mutating func clear() {
        text = ""
        cursor = 0
    }

    /// Replaces the text, the cursor after it.
    mutating func set(_ value: String) {
        text = String(value.prefix(limit))
        cursor = text.count
    }

    /// The text as the field shows it: a bullet a character when secret.
    var shownText: String { isSecret ? String(repeating: "•", count: text.count) : text }

    /// What the field shows in `width` columns: the text (a bullet a character when secret), scrolled so the
    /// cursor stays in view, and the cursor's column within it.
    func window(width: Int) -> (shown: String, cursorColumn: Int) {
        let characters = Array(shownText)
        var start = 0
        var used = characters[..<cursor].reduce(0) { $0 + DisplayWidth.of($1) }
        // The cursor needs a column of its own; scroll until it fits.
        while used > width - 1, start < cursor {
            used -= DisplayWidth.of(characters[start])
            start += 1
        }
        var shown = ""
        var columns = 0
        for character in characters[start...] {
            let characterWidth = DisplayWidth.of(character)
            guard columns + characterWidth <= width else { break }
            shown.append(character)
            columns += characterWidth
        }
        return (shown, used)
    }

    var description: String { isSecret ? Secret.mask : text }
    var customMirror: Mirror {
        Mirror(self, children: ["text": description, "cursor": cursor], displayStyle: .struct)
    }

    private func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }
}

private extension Character {
    var isControl: Bool { unicodeScalars.allSatisfy { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } }
}
