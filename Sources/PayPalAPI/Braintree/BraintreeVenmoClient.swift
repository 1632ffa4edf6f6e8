import Foundation
import PayPalVocabulary

/// What Braintree's Venmo client (`BTVenmoClient`) asks of Braintree with a client token: the configuration (Venmo's
/// profile and where GraphQL is), a payment context for the Venmo app (GraphQL), the context read back once the buyer
/// approved it there, and the approved account vaulted for the client token's customer.
public struct BraintreeVenmoClient: Sendable {
    public let transport: HTTPTransport
    private let token: ClientToken

    static let createQuery =
        "mutation CreateVenmoPaymentContext($input: CreateVenmoPaymentContextInput!) { createVenmoPaymentContext(input: $input) { venmoPaymentContext { id } } }"
    static let contextQuery =
        "query PaymentContext($id: ID!) { node(id: $id) { ... on VenmoPaymentContext { paymentMethodId userName payerInfo { firstName lastName "
        + "phoneNumber email externalId userName shippingAddress { fullName addressLine1 addressLine2 adminArea1 adminArea2 postalCode countryCode } "
        + "billingAddress { fullName addressLine1 addressLine2 adminArea1 adminArea2 postalCode countryCode } } } } }"

    public init(transport: HTTPTransport, clientToken: ClientToken) {
        self.transport = transport
        token = clientToken
    }

    /// `GET v1/configuration`, the parts the Venmo client reads.
    public func configuration() async throws(PayPalAPIError) -> Configuration {
        let url = token.clientApiUrl.appendingPathComponent("v1").appendingPathComponent("configuration")
        return try await send(WireRequest("Braintree configuration", "GET", url.path))
    }

    /// GraphQL `CreateVenmoPaymentContext` at `configuration.graphQL.url`: the id of the context the Venmo app opens
    /// (its `resource_id`).
    public func createPaymentContext(_ request: VenmoRequest, profileId: String?, at graphQL: String) async throws(PayPalAPIError) -> String {
        let body = GraphQLCall(query: Self.createQuery, variables: ["input": ContextInput(request, profileId: profileId)])
        let request = try WireRequest("Braintree create Venmo payment context", "POST", graphQL, json: body, by: WireCoding.plainEncoder)
        let answer: CreatedContext = try await send(request)
        return answer.data.createVenmoPaymentContext.venmoPaymentContext.id
    }

    /// GraphQL `PaymentContext`: the approved account's nonce, username and payer; nil before the buyer approved.
    public func paymentContext(id: String, at graphQL: String) async throws(PayPalAPIError) -> VenmoAccountNonce? {
        let body = GraphQLCall(query: Self.contextQuery, variables: ["id": id])
        let request = try WireRequest("Braintree Venmo payment context", "POST", graphQL, json: body, by: WireCoding.plainEncoder)
        let answer: ContextAnswer = try await send(request)
        return answer.data.node.nonce
    }

    /// `POST v1/payment_methods/venmo_accounts`: vaults the account a `MULTI_USE` nonce stands for, for the customer
    /// the client token was made for; the nonce of the vaulted account.
    public func vault(nonce: String) async throws(PayPalAPIError) -> VenmoAccountNonce {
        let url = token.clientApiUrl.appendingPathComponent("v1/payment_methods/venmo_accounts")
        let body = VaultBody(venmoAccount: .init(nonce: nonce))
        let request = try WireRequest("Braintree vault Venmo account", "POST", url.path, json: body, by: WireCoding.plainEncoder)
        let answer: VaultAnswer = try await send(request)
        guard let account = answer.venmoAccounts.first else {
            throw .unreadable(call: "Braintree vault Venmo account", reason: "no Venmo account in the answer", debugId: "", httpStatus: 201)
        }
        return VenmoAccountNonce(nonce: account.nonce, username: account.details?.username, isDefault: account.default ?? false)
    }

    private func send<Response: Decodable>(_ request: WireRequest) async throws(PayPalAPIError) -> Response {
        var request = request
        request.headers["Authorization"] = "Bearer \(token.authorizationFingerprint)"
        return try await transport.perform(request, by: WireCoding.plainDecoder)
    }
}
