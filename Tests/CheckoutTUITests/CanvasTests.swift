import Testing
@testable import CheckoutTUI

@Suite struct CanvasTests {
    let style = Style(.text)

    @Test func doubleWidthCharactersTakeTwoCells() {
        var canvas = Canvas(width: 8, height: 1)
        let used = canvas.write("東京a", x: 0, y: 0, style: style)
        #expect(used == 5)
        #expect(canvas.lines == ["東京a   "])
        #expect(canvas[1, 0].text.isEmpty)
    }

    @Test func aWideCharacterThatDoesNotFitLeavesASpace() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.write("ab東", x: 0, y: 0, style: style)
        #expect(canvas.lines == ["ab "])
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("東京", x: 0, y: 0, style: style)
        canvas.write("x", x: 1, y: 0, style: style)
        #expect(canvas.lines == [" x京"])
        canvas.write("y", x: 2, y: 0, style: style)
        #expect(canvas.lines == [" xy "])
    }

    @Test func boxesUseUnicodeLines() {
        var canvas = Canvas(width: 10, height: 3)
        canvas.box(canvas.bounds, style: style, title: "Pay")
        #expect(canvas.lines == ["┌─ Pay ──┐", "│        │", "└────────┘"])
    }

    @Test func truncatesByColumns() {
        #expect(DisplayWidth.truncate("こんにちは", to: 5) == "こん…")
        #expect(DisplayWidth.truncate("hello", to: 5) == "hello")
        #expect(DisplayWidth.of("e\u{301}") == 1)
    }
}
