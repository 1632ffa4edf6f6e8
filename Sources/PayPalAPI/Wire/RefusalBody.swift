import Foundation
import PayPalVocabulary

extension PayPalAPIError {
    /// The refusal an answer to `call` carries, or nil when it is a success: the one reading of error bodies every
    /// client shares. Five shapes come back: an Adaptive Payments envelope whose `ack` is a failure (at any HTTP status,
    /// 200 included), OAuth's `{"error", "error_description"}` (the token endpoint, and a REST call whose token is
    /// refused), and the REST envelope (`name`, `message`, `debug_id`, `details[]`, also the buyer side's and the
    /// admin API's), Braintree's client API's `{"error": {"message"}, "fieldErrors"}` and its GraphQL's `{"errors": […]}`.
    static func from(_ exchange: HTTPExchange, call: String) -> PayPalAPIError? {
        let debugId = exchange.headers["paypal-debug-id"] ?? ""
        if let adaptive = try? WireCoding.plainDecoder.decode(AdaptiveRefusal.self, from: exchange.body) {
            guard adaptive.responseEnvelope.ack.hasPrefix("Failure") else { return nil }
            let first = adaptive.error?.first
            return .refused(Refusal(
                issue: first?.errorId ?? "?", message: first?.message ?? "", debugId: adaptive.responseEnvelope.correlationId ?? debugId,
                httpStatus: exchange.status, field: first?.parameter?.first))
        }
        guard exchange.status >= 300 else { return nil }
        if let oauth = try? WireCoding.snakeCaseDecoder.decode(OAuthRefusal.self, from: exchange.body) {
            return .refused(Refusal(
                issue: oauth.error, message: oauth.errorDescription ?? "", debugId: debugId, httpStatus: exchange.status,
                field: oauth.lockedUntil.map { _ in "locked_until" }, value: oauth.lockedUntil))
        }
        if let braintree = try? WireCoding.plainDecoder.decode(BraintreeClientRefusal.self, from: exchange.body) {
            let first = braintree.fieldErrors?.first
            return .refused(Refusal(
                issue: first?.code ?? "HTTP_\(exchange.status)", message: first?.message ?? braintree.error.message, debugId: debugId,
                httpStatus: exchange.status, field: first?.field))
        }
        if let graphQL = try? WireCoding.plainDecoder.decode(GraphQLRefusal.self, from: exchange.body), let first = graphQL.errors.first {
            return .refused(Refusal(
                issue: first.extensions?.errorClass ?? "HTTP_\(exchange.status)", message: first.message, debugId: debugId, httpStatus: exchange.status,
                field: first.extensions?.inputPath?.joined(separator: ".")))
        }
        guard let rest = try? WireCoding.snakeCaseDecoder.decode(RESTRefusal.self, from: exchange.body) else {
            return .unreadable(call: call, reason: "HTTP \(exchange.status) without a JSON body", debugId: debugId, httpStatus: exchange.status)
        }
        let detail = rest.details?.first
        // A tester's fault explains who armed it: PayTerm's to show aside (the event pane, the inspector), while the
        // buyer and the merchant read what PayPal says.
        let explanation = exchange.headers["payterm-fault"] == nil ? detail?.paytermExplanation : nil
        return .refused(Refusal(
            issue: detail?.issue ?? rest.name ?? "HTTP_\(exchange.status)",
            message: explanation ?? detail?.description ?? rest.message ?? "",
            debugId: rest.debugId ?? debugId, httpStatus: exchange.status, field: detail?.field, value: detail?.value, name: rest.name))
    }
}

/// `{"responseEnvelope": {…}, "error": [{"errorId", "message", "parameter"}]}`.
private struct AdaptiveRefusal: Decodable {
    struct Envelope: Decodable {
        var ack: String
        var correlationId: String?
    }

    struct ErrorData: Decodable {
        var errorId: String?
        var message: String?
        var parameter: [String]?
    }

    var responseEnvelope: Envelope
    var error: [ErrorData]?
}

/// Braintree's client API: `{"error": {"message"}, "fieldErrors": [{"field", "code", "message"}]}`.
private struct BraintreeClientRefusal: Decodable {
    struct Message: Decodable { var message: String }
    struct FieldError: Decodable {
        var field: String?
        var code: String?
        var message: String?
    }

    var error: Message
    var fieldErrors: [FieldError]?
}

/// Braintree's GraphQL: `{"errors": [{"message", "extensions": {"errorClass", "inputPath"}}]}`.
private struct GraphQLRefusal: Decodable {
    struct Error: Decodable {
        struct Extensions: Decodable {
            var errorClass: String?
            var inputPath: [String]?
        }

        var message: String
        var extensions: Extensions?
    }

    var errors: [Error]
}

/// `{"error": "invalid_token", "error_description": "…"}`; Braintree's connect page adds `locked_until` to a locked
/// login's.
private struct OAuthRefusal: Decodable {
    var error: String
    var errorDescription: String?
    var lockedUntil: String?
}

/// `{"name", "message", "debug_id", "details": [{"issue", "description", "field", "value"}]}`; PayTerm's backend adds
/// `payterm_explanation`, its own sentence about the case, beside PayPal's general `description`.
private struct RESTRefusal: Decodable {
    /// Read leniently: a member that is not a string is left out rather than losing the whole refusal.
    struct Detail: Decodable {
        var issue: String?
        var description: String?
        var paytermExplanation: String?
        var field: String?
        var value: String?

        private enum CodingKeys: String, CodingKey { case issue, description, paytermExplanation, field, value }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func text(_ key: CodingKeys) -> String? { try? container.decodeIfPresent(String.self, forKey: key) }
            (issue, description, paytermExplanation, field, value) =
                (text(.issue), text(.description), text(.paytermExplanation), text(.field), text(.value))
        }
    }

    var name: String?
    var message: String?
    var debugId: String?
    var details: [Detail]?
}
