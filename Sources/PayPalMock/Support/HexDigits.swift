/// Bytes as lower-case hexadecimal, without Foundation's formatting (`String(format:)` per byte is slow enough to
/// show on every request's token check).
enum HexDigits {
    private static let digits = Array("0123456789abcdef".utf8)

    static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
