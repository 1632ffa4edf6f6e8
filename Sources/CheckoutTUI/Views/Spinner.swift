/// The spinner a screen shows while a call is under way: one braille frame a turn of the program's loop.
enum Spinner {
    private static let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    /// `text` after the spinner's frame for turn `turn`.
    static func line(_ text: String, turn: Int) -> String { "\(frames[turn % frames.count]) \(text)" }
}
