import Foundation
import Testing
@testable import CheckoutTUI

/// Frames measure, wrap and draw most text a scalar at a time, without breaking it into characters. These tests
/// hold those shortcuts to the character-by-character rules, on every string of up to three pieces from an
/// alphabet of what could trip them: a combining mark alone and after a letter, a joiner, a variation selector,
/// CR LF, a flag of two scalars, wide and narrow symbols, and control characters.
@Suite struct TextShortcutTests {
    static let pieces = [
        "a", " ", "·", "─", "▏", "東", "e\u{301}", "\u{301}", "\u{200D}", "👍", "🇯🇵", "\r\n", "\u{1B}", "\u{FE0F}", "é", "ᯤ",
    ]

    static let strings: [String] = {
        var strings = [""]
        var last = [""]
        for _ in 1...3 {
            last = last.flatMap { prefix in pieces.map { prefix + $0 } }
            strings += last
        }
        return strings
    }()

    @Test func aStringIsAsWideAsItsCharacters() {
        for text in Self.strings {
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// Written whole or a character at a time, a string leaves the same cells, clipped at the same column.
    @Test func aStringIsWrittenAsItsCharactersOneAfterAnother() {
        let style = Style(.text)
        for text in Self.strings {
            var whole = Canvas(width: 5, height: 1)
            let used = whole.write(text, x: 0, y: 0, style: style)
            var byCharacter = Canvas(width: 5, height: 1)
            var column = 0
            for character in text {
                let written = byCharacter.write(String(character), x: column, y: 0, style: style, limit: 5 - column)
                column += written
                if written < DisplayWidth.of(character) { break }
            }
            #expect(whole == byCharacter, "\(text.unicodeScalars.map(\.value))")
            #expect(used == column)
        }
    }

    @Test func controlCharactersShowAsReplacementCharacters() {
        var canvas = Canvas(width: 8, height: 1)
        canvas.write("a\u{1B}[2J\tb", x: 0, y: 0, style: Style(.text))
        #expect(canvas.lines == ["a�[2J�b "])
    }

    @Test func aCharacterLongerThanACellHoldsShowsAsOneReplacementCharacter() {
        let family = "👨‍👩‍👧‍👦"
        #expect(family.count == 1 && family.utf8.count > Glyph.capacity)
        var canvas = Canvas(width: 4, height: 1)
        #expect(canvas.write(family + "x", x: 0, y: 0, style: Style(.text)) == 2)
        #expect(canvas.lines == ["�x  "])
    }

    @Test func aGlyphHoldsUpToFifteenBytes() {
        let longest = Character("a" + String(repeating: "\u{301}", count: 7))
        #expect(longest.utf8.count == 15)
        #expect(Glyph(fitting: longest)?.text == String(longest))
        #expect(Glyph(fitting: Character("a" + String(repeating: "\u{301}", count: 8))) == nil)
        for piece in Self.pieces {
            #expect(Glyph(fitting: Character(piece))?.text == piece)
        }
        #expect(Glyph("A").text == "A" && Glyph("A").ascii == 0x41)
        #expect(Glyph("─").text == "─")
        #expect(Glyph.continuation.isEmpty && Glyph.continuation.text.isEmpty)
    }

    @Test func textThatFitsComesBackWholeButForTheSpacesWrappingDrops() {
        #expect(wrap("Pay with PayPal", width: 15) == ["Pay with PayPal"])
        #expect(wrap("ログイン", width: 8) == ["ログイン"])
        #expect(wrap("  Pay  with PayPal ", width: 40) == ["Pay with PayPal"])
        #expect(wrap("Pay\twith", width: 40) == ["Pay\twith"])
        for text in Self.strings where !text.contains("\n") && !text.contains("\r\n") {
            let lines = wrap(text, width: 40)
            #expect(lines == [text.split(separator: " ").joined(separator: " ")], "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func partsAreFoundationsComponents() {
        for text in ["", " · ", "a · b", "a · b · ", " · a", "a·b", "a  ·  b", "東 · 京 · ", "a · · b", "e\u{301} · x"] {
            #expect(text.parts(separatedBy: " · ").map(String.init) == text.components(separatedBy: " · "), "\(text)")
        }
    }

    @Test func aRectangleOffTheCanvasDrawsNothing() {
        var canvas = Canvas(width: 4, height: 2)
        let before = canvas
        canvas.fill(Rect(x: 0, y: 5, width: 4, height: 2), style: Style(.sheet))
        canvas.fill(Rect(x: 1, y: 1, width: 2, height: -3), style: Style(.sheet))
        canvas.fill(Rect(x: -9, y: 0, width: 3, height: 1), style: Style(.sheet))
        canvas.box(Rect(x: 0, y: 7, width: 4, height: 3), style: Style(.sheet))
        #expect(canvas == before)
    }
}
