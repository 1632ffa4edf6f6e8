import Foundation
import Hummingbird

/// A JSON answer (or an empty one), kept as bytes so that the journal can record exactly what was sent.
struct WireResponse: ResponseGenerator, Sendable {
    var status: HTTPResponse.Status
    var body: Data
    /// JSON everywhere but IPN's verification postback, which answers a word in plain text.
    var contentType = "application/json"

    static let restEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static let adaptiveEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// A REST-style body: snake_case keys.
    static func rest(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> WireResponse {
        WireResponse(status: status, body: try restEncoder.encode(value))
    }

    /// An Adaptive Payments body: camelCase keys, as PayPal sent them.
    static func adaptive(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> WireResponse {
        WireResponse(status: status, body: try adaptiveEncoder.encode(value))
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = HTTPFields()
        if !body.isEmpty { headers[.contentType] = contentType }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// Decodes REST request bodies, snake_case on the wire.
enum RESTBody {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try BodyDecoding.decode(type, from: data, keys: .convertFromSnakeCase)
        } catch {
            throw RESTError.invalidRequest(
                error.field.isEmpty ? "MALFORMED_REQUEST_JSON" : "INVALID_PARAMETER_SYNTAX", error.sentence + ".",
                field: error.field.isEmpty ? nil : error.field)
        }
    }
}
