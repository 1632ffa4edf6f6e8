import Foundation

/// GNU Unifont's bitmap glyphs, read from its .hex file (Debian's `unifont` package): a line a character,
/// `CODEPOINT:BITS`, 32 hex digits for an 8×16 glyph, 64 for a 16×16 one.
public struct Unifont: Sendable {
    /// Where Debian puts the files: the Japanese variants first, so that kanji look as a Japanese reader expects.
    public static let debianPaths = ["/usr/share/unifont/unifont_jp.hex", "/usr/share/unifont/unifont.hex"]

    /// One glyph: 16 rows from the top, each a bit a pixel with the leftmost in the top bit.
    public struct Glyph: Equatable, Sendable {
        /// 8 or 16 pixels.
        public let width: Int
        public let rows: [UInt16]

        public func isSet(x: Int, y: Int) -> Bool { rows[y] & (0x8000 >> UInt16(x)) != 0 }
    }

    private let glyphs: [UInt32: Glyph]

    /// The glyphs of `scalars` (every glyph when nil) from the file at `path`.
    public init(path: String, for scalars: Set<UInt32>? = nil) throws(PictureFailure) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PictureFailure(description: "\(path) cannot be read: give a Unifont .hex file with --font, or install Debian's unifont package.")
        }
        var glyphs: [UInt32: Glyph] = [:]
        var number = 0
        for line in data.split(separator: 0x0A) {
            number += 1
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), let scalar = Self.hex(line[line.startIndex..<colon]) else {
                throw PictureFailure(description: "\(path), line \(number): not a Unifont glyph (CODEPOINT:HEXBITS).")
            }
            guard scalars?.contains(UInt32(scalar)) ?? true else { continue }
            let bits = Array(line[(colon + 1)...].filter { $0 != 0x0D })
            guard bits.count == 32 || bits.count == 64, let glyph = Self.glyph(bits) else {
                throw PictureFailure(description: "\(path), line \(number): a glyph is 32 or 64 hex digits.")
            }
            glyphs[UInt32(scalar)] = glyph
        }
        self.glyphs = glyphs
    }

    /// The first of `paths` that can be read.
    public init(firstOf paths: [String], for scalars: Set<UInt32>? = nil) throws(PictureFailure) {
        guard let path = paths.first(where: FileManager.default.isReadableFile) else {
            throw PictureFailure(
                description: "No Unifont font at \(paths.joined(separator: " or ")): install it with apt-get install unifont, "
                    + "or give a .hex file with --font.")
        }
        try self.init(path: path, for: scalars)
    }

    public subscript(scalar: Unicode.Scalar) -> Glyph? { glyphs[scalar.value] }

    private static func glyph(_ bits: [UInt8]) -> Glyph? {
        let digitsPerRow = bits.count / 16
        var rows: [UInt16] = []
        rows.reserveCapacity(16)
        for row in 0..<16 {
            guard let value = hex(bits[row * digitsPerRow..<(row + 1) * digitsPerRow]) else { return nil }
            rows.append(UInt16(value << (16 - 4 * digitsPerRow)))
        }
        return Glyph(width: digitsPerRow * 4, rows: rows)
    }

    private static func hex(_ digits: some Collection<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | Int(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | Int(digit - UInt8(ascii: "A") + 10)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | Int(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }
}
