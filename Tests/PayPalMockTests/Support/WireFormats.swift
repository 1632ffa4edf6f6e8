import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PayPalAPI
@testable import PayPalMock

/// Adaptive Payments bodies in NV and XML, written and read here apart from the backend's own codecs, the way
/// PayPal's SDKs and the developer guide write and read them.
extension AdaptiveDataFormat {
    /// A request body (as the JSON tests build them) in this format, for `operation`.
    func body(_ body: [String: Any], operation: String) throws -> Data {
        switch self {
        case .json: try JSONSerialization.data(withJSONObject: body)
        case .nv: Data(NVText.encode(body).utf8)
        case .xml: Data("<\(operation)Request>\(XMLText.elements(body))</\(operation)Request>".utf8)
        }
    }
}

enum NVText {
    /// Dotted names, list items indexed `(n)`, values form-encoded (PHP SDK `PPMessage::toNVPString`).
    static func encode(_ body: [String: Any]) -> String {
        var pairs: [String] = []
        func add(_ value: Any, _ name: String) {
            switch value {
            case let object as [String: Any]:
                for key in object.keys.sorted() { add(object[key]!, name.isEmpty ? key : "\(name).\(key)") }
            case let list as [Any]:
                for (index, item) in list.enumerated() { add(item, "\(name)(\(index))") }
            default:
                pairs.append("\(name)=\(escape("\(value)"))")
            }
        }
        add(body, "")
        return pairs.joined(separator: "&")
    }

    static func escape(_ text: String) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_. ")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved)!.replacingOccurrences(of: " ", with: "+")
    }

    /// An answer as PayPal's PHP SDK reads it (`PPUtils::nvpToMap`): names as sent, values decoded.
    static func decode(_ text: String) -> [String: String] {
        var map: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            map[String(parts[0])] = parts.count > 1 ? parts[1].replacingOccurrences(of: "+", with: " ").removingPercentEncoding : nil
        }
        return map
    }
}

enum XMLText {
    /// Each field an element, a list the element repeated (developer guide p. 71).
    static func elements(_ object: [String: Any]) -> String {
        object.keys.sorted().map { key in
            switch object[key]! {
            case let nested as [String: Any]: "<\(key)>\(elements(nested))</\(key)>"
            case let list as [Any]: list.map { element(key, $0) }.joined()
            case let value: element(key, value)
            }
        }.joined()
    }

    private static func element(_ name: String, _ value: Any) -> String {
        if let nested = value as? [String: Any] { return "<\(name)>\(elements(nested))</\(name)>" }
        let text = "\(value)".replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return "<\(name)>\(text)</\(name)>"
    }
}

/// An Adaptive Payments answer in any of the three formats, read with the JSON tests' paths
/// (`paymentInfoList.paymentInfo[0].receiver.amount`): NV as `…paymentInfo(0)…`, XML by XPath.
struct Answer: CustomStringConvertible {
    let status: Int
    let format: AdaptiveDataFormat
    let contentType: String?
    let text: String
    let debugId: String?
    private let json: JSON?
    private let nv: [String: String]
    private let xml: XMLDocument?

    init(_ exchange: HTTPExchange, format: AdaptiveDataFormat) throws {
        status = exchange.status
        self.format = format
        contentType = exchange.headers["content-type"]
        debugId = exchange.headers["paypal-debug-id"]
        text = String(decoding: exchange.body, as: UTF8.self)
        json = format == .json ? JSON(try exchange.jsonObject()) : nil
        nv = format == .nv ? NVText.decode(text) : [:]
        xml = format == .xml ? try XMLDocument(data: exchange.body) : nil
    }

    subscript(_ path: String) -> String? {
        switch format {
        case .json: return json?[path]
        case .nv: return nv[path.replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")")]
        case .xml:
            let steps = path.split(separator: ".").map { step -> String in
                guard let open = step.firstIndex(of: "["), let index = Int(step[step.index(after: open)...].dropLast()) else { return String(step) }
                return "\(step[..<open])[\(index + 1)]"
            }
            return (try? xml?.nodes(forXPath: "/*/" + steps.joined(separator: "/")))?.first?.stringValue
        }
    }

    /// The document element of an XML answer, and its namespace.
    var root: (name: String?, namespace: String?) { (xml?.rootElement()?.name, xml?.rootElement()?.uri) }

    var description: String { "HTTP \(status) \(text)" }
}

extension TestBackend {
    /// Calls an operation with `body` sent as it is, in `format`, asking for the answer in `answer`.
    func call(
        _ operation: String, raw body: Data, format: AdaptiveDataFormat, answer: AdaptiveDataFormat, headers: [String: String] = merchantHeaders
    ) async throws -> Answer {
        var headers = headers
        headers[AdaptiveDataFormat.requestHeader] = format.rawValue
        headers[AdaptiveDataFormat.responseHeader] = answer.rawValue
        headers["Content-Type"] = format == .nv ? "application/x-www-form-urlencoded" : format == .xml ? "text/xml" : "application/json"
        return try Answer(await http.send("POST", "/AdaptivePayments/\(operation)", headers: headers, body: body), format: answer)
    }

    /// Calls an operation with `body` written in `format`, asking for the answer in `answer`.
    func call(
        _ operation: String, _ body: [String: Any], format: AdaptiveDataFormat, answer: AdaptiveDataFormat, headers: [String: String] = merchantHeaders
    ) async throws -> Answer {
        try await call(operation, raw: format.body(body, operation: operation), format: format, answer: answer, headers: headers)
    }
}
