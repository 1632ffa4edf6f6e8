/// JSON written straight into UTF-8 bytes, members in the order they are added: the journal's entries, built on
/// every request, without Foundation's `JSONSerialization` (which bridges every value to an `NSObject`).
struct JSONText {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    init() { bytes.reserveCapacity(1_024) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func beginObject() { beginValue(); bytes.append(UInt8(ascii: "{")); needsComma = false }
    mutating func endObject() { bytes.append(UInt8(ascii: "}")); needsComma = true }

    /// Starts the member named `key`; its value is whatever is written next.
    mutating func key(_ key: String) {
        string(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func string(_ value: String) {
        beginValue()
        Self.appendQuoted(value.utf8, to: &bytes)
        needsComma = true
    }

    mutating func number(_ value: Int) {
        beginValue()
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    /// A value that is already JSON text.
    mutating func json(_ value: String) {
        beginValue()
        bytes.append(contentsOf: value.utf8)
        needsComma = true
    }

    mutating func member(_ name: String, _ value: String) { key(name); string(value) }
    mutating func member(_ name: String, _ value: Int) { key(name); number(value) }

    private mutating func beginValue() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// `text` as a JSON string: quoted, with quotes, backslashes and control characters escaped (`/` is not).
    static func appendQuoted(_ text: some Sequence<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(contentsOf: HexDigits.of([byte]).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
