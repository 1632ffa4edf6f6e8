/// Writes an answer as PayPal's Adaptive XML: one document element, every field an element of the same name, a
/// list as the element repeated.
enum XMLWriter {
    /// The document element and its namespaces.
    struct Document {
        let element: String
        let namespaces: String

        private static let ap = "http://svcs.paypal.com/types/ap"
        private static let common = "http://svcs.paypal.com/types/common"

        /// `<ns2:PayResponse xmlns:ns2="http://svcs.paypal.com/types/ap">` (developer guide p. 72).
        static func response(_ operation: String) -> Document {
            Document(element: "ns2:\(operation)Response", namespaces: " xmlns:ns2=\"\(ap)\"")
        }

        /// Every failure, whatever the operation (blendbyte/laravel-paypal#15; paypal/sdk-core-php's tests).
        static let fault = Document(element: "ns3:FaultMessage", namespaces: " xmlns:ns3=\"\(common)\" xmlns:ns2=\"\(ap)\"")
    }

    static func write(_ tree: ResponseTree, as document: Document) -> String {
        var xml = "<?xml version='1.0' encoding='UTF-8'?><\(document.element)\(document.namespaces)>"
        if case .fields(let fields) = tree {
            for field in fields { append(field.value, named: field.name, to: &xml) }
        }
        return xml + "</\(document.element)>"
    }

    private static func append(_ tree: ResponseTree, named name: String, to xml: inout String) {
        switch tree {
        case .list(let items):
            for item in items { append(item, named: name, to: &xml) }
        case .fields(let fields):
            xml += "<\(name)>"
            for field in fields { append(field.value, named: field.name, to: &xml) }
            xml += "</\(name)>"
        case .text(let text):
            xml += "<\(name)>\(escape(text))</\(name)>"
        }
    }

    /// Markup characters as entities; characters XML 1.0 cannot carry at all (most control characters, which a
    /// client may have put in a memo) as U+FFFD, so the document stays well-formed.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\t", "\n", "\r", "\u{20}"..."\u{D7FF}", "\u{E000}"..."\u{FFFD}", "\u{10000}"..."\u{10FFFF}": escaped.unicodeScalars.append(scalar)
            default: escaped += "\u{FFFD}"
            }
        }
        return escaped
    }
}
