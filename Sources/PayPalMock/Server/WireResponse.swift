import Foundation
import Hummingbird

/// An answer (or an empty one), kept as bytes so that the journal can record exactly what was sent.
struct WireResponse: ResponseGenerator, Sendable {
    var status: HTTPResponse.Status
    var body: Data
    /// JSON everywhere but IPN's verification postback (a word in plain text) and Adaptive Payments answers in NV or XML.
    var contentType = "application/json"
    /// True when the connection ends after this answer, as when a request's body was not read to its end.
    var closesConnection = false
    /// Seconds the client is asked to wait before trying again (`Retry-After`), when the backend cannot serve now.
    var retryAfter: Int?

    static let restEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// A REST-style body: snake_case keys.
    static func rest(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> WireResponse {
        WireResponse(status: status, body: try restEncoder.encode(value))
    }

    /// An Adaptive Payments body: camelCase keys, as PayPal sent them, in the format the client asked for.
    static func adaptive(
        _ value: some Encodable, as format: AdaptiveDataFormat, document: XMLWriter.Document, status: HTTPResponse.Status = .ok
    ) throws -> WireResponse {
        WireResponse(status: status, body: try AdaptiveResponseBody.render(value, as: format, document: document), contentType: format.contentType)
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = HTTPFields()
        if !body.isEmpty { headers[.contentType] = contentType }
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
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
