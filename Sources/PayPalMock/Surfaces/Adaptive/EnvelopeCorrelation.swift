import Foundation

/// Reads the `responseEnvelope.correlationId` of an Adaptive Payments answer, in whichever format it was
/// written: JSON, NV or XML.
enum EnvelopeCorrelation {
    /// Correlation ids are 13 hex digits; anything longer is not one.
    private static let maxLength = 64
    private static let nvName = "responseEnvelope.correlationId"
    /// The paths of the Adaptive APIs, whose answers have an envelope (`/AdaptivePayments/…`, `/AdaptiveAccounts/…`).
    static let pathPrefix = "/Adaptive"

    static func id(in body: Data) -> String? {
        let found: String? = if let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
            (json["responseEnvelope"] as? [String: Any])?["correlationId"] as? String
        } else {
            id(inText: String(decoding: body.prefix(Redaction.bodyLimit), as: UTF8.self))
        }
        return found.flatMap { (1...maxLength).contains($0.count) ? $0 : nil }
    }

    private static func id(inText text: String) -> String? {
        if text.drop(while: \.isWhitespace).hasPrefix("<") {
            guard let match = xmlElement.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                  let value = Range(match.range(at: 1), in: text) else { return nil }
            return String(text[value])
        }
        return FormEncoding.pairs(text).first { FormEncoding.unescape($0.name) == nvName }?.value.flatMap(FormEncoding.unescape)
    }

    private static let xmlElement = try! NSRegularExpression(pattern: #"<responseEnvelope>(?:(?!</responseEnvelope>)[\s\S])*?<correlationId>([^<]*)</correlationId>"#)
}
