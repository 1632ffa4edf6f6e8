import CheckoutTUI

/// An animated GIF89a, built a frame at a time: one colour table for all frames, each frame the rectangle that
/// changed, drawn over the frames before, shown for its delay; it loops for ever (Netscape's extension).
struct GIFEncoder {
    let width: Int
    let height: Int
    private let colourBits: Int
    private var lzw = GIFLZW()
    private(set) var bytes: [UInt8] = []

    init(width: Int, height: Int, palette: Palette) {
        self.width = width
        self.height = height
        // The table holds a power of two colours, at least 2.
        colourBits = max(1, Int.bitWidth - (palette.colours.count - 1).leadingZeroBitCount)
        bytes += Array("GIF89a".utf8)
        bytes += Self.little(width) + Self.little(height)
        bytes += [0xF0 | UInt8(colourBits - 1), 0, 0]
        for index in 0..<1 << colourBits {
            let colour = index < palette.colours.count ? palette.colours[index] : RGB(0, 0, 0)
            bytes += [colour.red, colour.green, colour.blue]
        }
        bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
    }

    /// Adds the `rect` of `image` as the next frame, shown for `centiseconds`.
    mutating func add(_ image: IndexedImage, rect: Rect, centiseconds: Int) {
        let delay = min(max(centiseconds, 2), 0xFFFF)
        // Graphic control: drawn over what is there (disposal 1), no transparency.
        bytes += [0x21, 0xF9, 4, 0x04] + Self.little(delay) + [0, 0]
        bytes += [0x2C] + Self.little(rect.x) + Self.little(rect.y) + Self.little(rect.width) + Self.little(rect.height) + [0]
        let codeSize = max(2, colourBits)
        bytes.append(UInt8(codeSize))
        let data = lzw.compress(image.pixels(in: rect), minimumCodeSize: codeSize)
        for start in stride(from: 0, to: data.count, by: 255) {
            let block = data[start..<min(start + 255, data.count)]
            bytes.append(UInt8(block.count))
            bytes += block
        }
        bytes.append(0)
    }

    /// The file's bytes, with its trailer.
    var finished: [UInt8] { bytes + [0x3B] }

    private static func little(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
