import Foundation
import Testing
@testable import CheckoutTUI

/// A shared screen in a watcher's terminal: whole when it fits, its top left when it does not, the last line
/// then saying what is cut; a double-width character the edge would halve shows as a blank.
@Suite struct WatchedScreenTests {
    static func frame() -> ScreenFrame {
        var canvas = Canvas(width: 10, height: 3)
        canvas.write("Review", x: 0, y: 0, style: Style(.background))
        canvas.write("支払う", x: 5, y: 1, style: Style(.background))
        canvas.write("bottom", x: 0, y: 2, style: Style(.background))
        return ScreenFrame(canvas, theme: .plain, colors: false)
    }

    /// The text a terminal shows once the escapes are carried out, line by line (cursor moves to a line's start only).
    static func shown(_ ansi: String, rows: Int) -> [String] {
        var lines = Array(repeating: "", count: rows)
        var row = 0
        for part in ansi.split(separator: "\u{1B}", omittingEmptySubsequences: false) {
            var text = Substring(part)
            if let position = text.firstMatch(of: /^\[(\d+);1H/) {
                row = Int(position.output.1)! - 1
                text = text[position.range.upperBound...]
            } else if let other = text.firstMatch(of: /^\[[0-9;?]*[A-Za-z]/) {
                text = text[other.range.upperBound...]
            }
            if row < rows { lines[row] += text }
        }
        return lines
    }

    /// A frame is another person's: a cell holding `ESC]2;…BEL` changed the watcher's window title. Cells are
    /// drawn as text, a control character as �.
    @Test func aFramesControlCharactersAreDrawnAsText() throws {
        var frame = Self.frame()
        frame.rows[0] = "\u{1B}]2;pwn\u{7}ed"
        let ansi = try WatchedScreen.ansi(frame, columns: 10, rows: 3)
        #expect(!ansi.contains("\u{1B}]") && !ansi.contains("\u{7}") && !ansi.unicodeScalars.contains { $0.value >= 0x80 && $0.value <= 0x9F })
        #expect(Self.shown(ansi, rows: 3)[0] == "\u{FFFD}]2;pwn\u{FFFD}ed")
    }

    /// A frame the watcher cannot draw was dropped without a word: the watcher's screen says so.
    @Test func aFrameThatCannotBeDrawnSaysSo() throws {
        var garbled = Self.frame()
        garbled.rows.removeLast()
        let shown = WatchedScreen.ansi(json: try JSONEncoder().encode(garbled), columns: 200, rows: 3)
        #expect(shown.contains("A frame of the shared screen cannot be drawn (3 rows expected, 2 rows and 3 runs found)"), "\(shown)")
        #expect(WatchedScreen.ansi(json: Data(#"{"width": "wide"}"#.utf8), columns: 200, rows: 3).contains("cannot be drawn (it is not a screen's frame)"))
        #expect(WatchedScreen.ansi(json: try JSONEncoder().encode(Self.frame()), columns: 10, rows: 3) == (try WatchedScreen.ansi(Self.frame(), columns: 10, rows: 3)))
    }

    @Test func aScreenThatFitsIsShownWhole() throws {
        let lines = Self.shown(try WatchedScreen.ansi(Self.frame(), columns: 10, rows: 3), rows: 3)
        #expect(lines == ["Review    ", "     支払 ", "bottom    "], "う does not fit the canvas itself")
    }

    @Test func aLargerScreenIsCutToTheTopLeftAndSaysSo() throws {
        let lines = Self.shown(try WatchedScreen.ansi(Self.frame(), columns: 8, rows: 3), rows: 3)
        #expect(lines[0] == "Review  ")
        #expect(lines[1] == "     支 ", "払 would be halved by the edge")
        #expect(lines[2] == " Screen…", "the last line says what is cut, in whole words in the columns there are")
        #expect(WatchedScreen.croppedNotice(Self.frame(), columns: 8, rows: 3) == " Screen 10×3 cut to 8×3: enlarge this terminal to see all of it ")
    }

    @Test func aFrameOfNoTerminalsSizeIsRefusedBeforeAnythingIsMadeForIt() throws {
        let hostile = #"{"width":1000000000,"height":1,"rows":["x"],"looks":[{"bold":false,"underline":false,"reverse":false}],"runs":[[1,0]]}"#
        let frame = try JSONDecoder().decode(ScreenFrame.self, from: Data(hostile.utf8))
        #expect(throws: ScreenFrame.Garbled.self) { try WatchedScreen.ansi(frame, columns: 80, rows: 24) }
    }
}
