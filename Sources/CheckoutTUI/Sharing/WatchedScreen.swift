import Foundation
import PayPalVocabulary

/// A shared screen as a watcher's terminal shows it, in ANSI escapes: from the top left, cut to the watcher's
/// size, the last line then saying what is cut and how large to make the terminal. The cells are another person's
/// text: a control character in one is drawn as �, never sent to the terminal.
public enum WatchedScreen {
    /// The escapes that draw `frame` on a terminal of `columns` × `rows`, over what was there.
    public static func ansi(_ frame: ScreenFrame, columns: Int, rows: Int) throws -> String {
        let cells = try frame.cells()
        let cropped = frame.width > columns || frame.height > rows
        let shownRows = min(frame.height, cropped ? rows - 1 : rows)
        var text = "\u{1B}[H"
        for y in 0..<max(0, shownRows) {
            text += "\u{1B}[\(y + 1);1H"
            var look: CellLook?
            var x = 0
            while x < min(frame.width, columns) {
                let cell = cells[y][x]
                if cell.look != look {
                    text += sgr(cell.look)
                    look = cell.look
                }
                let wide = x + 1 < frame.width && cells[y][x + 1].text.isEmpty
                // A double-width character the edge would cut in half shows as a blank.
                text += wide && x + 1 >= columns ? " " : TerminalText.drawable(cell.text)
                x += wide ? 2 : 1
            }
            text += "\u{1B}[0m\u{1B}[K"
        }
        text += "\u{1B}[0m\u{1B}[J"
        if cropped { text += "\u{1B}[\(rows);1H\u{1B}[7m" + fitted(croppedNotice(frame, columns: columns, rows: rows), columns) + "\u{1B}[0m" }
        return text
    }

    /// What a watcher's terminal shows of a frame as it came, as JSON: the frame, or, when it cannot be drawn, why.
    public static func ansi(json: Data, columns: Int, rows: Int) -> String {
        do {
            return try ansi(JSONDecoder().decode(ScreenFrame.self, from: json), columns: columns, rows: rows)
        } catch {
            let why = (error as? ScreenFrame.Garbled)?.description ?? "it is not a screen's frame"
            return waiting("A frame of the shared screen cannot be drawn (\(why)): waiting for the next one… (Ctrl-C ends)", columns: columns, rows: rows)
        }
    }

    /// What a watcher sees while nobody shares the screen.
    public static func waiting(_ message: String, columns: Int, rows: Int) -> String {
        "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[\(max(1, rows / 2));1H" + fitted(message, columns)
    }

    static func croppedNotice(_ frame: ScreenFrame, columns: Int, rows: Int) -> String {
        " Screen \(frame.width)×\(frame.height) cut to \(columns)×\(rows): enlarge this terminal to see all of it "
    }

    /// The text in `columns`, cut after a whole word and marked `…` when it is longer.
    private static func fitted(_ text: String, _ columns: Int) -> String {
        guard DisplayWidth.of(text) > columns else { return text }
        var fitted: String?
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let longer = fitted.map { $0 + " " + word } ?? String(word)
            guard DisplayWidth.of(longer) + 1 <= columns else { break }
            fitted = longer
        }
        return (fitted ?? "") + "…"
    }

    /// The look's attributes and colours, from the terminal's defaults.
    private static func sgr(_ look: CellLook) -> String {
        var codes = ["0"]
        if look.bold { codes.append("1") }
        if look.underline { codes.append("4") }
        if look.reverse { codes.append("7") }
        if let foreground = look.foreground { codes.append("38;5;\(foreground)") }
        if let background = look.background { codes.append("48;5;\(background)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
