/// A key press (or a click) as the front understands it.
public enum Key: Equatable, Sendable {
    case character(Character)
    case enter, escape, tab, backTab
    case up, down, left, right
    case backspace
    case click(x: Int, y: Int)
    case resize
}
