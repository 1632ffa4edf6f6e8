import CheckoutTUI
import Testing
@testable import Pictures

/// The GIF and PNG encoders, checked by reading what they write with Pillow.
@Suite struct EncoderTests {
    let palette = Palette([RGB(0xFF, 0, 0), RGB(0, 0x80, 0), RGB(0x10, 0x20, 0xF0)])

    func number(_ colour: RGB) -> UInt8 { palette.number(of: colour) }

    @Test func aPNGHasItsSizeAndPixels() async throws {
        var image = IndexedImage(width: 3, height: 2, filledWith: number(RGB(0, 0x80, 0)))
        image.pixels[2] = number(RGB(0xFF, 0, 0))
        image.pixels[3] = number(RGB(0x10, 0x20, 0xF0))
        let picture = try await Pillow.read(try PNGEncoder.encode(image, palette: palette))
        #expect(picture.format == "PNG" && picture.width == 3 && picture.height == 2)
        #expect(picture.frames.first?.rgb == "008000" + "008000" + "ff0000" + "1020f0" + "008000" + "008000")
    }

    @Test func aGIFsFramesAreDrawnOverEachOtherForTheirTimesAndLoop() async throws {
        var image = IndexedImage(width: 4, height: 3, filledWith: number(RGB(0, 0x80, 0)))
        var gif = GIFEncoder(width: 4, height: 3, palette: palette)
        gif.add(image, rect: Rect(x: 0, y: 0, width: 4, height: 3), centiseconds: 50)
        image.pixels[1 * 4 + 2] = number(RGB(0xFF, 0, 0))
        gif.add(image, rect: Rect(x: 2, y: 1, width: 1, height: 1), centiseconds: 120)
        let picture = try await Pillow.read(gif.finished)
        #expect(picture.format == "GIF" && picture.width == 4 && picture.height == 3)
        #expect(picture.loop == 0)
        #expect(picture.frames.map(\.duration) == [500, 1200])
        #expect(picture.rgb(frame: 0, x: 2, y: 1) == "008000")
        #expect(picture.rgb(frame: 1, x: 2, y: 1) == "ff0000")
        #expect(picture.rgb(frame: 1, x: 0, y: 0) == "008000", "the rest of the first frame stays")
    }

    /// Noise over 256 colours fills LZW's table of 4096 codes again and again: every clear and every growth of the
    /// codes must be where a decoder expects them.
    @Test func aGIFOfNoiseInAFullPaletteReadsBackPixelForPixel() async throws {
        let colours = (0..<256).map { RGB(UInt8($0), UInt8(255 - $0), UInt8($0 / 2)) }
        let full = Palette(colours)
        var image = IndexedImage(width: 160, height: 90)
        var seed: UInt32 = 7
        for index in image.pixels.indices {
            seed = seed &* 1_103_515_245 &+ 12345
            // Runs of a colour, as pictures of a terminal have, among noise.
            image.pixels[index] = index % 7 < 3 ? 200 : UInt8(truncatingIfNeeded: seed >> 16)
        }
        var gif = GIFEncoder(width: 160, height: 90, palette: full)
        gif.add(image, rect: Rect(x: 0, y: 0, width: 160, height: 90), centiseconds: 10)
        let picture = try await Pillow.read(gif.finished)
        let expected = image.pixels.map { number in
            let colour = full.colours[Int(number)]
            return [colour.red, colour.green, colour.blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }.joined()
        #expect(picture.frames.first?.rgb == expected)
    }
}
