import Foundation
import PayPalAPI

/// Bodies written as JSON objects of any shape, wrong types included: the backend is tested as any client might
/// call it, not only as PayPalAPI's typed bodies do.
extension HTTPTransport {
    func send(_ method: String, _ path: String, headers: [String: String] = [:], json: [String: Any]) async throws -> HTTPExchange {
        try await send(method, path, headers: headers, body: try JSONSerialization.data(withJSONObject: json))
    }
}

extension HTTPExchange {
    /// The body as a JSON object, or a failure naming what came back instead.
    func jsonObject() throws -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw TestFailure("expected a JSON object, got HTTP \(status): \(String(decoding: body.prefix(500), as: UTF8.self))")
        }
        return object
    }
}
