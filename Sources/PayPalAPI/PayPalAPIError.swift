/// A refusal from the backend, in either of its shapes, reduced to what the library shows.
public struct PayPalAPIError: Error, Codable, Sendable, Equatable, CustomStringConvertible {
    /// The Adaptive Payments error id (`580022`) or the REST issue (`INSTRUMENT_DECLINED`).
    public var code: String
    public var message: String
    /// The correlation or debug id to quote to support.
    public var correlationId: String
    public var httpStatus: Int

    public init(code: String, message: String, correlationId: String, httpStatus: Int) {
        self.code = code
        self.message = message
        self.correlationId = correlationId
        self.httpStatus = httpStatus
    }

    public var description: String { "\(code): \(message) (correlation id \(correlationId))" }

    /// Reads either error shape out of an answer, or nil when the answer is a success.
    static func from(_ exchange: HTTPExchange) -> PayPalAPIError? {
        let debugId = exchange.headers["paypal-debug-id"] ?? ""
        guard let object = try? exchange.jsonObject() else {
            return exchange.status < 300 ? nil
                : PayPalAPIError(code: "HTTP_\(exchange.status)", message: "The server answered without JSON.", correlationId: debugId, httpStatus: exchange.status)
        }
        if let envelope = object["responseEnvelope"] as? [String: Any] {
            guard envelope["ack"] as? String == "Failure", let first = (object["error"] as? [[String: Any]])?.first else { return nil }
            return PayPalAPIError(
                code: first["errorId"] as? String ?? "?", message: first["message"] as? String ?? "",
                correlationId: envelope["correlationId"] as? String ?? debugId, httpStatus: exchange.status)
        }
        guard exchange.status >= 300 else { return nil }
        let detail = (object["details"] as? [[String: Any]])?.first
        return PayPalAPIError(
            code: detail?["issue"] as? String ?? object["name"] as? String ?? "HTTP_\(exchange.status)",
            message: detail?["description"] as? String ?? object["message"] as? String ?? "",
            correlationId: object["debug_id"] as? String ?? debugId, httpStatus: exchange.status)
    }
}
