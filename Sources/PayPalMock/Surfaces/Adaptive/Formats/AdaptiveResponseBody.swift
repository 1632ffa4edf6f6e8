import Foundation

/// The one step from an Adaptive Payments answer to the bytes sent, in the format the client asked for: the
/// same `Encodable` value encoded as JSON, or into a `ResponseTree` written as NV or XML.
enum AdaptiveResponseBody {
    private static let jsonEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func render(_ value: some Encodable, as format: AdaptiveDataFormat, document: XMLWriter.Document) throws -> Data {
        switch format {
        case .json: try jsonEncoder.encode(value)
        case .nv: Data(NameValueWriter.write(try ResponseTree(encoding: value)).utf8)
        case .xml: Data(XMLWriter.write(try ResponseTree(encoding: value), as: document).utf8)
        }
    }
}
