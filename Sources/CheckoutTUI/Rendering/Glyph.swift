/// What one cell shows: one character's UTF-8, up to 15 bytes, held in the value itself. Cells then copy, fill and
/// compare as plain values, with no reference counting, which is most of what drawing a frame does.
struct Glyph: Equatable, Sendable, CustomStringConvertible {
    /// The bytes in order from the lowest byte of `low` to the 7th of `high`; the count in the top byte of `high`.
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    static let capacity = 15
    /// A blank cell's.
    static let space = Glyph(" ")
    /// The right half of a double-width character.
    static let continuation = Glyph()

    private init() {}

    init(_ scalar: Unicode.Scalar) {
        self.init()
        for byte in scalar.utf8 { append(byte) }
    }

    /// The character's glyph, or nil when its UTF-8 is longer than a cell holds.
    init?(fitting character: Character) {
        guard character.utf8.count <= Self.capacity else { return nil }
        self.init()
        for byte in character.utf8 { append(byte) }
    }

    var count: Int { Int(high >> 56) }
    var isEmpty: Bool { high == 0 }

    /// The one byte of a glyph that is one ASCII character, else nil.
    var ascii: UInt8? { count == 1 ? UInt8(truncatingIfNeeded: low) : nil }

    var text: String {
        withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { bytes in
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<count]), as: UTF8.self)
        }
    }

    var description: String { text.debugDescription }

    private mutating func append(_ byte: UInt8) {
        let index = count
        if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
        high = (high & ~(0xFF << 56)) | UInt64(index + 1) << 56
    }
}
