import Foundation

extension Redaction {
    /// XML with the text inside every secret element masked, its children's too (`<client-token><value>…`), and the
    /// values of secret attributes (`<pin value="…"/>`, every attribute of a secret element), in one pass over the
    /// text; an element cut short before it closes is masked to the end, CDATA included.
    static func maskedXML(_ text: String) -> String {
        var masked = ""
        var open: [Bool] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "<") {
            appendText(rest[..<start], secret: open.contains(true), to: &masked)
            rest = rest[start...]
            if rest.hasPrefix("<![CDATA[") {
                let end = rest.range(of: "]]>")?.upperBound ?? rest.endIndex
                masked += open.contains(true) ? mask : String(rest[..<end])
                rest = rest[end...]
                continue
            }
            let end = rest.firstIndex(of: ">").map(rest.index(after:)) ?? rest.endIndex
            let tag = rest[..<end]
            rest = rest[end...]
            guard !tag.hasPrefix("</"), !tag.hasPrefix("<?"), !tag.hasPrefix("<!") else {
                if tag.hasPrefix("</") { _ = open.popLast() }
                masked += tag
                continue
            }
            let name = tag.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }.split(separator: ":").last.map(String.init) ?? ""
            let secret = open.contains(true) || isSecret(key: name) || secretElements.contains(name.lowercased())
            masked += maskedAttributes(tag, all: secret)
            if !tag.hasSuffix("/>") { open.append(secret) }
        }
        appendText(rest, secret: open.contains(true), to: &masked)
        return masked
    }

    /// A start tag with the values of its secret attributes masked (`<pin value="****"/>`), or of all of them.
    private static func maskedAttributes(_ tag: Substring, all: Bool) -> String {
        let text = String(tag)
        var result = text
        for match in attribute.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            let quoted = match.range(at: 2).location != NSNotFound ? match.range(at: 2) : match.range(at: 3)
            guard let name = Range(match.range(at: 1), in: text), all || isSecret(key: String(text[name])),
                  let value = Range(quoted, in: result) else { continue }
            result.replaceSubrange(value, with: mask)
        }
        return result
    }

    /// `name="value"` or `name='value'` in a tag (the value perhaps cut short): the value inside its quotes is
    /// group 2 or 3.
    private static let attribute = try! NSRegularExpression(pattern: #"\s([^\s=<>/"']+)\s*=\s*(?:"([^"<>]*)|'([^'<>]*))"#)

    /// A text node as it is, or masked when it is inside a secret element and not only white space.
    private static func appendText(_ text: Substring, secret: Bool, to masked: inout String) {
        masked += secret && !text.allSatisfy(\.isWhitespace) ? mask : String(text)
    }
}
