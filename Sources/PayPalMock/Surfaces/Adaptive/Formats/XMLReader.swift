/// Reads a request body's XML into a `FormValue` in one pass over its bytes, refusing an element with more
/// attributes than requests carry as it reads them. The system's parser (libxml2) reads all of a start tag's
/// attributes before it reports the element, in time growing with the square of their number (85,000 cost seconds
/// of CPU), and a count taken beside it can be fooled by where a quote hides (`<!-- " -->`); here the count is the
/// parser's own.
///
/// What requests carry, nothing more: an XML declaration, comments, processing instructions, elements with
/// attributes (read and dropped), text with the five predefined entities and character references, and CDATA.
/// A document type declaration is refused, so no entity is ever declared, let alone expanded.
struct XMLReader {
    /// The most attributes one element may have: Braintree's requests carry `type` and `nil`, a namespace or two.
    static let attributesPerElement = 16
    /// The most attributes a document may have.
    static let attributesPerDocument = 1_024

    private struct Open {
        var name: ArraySlice<UInt8>
        var text: [UInt8] = []
        var children: [(name: String, value: FormValue)] = []
    }

    private let bytes: [UInt8]
    private var at = 0
    private var attributes = 0

    /// The root element's name (without its namespace prefix) and value.
    static func read(_ bytes: [UInt8]) throws(BodyProblem) -> (name: String, value: FormValue) {
        var reader = XMLReader(bytes: bytes)
        return try reader.document()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Document

    private mutating func document() throws(BodyProblem) -> (name: String, value: FormValue) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { at = 3 }
        try skipMisc()
        guard peek("<") else { throw malformed() }
        let root = try element()
        try skipMisc()
        guard at == bytes.count else { throw malformed() }
        return root
    }

    /// White space, comments and processing instructions, as may stand around the root.
    private mutating func skipMisc() throws(BodyProblem) {
        while true {
            skipSpace()
            if peek("<?") { try skip(past: "?>") } else if peek("<!--") { try skip(past: "-->") } else { return }
        }
    }

    private mutating func element() throws(BodyProblem) -> (name: String, value: FormValue) {
        var open: [Open] = []
        while true {
            if peek("</") {
                at += 2
                let name = try self.name()
                skipSpace()
                guard let element = open.popLast(), element.name == name, take(">") else { throw malformed() }
                let value: FormValue = element.children.isEmpty
                    ? .text(String(decoding: element.text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
                    : .fields(Dictionary(grouping: element.children, by: \.name).mapValues { $0.map(\.value) })
                let named = (Self.local(element.name), value)
                guard !open.isEmpty else { return named }
                open[open.count - 1].children.append(named)
            } else if peek("<!--") {
                try skip(past: "-->")
            } else if peek("<![CDATA[") {
                guard !open.isEmpty else { throw malformed() }
                at += 9
                let start = at
                try skip(past: "]]>")
                open[open.count - 1].text += bytes[start..<(at - 3)]
            } else if peek("<?") {
                try skip(past: "?>")
            } else if peek("<") {
                at += 1
                guard open.count < FormValue.maxDepth else {
                    throw BodyProblem(field: "", problem: "the XML is nested more than \(FormValue.maxDepth) levels deep")
                }
                let name = try self.name()
                let empty = try startTagRest()
                if empty {
                    let named = (Self.local(name), FormValue.text(""))
                    guard !open.isEmpty else { return named }
                    open[open.count - 1].children.append(named)
                } else {
                    open.append(Open(name: name))
                }
            } else if at < bytes.count, !open.isEmpty {
                try text(into: &open[open.count - 1].text)
            } else {
                throw malformed()
            }
        }
    }

    /// The attributes after a start tag's name, counted and dropped, and its end: true for `/>`.
    private mutating func startTagRest() throws(BodyProblem) -> Bool {
        var names: Set<ArraySlice<UInt8>> = []
        while true {
            let spaced = skipSpace()
            if take("/>") { return true }
            if take(">") { return false }
            guard spaced else { throw malformed() }
            let name = try self.name()
            guard names.insert(name).inserted else { throw malformed() }
            attributes += 1
            if names.count > Self.attributesPerElement { throw tooMany("an element has more than \(Self.attributesPerElement) attributes") }
            if attributes > Self.attributesPerDocument { throw tooMany("the document has more than \(Self.attributesPerDocument) attributes") }
            skipSpace()
            guard take("=") else { throw malformed() }
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") else { throw malformed() }
            let quote = bytes[at]
            at += 1
            var value: [UInt8] = []
            while at < bytes.count, bytes[at] != quote {
                guard bytes[at] != UInt8(ascii: "<") else { throw malformed() }
                if bytes[at] == UInt8(ascii: "&") { try reference(into: &value) } else { at += 1 }
            }
            guard take([quote]) else { throw malformed() }
        }
    }

    /// Character data up to the next `<`, its references replaced.
    private mutating func text(into text: inout [UInt8]) throws(BodyProblem) {
        while at < bytes.count, bytes[at] != UInt8(ascii: "<") {
            if bytes[at] == UInt8(ascii: "&") {
                try reference(into: &text)
            } else {
                text.append(bytes[at])
                at += 1
            }
        }
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` or `&#xN;`; any other is not well-formed.
    private mutating func reference(into text: inout [UInt8]) throws(BodyProblem) {
        let start = at + 1
        guard let end = bytes[start...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { throw malformed() }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        let predefined: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var scalar = predefined[name]
        if scalar == nil, name.hasPrefix("#x") { scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
        if scalar == nil, name.hasPrefix("#"), !name.hasPrefix("#x") { scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init) }
        guard let scalar, scalar.value != 0 else { throw malformed() }
        text += Array(String(Character(scalar)).utf8)
        at = end + 1
    }

    // MARK: Bytes

    private mutating func name() throws(BodyProblem) -> ArraySlice<UInt8> {
        let start = at
        while at < bytes.count, !Self.ends(bytes[at]) { at += 1 }
        guard at > start, !"!?-.0123456789".utf8.contains(bytes[start]) else { throw malformed() }
        return bytes[start..<at]
    }

    /// A name's end: white space or punctuation that may follow it.
    private static func ends(_ byte: UInt8) -> Bool {
        byte <= 0x20 || "<>/=\"'&".utf8.contains(byte)
    }

    /// The name without its namespace prefix.
    private static func local(_ name: ArraySlice<UInt8>) -> String {
        String(decoding: name.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).last ?? name, as: UTF8.self)
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = at
        while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
        return at > start
    }

    private func peek(_ text: String) -> Bool {
        bytes[at...].starts(with: text.utf8)
    }

    private mutating func take(_ text: String) -> Bool {
        take(Array(text.utf8))
    }

    private mutating func take(_ expected: [UInt8]) -> Bool {
        guard bytes[at...].starts(with: expected) else { return false }
        at += expected.count
        return true
    }

    private mutating func skip(past end: String) throws(BodyProblem) {
        let end = Array(end.utf8)
        while at < bytes.count {
            if take(end) { return }
            at += 1
        }
        throw malformed()
    }

    // MARK: Refusals

    private func tooMany(_ what: String) -> BodyProblem {
        BodyProblem(field: "", problem: "\(what), more than any request carries")
    }

    /// Not XML, at the line and column where reading stopped.
    private func malformed() -> BodyProblem {
        let before = bytes[..<min(at, bytes.count)]
        let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return BodyProblem(field: "", problem: "the body is not well-formed XML (line \(line), column \(column))")
    }
}
