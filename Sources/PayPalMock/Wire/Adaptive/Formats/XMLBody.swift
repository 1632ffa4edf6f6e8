import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XML request body: the operation's request element (`<PayRequest>`) holding the same fields as the
/// JSON body, as elements, a list as the element repeated (developer guide p. 71: `<receiverList>` with one
/// `<receiver>` per receiver). Namespace prefixes are dropped.
///
/// Only UTF-8 without a document type declaration is read, so no entity is ever declared, let alone expanded
/// (a billion laughs, an external file), whatever encoding trick the body tries.
enum XMLBody {
    static func read(_ data: Data, root expected: String) throws(BodyProblem) -> FormValue {
        switch try document(data, root: expected) {
        case .fields(let fields): return .fields(fields)
        case .text(let text) where text.isEmpty: return .fields([:])
        case .text: throw BodyProblem(field: "", problem: "<\(expected)> holds text, where fields are expected")
        }
    }

    /// The text of a document that is one element holding text (`<token>…</token>`, as Braintree's revoke sends).
    static func text(_ data: Data, root expected: String) throws(BodyProblem) -> String {
        guard case .text(let text) = try document(data, root: expected) else {
            throw BodyProblem(field: "", problem: "<\(expected)> holds fields, where text is expected")
        }
        return text
    }

    private static func document(_ data: Data, root expected: String) throws(BodyProblem) -> FormValue {
        guard let text = String(data: data, encoding: .utf8), !text.contains("\u{0}") else {
            throw BodyProblem(field: "", problem: "the body is not UTF-8 text")
        }
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard !start.isEmpty else { return .fields([:]) }
        let declaration = start.hasPrefix("<?xml") ? start.prefix { $0 != ">" }.lowercased() : ""
        guard !declaration.contains("encoding") || declaration.contains("utf-8") else {
            throw BodyProblem(field: "", problem: "the XML declares an encoding other than UTF-8")
        }
        guard !text.contains("<!DOCTYPE") else {
            throw BodyProblem(field: "", problem: "the XML has a document type declaration, which Adaptive Payments requests never have")
        }
        try XMLAttributeCount.check(data)
        let builder = XMLTreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let problem = builder.problem { throw problem }
        guard parsed, parser.parserError == nil, let (name, value) = builder.root else {
            throw BodyProblem(field: "", problem: "the body is not well-formed XML (line \(parser.lineNumber), column \(parser.columnNumber))")
        }
        guard name == expected else { throw BodyProblem(field: "", problem: "the document is <\(name)>, where <\(expected)> is expected") }
        return value
    }
}

/// Builds the `FormValue` of a document as the parser reports it, element by element.
private final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private struct Open {
        var name: String
        var text = ""
        var children: [(name: String, value: FormValue)] = []
    }

    private var open: [Open] = []
    private(set) var root: (name: String, value: FormValue)?
    private(set) var problem: BodyProblem?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        guard open.count < FormValue.maxDepth else { return refuse(parser, "the XML is nested more than \(FormValue.maxDepth) levels deep") }
        open.append(Open(name: String(elementName.split(separator: ":").last ?? "")))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !open.isEmpty { open[open.count - 1].text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = open.popLast() else { return }
        let value: FormValue = element.children.isEmpty
            ? .text(element.text.trimmingCharacters(in: .whitespacesAndNewlines))
            : .fields(Dictionary(grouping: element.children, by: \.name).mapValues { $0.map(\.value) })
        if open.isEmpty {
            root = (element.name, value)
        } else {
            open[open.count - 1].children.append((element.name, value))
        }
    }

    private func refuse(_ parser: XMLParser, _ problem: String) {
        if self.problem == nil { self.problem = BodyProblem(field: "", problem: problem) }
        parser.abortParsing()
    }
}
