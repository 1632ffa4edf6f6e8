import Foundation

/// Reads an XML request body: the operation's request element (`<PayRequest>`) holding the same fields as the
/// JSON body, as elements, a list as the element repeated (developer guide p. 71: `<receiverList>` with one
/// `<receiver>` per receiver). Namespace prefixes are dropped.
///
/// Only UTF-8 without a document type declaration is read, so no entity is ever declared, let alone expanded
/// (a billion laughs, an external file), whatever encoding trick the body tries; `XMLReader` reads it.
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
        let (name, value) = try XMLReader.read(Array(data))
        guard name == expected else { throw BodyProblem(field: "", problem: "the document is <\(name)>, where <\(expected)> is expected") }
        return value
    }
}
