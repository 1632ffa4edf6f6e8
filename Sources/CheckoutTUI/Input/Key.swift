/// A key press (or a click) as the front understands it.
public enum Key: Equatable, Sendable {
    case character(Character)
    /// A key pressed with Alt (Meta): never typed into a field, never taken for Esc.
    case alt(Character)
    case enter, escape, tab, backTab
    case up, down, left, right
    case home, end, pageUp, pageDown
    /// F1 opens the help even where `?` is typed into a field.
    case f1
    /// Backspace deletes before the cursor, Delete at it.
    case backspace, delete
    case click(x: Int, y: Int)
    case resize

    /// A control character, as `Key.control("e")` for Ctrl-E.
    static func control(_ letter: Character) -> Key {
        let value = letter.asciiValue.map { $0 & 0x1F } ?? 0
        return .character(Character(Unicode.Scalar(value)))
    }
}
