import Foundation
import PayPalVocabulary

/// What Braintree's client SDK (`BTPayPalClient`) asks of the client API with a client token: the merchant's
/// configuration, a PayPal approval (a one-time checkout, or a billing agreement to vault the wallet), and the
/// buyer's return URL tokenized into a nonce for the merchant's server.
public struct BraintreePayPalClient: Sendable {
    public let transport: HTTPTransport
    private let token: ClientToken

    public init(transport: HTTPTransport, clientToken: ClientToken) {
        self.transport = transport
        token = clientToken
    }

    /// `GET v1/configuration`.
    public func configuration() async throws(PayPalAPIError) -> Configuration {
        try await call("Braintree configuration", "GET", "configuration")
    }

    /// `POST v1/paypal_hermes/create_payment_resource` (checkout) or `setup_billing_agreement` (vault): where the
    /// buyer approves, in the PayPal app or on PayPal's web page.
    public func approval(_ request: HermesRequest) async throws(PayPalAPIError) -> ApprovalURL {
        let answer: HermesAnswer
        switch request.flow {
        case .checkout: answer = try await call("Braintree create payment resource", "POST", "paypal_hermes/create_payment_resource", json: request)
        case .vault: answer = try await call("Braintree setup billing agreement", "POST", "paypal_hermes/setup_billing_agreement", json: request)
        }
        guard let approval = answer.approvalURL else {
            throw .unreadable(call: "Braintree Hermes", reason: "Missing approval URL in gateway response.", debugId: "", httpStatus: 201)
        }
        return approval
    }

    /// `POST v1/payment_methods/paypal_accounts`: the URL the buyer came back on, made into a nonce.
    public func tokenize(returnURL: String, intent: String?) async throws(PayPalAPIError) -> PayPalAccountNonce {
        let body = TokenizeBody(paypalAccount: .init(intent: intent, response: .init(webURL: returnURL)))
        let answer: TokenizeAnswer = try await call("Braintree tokenize PayPal account", "POST", "payment_methods/paypal_accounts", json: body)
        guard let nonce = answer.paypalAccounts.first else {
            throw .unreadable(call: "Braintree tokenize PayPal account", reason: "no PayPal account in the answer", debugId: "", httpStatus: 201)
        }
        return nonce
    }

    private func call<Response: Decodable>(
        _ name: String, _ method: String, _ path: String, json body: (any Encodable)? = nil
    ) async throws(PayPalAPIError) -> Response {
        let url = token.clientApiUrl.appendingPathComponent("v1").appendingPathComponent(path)
        var request = if let body {
            try WireRequest(name, method, url.path, json: AnyEncodable(body), by: WireCoding.plainEncoder)
        } else {
            WireRequest(name, method, url.path)
        }
        request.headers["Authorization"] = "Bearer \(token.authorizationFingerprint)"
        return try await transport.perform(request, by: WireCoding.plainDecoder)
    }
}

/// Any encodable value, so one call site encodes each body's own type.
private struct AnyEncodable: Encodable {
    let value: any Encodable
    init(_ value: any Encodable) { self.value = value }
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
