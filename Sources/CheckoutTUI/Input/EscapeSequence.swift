/// What follows an Esc that ncurses did not recognise: Alt with a key, a terminal's sequence for a key ncurses'
/// terminfo entry lacks, or one the front has no use for. Only a lone Esc is the Escape key.
enum EscapeSequence {
    /// The key for Esc followed at once by `following` (the characters already waiting); nil for a sequence the
    /// front does not use, which is then ignored rather than taken for Esc.
    static func key(following: [Character]) -> Key? {
        guard let first = following.first else { return .escape }
        switch first {
        case "[" where following.count > 1, "O" where following.count > 1:
            return controlSequence(String(following.dropFirst()), introducer: first)
        case "\u{1B}":
            return nil
        default:
            guard following.count == 1, !first.isControlCharacter else { return nil }
            return .alt(first)
        }
    }

    /// True once `read` holds a whole sequence: Alt and a key, or an introducer (`[` or `O`) and a final
    /// character; what comes after it is the next key.
    static func isComplete(_ read: [Character]) -> Bool {
        guard let first = read.first else { return false }
        guard first == "[" || first == "O" else { return true }
        guard read.count > 1, let last = read.last?.asciiValue else { return read.count > 1 }
        return first == "O" || (0x40...0x7E).contains(last)
    }

    private static func controlSequence(_ body: String, introducer: Character) -> Key? {
        // Modifiers (`1;5H` is Ctrl-Home) do not change which key it is.
        let parameters = body.dropLast().split(separator: ";").first.map(String.init) ?? ""
        switch (body.last, parameters) {
        case ("A", _): return .up
        case ("B", _): return .down
        case ("C", _): return .right
        case ("D", _): return .left
        case ("H", _), ("~", "1"), ("~", "7"): return .home
        case ("F", _), ("~", "4"), ("~", "8"): return .end
        case ("~", "3"): return .delete
        case ("~", "5"): return .pageUp
        case ("~", "6"): return .pageDown
        case ("P", _), ("~", "11"): return .f1
        case ("Z", _) where introducer == "[": return .backTab
        default: return nil
        }
    }
}

private extension Character {
    var isControlCharacter: Bool { unicodeScalars.allSatisfy { $0.value < 0x20 || $0.value == 0x7F } }
}
