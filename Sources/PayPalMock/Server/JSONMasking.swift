/// A JSON document copied in one pass with the value of every secret member (`Redaction.isSecret(key:)`, at any
/// depth, whatever the value) replaced by the mask, a URL's query secrets masked in any other member's string
/// (`Redaction.maskedString`), and its whitespace dropped. Nil when the bytes are not one whole
/// JSON value, or nest deeper than `maxDepth`: the caller then masks them as text.
struct JSONMasking {
    static let maxDepth = 64

    private let input: [UInt8]
    private var position = 0
    private var output: [UInt8] = []

    static func masked(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        var scanner = JSONMasking(input: Array(bytes))
        scanner.output.reserveCapacity(scanner.input.count)
        guard (try? scanner.value(depth: 0, copying: true)) != nil else { return nil }
        scanner.skipWhitespace()
        return scanner.position == scanner.input.count ? scanner.output : nil
    }

    private init(input: [UInt8]) { self.input = input }

    private struct Malformed: Error {}

    private var current: UInt8? { position < input.count ? input[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    /// Reads one value; copies it to the output when `copying`, else only steps over it.
    private mutating func value(depth: Int, copying: Bool) throws(Malformed) {
        skipWhitespace()
        guard let byte = current, depth < Self.maxDepth else { throw Malformed() }
        switch byte {
        case UInt8(ascii: "{"): try object(depth: depth, copying: copying)
        case UInt8(ascii: "["): try array(depth: depth, copying: copying)
        case UInt8(ascii: "\""): _ = try string(copying: copying, decoding: false)
        case UInt8(ascii: "t"): try literal("true", copying: copying)
        case UInt8(ascii: "f"): try literal("false", copying: copying)
        case UInt8(ascii: "n"): try literal("null", copying: copying)
        default: try number(copying: copying)
        }
    }

    private mutating func object(depth: Int, copying: Bool) throws(Malformed) {
        try expect(UInt8(ascii: "{"), copying: copying)
        skipWhitespace()
        if current == UInt8(ascii: "}") { return try expect(UInt8(ascii: "}"), copying: copying) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw Malformed() }
            let key = try string(copying: copying, decoding: true)
            skipWhitespace()
            try expect(UInt8(ascii: ":"), copying: copying)
            if Redaction.isSecret(key: key) {
                try value(depth: depth + 1, copying: false)
                if copying { JSONText.appendQuoted(Redaction.mask.utf8, to: &output) }
            } else {
                skipWhitespace()
                if copying, current == UInt8(ascii: "\"") { try maskedString() } else { try value(depth: depth + 1, copying: copying) }
            }
            skipWhitespace()
            if current == UInt8(ascii: "}") { return try expect(UInt8(ascii: "}"), copying: copying) }
            try expect(UInt8(ascii: ","), copying: copying)
        }
    }

    private mutating func array(depth: Int, copying: Bool) throws(Malformed) {
        try expect(UInt8(ascii: "["), copying: copying)
        skipWhitespace()
        if current == UInt8(ascii: "]") { return try expect(UInt8(ascii: "]"), copying: copying) }
        while true {
            try value(depth: depth + 1, copying: copying)
            skipWhitespace()
            if current == UInt8(ascii: "]") { return try expect(UInt8(ascii: "]"), copying: copying) }
            try expect(UInt8(ascii: ","), copying: copying)
        }
    }

    /// Reads a string; returns its text, escapes decoded, when `decoding` (a member's name is compared decoded:
    /// `"p\u0069n"` is a PIN), else "".
    private mutating func string(copying: Bool, decoding: Bool) throws(Malformed) -> String {
        let start = position
        position += 1
        var decoded: [UInt8] = []
        while let byte = current, byte != UInt8(ascii: "\"") {
            guard byte >= 0x20 else { throw Malformed() }
            position += 1
            guard byte == UInt8(ascii: "\\") else {
                if decoding { decoded.append(byte) }
                continue
            }
            guard let escaped = current else { throw Malformed() }
            position += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                guard position + 4 <= input.count, let unit = UInt32(String(decoding: input[position..<position + 4], as: UTF8.self), radix: 16)
                else { throw Malformed() }
                position += 4
                // A surrogate half stands for no character alone; a name holding one is no secret's name either way.
                decoded.append(contentsOf: String(Unicode.Scalar(unit).map(Character.init) ?? "\u{FFFD}").utf8)
            default: throw Malformed()
            }
        }
        guard current == UInt8(ascii: "\"") else { throw Malformed() }
        position += 1
        if copying { output.append(contentsOf: input[start..<position]) }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Copies a member's string, with the secrets of a URL's query masked.
    private mutating func maskedString() throws(Malformed) {
        let start = position
        let text = try string(copying: false, decoding: true)
        let masked = Redaction.maskedString(text)
        if masked == text {
            output.append(contentsOf: input[start..<position])
        } else {
            JSONText.appendQuoted(masked.utf8, to: &output)
        }
    }

    private mutating func literal(_ word: StaticString, copying: Bool) throws(Malformed) {
        let count = word.utf8CodeUnitCount
        guard position + count <= input.count,
              word.withUTF8Buffer({ input[position..<position + count].elementsEqual($0) }) else { throw Malformed() }
        if copying { output.append(contentsOf: input[position..<position + count]) }
        position += count
    }

    /// `-? (0 | digits not starting with 0) (. digits)? ([eE] [+-]? digits)?`
    private mutating func number(copying: Bool) throws(Malformed) {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else {
            guard digits() else { throw Malformed() }
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits() else { throw Malformed() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits() else { throw Malformed() }
        }
        if copying { output.append(contentsOf: input[start..<position]) }
    }

    /// Steps over digits; true when there was at least one.
    private mutating func digits() -> Bool {
        let start = position
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        return position > start
    }

    private mutating func expect(_ byte: UInt8, copying: Bool) throws(Malformed) {
        guard current == byte else { throw Malformed() }
        position += 1
        if copying { output.append(byte) }
    }
}
