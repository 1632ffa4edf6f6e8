extension Redaction {
    /// XML with the text inside every secret element masked, its children's too (`<client-token><value>…`), in one
    /// pass over the text; an element cut short before it closes is masked to the end, CDATA included.
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
            masked += tag
            rest = rest[end...]
            if tag.hasPrefix("</") {
                _ = open.popLast()
            } else if !tag.hasPrefix("<?"), !tag.hasPrefix("<!"), !tag.hasSuffix("/>") {
                let name = tag.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }.split(separator: ":").last.map(String.init) ?? ""
                open.append(isSecret(key: name) || secretElements.contains(name.lowercased()))
            }
        }
        appendText(rest, secret: open.contains(true), to: &masked)
        return masked
    }

    /// A text node as it is, or masked when it is inside a secret element and not only white space.
    private static func appendText(_ text: Substring, secret: Bool, to masked: inout String) {
        masked += secret && !text.allSatisfy(\.isWhitespace) ? mask : String(text)
    }
}
