import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a Braintree gateway answer: its name, text and children, for reading the few fields a merchant's
/// server needs.
struct GatewayElement: Sendable, Equatable {
    var name: String
    var text = ""
    var children: [GatewayElement] = []

    /// The first child named `name`.
    subscript(_ name: String) -> GatewayElement? { children.first { $0.name == name } }

    /// The text of the first child named `name`, nil when it is missing or empty (`nil="true"`).
    func value(_ name: String) -> String? {
        guard let text = self[name]?.text.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }

    /// The XML document's root element; nil when the data is not XML.
    static func parse(_ data: Data) -> GatewayElement? {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        guard parser.parse() else { return nil }
        return builder.root
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [GatewayElement] = []
    var root: GatewayElement?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        stack.append(GatewayElement(name: name))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !stack.isEmpty { stack[stack.count - 1].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }
}
