/// Writes an answer as NV: `responseEnvelope.ack=Success&payKey=AP-…&paymentInfoList.paymentInfo(0).receiver.amount=10.00`.
/// Names are written as they are, values form-encoded (`2009-07-13T12%3A34%3A29.316-07%3A00`, `Internal+Error`),
/// as in the developer guide's examples (p. 100) and PayPal's answers (paypal/adaptivepayments-sdk-php#62);
/// the PHP SDK's `PPUtils::nvpToMap` decodes values only.
enum NameValueWriter {
    static func write(_ tree: ResponseTree) -> String {
        var pairs: [String] = []
        append(tree, at: "", to: &pairs)
        return pairs.joined(separator: "&")
    }

    private static func append(_ tree: ResponseTree, at path: String, to pairs: inout [String]) {
        switch tree {
        case .fields(let fields):
            for field in fields { append(field.value, at: path.isEmpty ? field.name : "\(path).\(field.name)", to: &pairs) }
        case .list(let items):
            for (index, item) in items.enumerated() { append(item, at: "\(path)(\(index))", to: &pairs) }
        case .text(let text):
            pairs.append("\(path)=\(FormEncoding.escape(text))")
        }
    }
}
