import CheckoutTUI
import Foundation
import Testing
@testable import Pictures

/// Cells drawn with Unifont's glyphs: a glyph's pixels are its bits in the .hex file, a Japanese character takes
/// two cells' width, and a character the font lacks shows as a box.
@Suite struct GlyphTests {
    static let fontPath = Unifont.debianPaths[0]
    let background = TerminalColours.defaultBackground
    let foreground = TerminalColours.defaultForeground

    /// The glyph's rows as written in the font file, read here by hand.
    func bitsInFile(_ codepoint: String, path: String = fontPath) throws -> [[Bool]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("\(codepoint):") })
        let digits = Array(line.dropFirst(codepoint.count + 1))
        let perRow = digits.count / 16
        return (0..<16).map { row in
            let value = Int(String(digits[row * perRow..<(row + 1) * perRow]), radix: 16)!
            return (0..<perRow * 4).map { value & (1 << (perRow * 4 - 1 - $0)) != 0 }
        }
    }

    func painted(_ text: String, columns: Int, fontPath: String = fontPath, scale: Int = 1) throws -> (IndexedImage, Palette) {
        var canvas = Canvas(width: columns, height: 1)
        canvas.write(text, x: 0, y: 0, style: Style(.text))
        let palette = Palette([foreground, background])
        let scalars = Set(text.unicodeScalars.map(\.value))
        var painter = CellPainter(
            columns: columns, rows: 1, scale: scale, font: try Unifont(path: fontPath, for: scalars), palette: palette)
        _ = painter.paint(try ScreenFrame(canvas, theme: .plain, colors: false).cells())
        return (painter.image, palette)
    }

    @Test func aGlyphIsDrawnAsUnifontsBits() throws {
        let (image, palette) = try painted("A", columns: 1)
        let ink = palette.number(of: foreground)
        let drawn = (0..<16).map { y in (0..<8).map { x in image.pixels[y * image.width + x] == ink } }
        #expect(drawn == (try bitsInFile("0041")))
        #expect(drawn.joined().contains(true))
    }

    @Test func aJapaneseCharacterIsSixteenPixelsWide() throws {
        let (image, palette) = try painted("あ", columns: 2, scale: 2)
        #expect(image.width == 32 && image.height == 32)
        let ink = palette.number(of: foreground)
        let drawn = (0..<16).map { y in (0..<16).map { x in image.pixels[2 * y * image.width + 2 * x] == ink } }
        #expect(drawn == (try bitsInFile("3042")))
        #expect(drawn.contains { $0[8...].contains(true) }, "ink in the right half")
    }

    @Test func aCharacterTheFontLacksIsABoxNotABlank() throws {
        let font = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString).hex")
        try "0041:0000000018242442427E424242420000\n".write(to: font, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: font) }
        let (image, palette) = try painted("B", columns: 1, fontPath: font.path)
        let ink = palette.number(of: foreground)
        #expect(image.pixels.contains(ink))
        #expect(image.pixels[2 * 8 + 3] == ink && image.pixels[7 * 8 + 1] == ink && image.pixels[7 * 8 + 3] != ink, "an outline")
    }

    @Test func aFontLineThatIsNoGlyphIsToldByItsLine() throws {
        let font = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString).hex")
        try "0041:0000000018242442427E424242420000\n0042:12\n".write(to: font, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: font) }
        #expect(throws: PictureFailure.self) { try Unifont(path: font.path) }
        do { _ = try Unifont(path: font.path) } catch { #expect(error.description.hasSuffix("line 2: a glyph is 32 or 64 hex digits.")) }
    }
}
