import Foundation

/// An element of a Braintree gateway answer. Braintree marks arrays, booleans, datetimes and nils with a `type` or
/// `nil` attribute, which its SDKs' parsers read to type the value; names are dasherized, as Braintree writes them.
struct GatewayXML {
    enum Content {
        case text(String)
        case children([GatewayXML])
    }

    let name: String
    let attributes: String
    let content: Content

    static func text(_ name: String, _ value: String?) -> GatewayXML {
        guard let value else { return GatewayXML(name: name, attributes: " nil=\"true\"", content: .text("")) }
        return GatewayXML(name: name, attributes: "", content: .text(value))
    }

    static func datetime(_ name: String, _ date: Date) -> GatewayXML {
        GatewayXML(name: name, attributes: " type=\"datetime\"", content: .text(Timestamp.rest(date)))
    }

    static func boolean(_ name: String, _ value: Bool) -> GatewayXML {
        GatewayXML(name: name, attributes: " type=\"boolean\"", content: .text(value ? "true" : "false"))
    }

    static func element(_ name: String, _ children: [GatewayXML]) -> GatewayXML {
        GatewayXML(name: name, attributes: "", content: .children(children))
    }

    static func array(_ name: String, _ items: [GatewayXML]) -> GatewayXML {
        GatewayXML(name: name, attributes: " type=\"array\"", content: .children(items))
    }

    /// The document: the XML declaration, then this element.
    var document: Data {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(to: &xml)
        return Data(xml.utf8)
    }

    private func write(to xml: inout String) {
        xml += "<\(name)\(attributes)>"
        switch content {
        case .text(let text): xml += XMLWriter.escape(text)
        case .children(let children): for child in children { child.write(to: &xml) }
        }
        xml += "</\(name)>"
    }
}
