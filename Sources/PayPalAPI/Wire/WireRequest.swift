import Foundation
import PayPalVocabulary

/// One call to the backend, with the name its errors give it (`Orders capture`, `Adaptive Pay`).
struct WireRequest: Sendable {
    var name: String
    var method: String
    var path: String
    var headers: [String: String]
    var body: Data?

    /// A request whose body is `value` in JSON.
    init(
        _ name: String, _ method: String, _ path: String, headers: [String: String] = [:], json value: some Encodable,
        by encoder: JSONEncoder = WireCoding.snakeCaseEncoder
    ) throws(PayPalAPIError) {
        self.init(name, method, path, headers: headers)
        do {
            body = try encoder.encode(value)
        } catch {
            throw .unreadable(call: name, reason: "the request could not be written: \(error)", debugId: "", httpStatus: nil)
        }
    }

    init(_ name: String, _ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil) {
        self.name = name
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }
}

extension HTTPTransport {
    /// Sends the request and returns its answer when it is a success: every client's calls end here. No answer is
    /// `PayPalAPIError.unreachable`; a refusal, in any of its shapes, is the error it carries.
    func perform(_ request: WireRequest) async throws(PayPalAPIError) -> HTTPExchange {
        let exchange: HTTPExchange
        do {
            exchange = try await send(request.method, request.path, headers: request.headers, body: request.body)
        } catch {
            throw .unreachable(url: baseURL.absoluteString, underlying: error.localizedDescription)
        }
        if let refusal = PayPalAPIError.from(exchange, call: request.name) { throw refusal }
        return exchange
    }

    /// Sends the request and reads its answer as `Response`.
    func perform<Response: Decodable>(
        _ request: WireRequest, by decoder: JSONDecoder = WireCoding.snakeCaseDecoder
    ) async throws(PayPalAPIError) -> Response {
        try await perform(request).decoded(by: decoder, for: request.name)
    }
}

extension HTTPExchange {
    /// The body as `T`, or an error naming the call when it is not one.
    func decoded<T: Decodable>(_: T.Type = T.self, by decoder: JSONDecoder, for call: String) throws(PayPalAPIError) -> T {
        do {
            return try decoder.decode(T.self, from: body)
        } catch {
            let reason = (error as? DecodingError)?.summary ?? "\(error)"
            throw .unreadable(
                call: call, reason: "not a \(T.self): \(reason); check that the base URL is a PayPal or PayTerm backend",
                debugId: headers["paypal-debug-id"] ?? "", httpStatus: status)
        }
    }
}

extension DecodingError {
    /// Where the body differs from the model and how, in a few words: `purchaseUnits[0].amount is missing`.
    var summary: String {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : text.isEmpty ? "the body" : text
        }
        return switch self {
        case .keyNotFound(let key, let context): "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context): "\(path(context.codingPath)) is not a \(type)"
        case .valueNotFound(let type, let context): "\(path(context.codingPath)) is null, not a \(type)"
        case .dataCorrupted(let context) where context.codingPath.isEmpty: "the body is not JSON"
        case .dataCorrupted(let context): "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: "\(self)"
        }
    }
}
