import Foundation
import PayPalAPI
import PayPalMock
import Testing

@Suite struct OAuthClientTests {
    static let tokenPath = "/v1/oauth2/token"

    @Test func grantsABearerTokenForTheClientCredentials() async throws {
        try await LiveBackend.with { backend in
            let grant = try await backend.tokens.requestGrant()
            #expect(grant.tokenType == "Bearer")
            #expect(grant.expiresIn == 32_400)
            #expect(grant.accessToken.hasPrefix("A21AA"))
            #expect(grant.appId == Credentials.sandboxApplicationId)
            #expect(grant.scope?.contains("openid") == true)
        }
    }

    @Test func wrongCredentialsAreOAuthsInvalidClient() async throws {
        let wrong = ClientCredentials(clientId: Credentials.defaults.clientId, secret: "not-the-secret")
        try await LiveBackend.with(credentials: wrong) { backend in
            let error = try await #require(throws: PayPalAPIError.self) { try await backend.tokens.accessToken() }
            #expect(error.code == "invalid_client")
            #expect(error.message == "Client Authentication failed")
            #expect(error.httpStatus == 401)
            #expect(!error.debugId.isEmpty, "the Paypal-Debug-Id header stands in for the body's missing debug id")
            let refused = try await #require(throws: PayPalAPIError.self) { try await backend.orders.get(orderId: "NOSUCHORDER") }
            #expect(refused.code == "invalid_client", "a REST call without a token says why there is none")
        }
    }

    @Test func oneTokenServesEveryCallUntilShortlyBeforeItExpires() async throws {
        try await LiveBackend.with { backend in
            let first = try await backend.tokens.accessToken()
            _ = try await backend.orders.create(LiveBackend.order())
            _ = try await backend.orders.create(LiveBackend.order())
            #expect(try await backend.tokens.accessToken() == first)
            #expect(backend.calls.count(Self.tokenPath) == 1)

            backend.clock.advance(by: 32_400 - 61)
            #expect(try await backend.tokens.accessToken() == first, "more than the minute's margin left")
            backend.clock.advance(by: 2)
            let second = try await backend.tokens.accessToken()
            #expect(second != first, "within the margin of its 9 hours, a token is renewed")
            #expect(backend.calls.count(Self.tokenPath) == 2)
            _ = try await backend.orders.create(LiveBackend.order())
            #expect(backend.calls.count(Self.tokenPath) == 2)
        }
    }

    @Test func tasksThatFindNoTokenShareOneRequestForIt() async throws {
        try await LiveBackend.with { backend in
            let tokens = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<8 { group.addTask { try await backend.tokens.accessToken() } }
                return try await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            #expect(tokens.count == 1)
            #expect(backend.calls.count(Self.tokenPath) == 1)
        }
    }

    @Test func aTokenTheBackendNoLongerTakesIsRenewedOnceAndTheCallGoesThrough() async throws {
        try await LiveBackend.with { backend in
            let order = try await backend.orders.create(LiveBackend.order())
            let first = try await backend.tokens.accessToken()
            // The backend's clock moves past the token's 9 hours; the clients' clock does not.
            _ = try await backend.admin.advanceClock(by: .seconds(10 * 3_600))
            let again = try await backend.orders.get(orderId: order.id)
            #expect(again.id == order.id)
            #expect(backend.calls.count(Self.tokenPath) == 2)
            #expect(backend.calls.count("/v2/checkout/orders/\(order.id)") == 2, "the refused call, then its retry")
            #expect(try await backend.tokens.accessToken() != first)
        }
    }

    @Test func aTokenRefusedAgainAfterRenewalIsAnErrorNotALoop() async throws {
        // Tokens come from one backend and calls go to another, which knows none of them.
        try await LiveBackend.with { issuer in
            try await LiveBackend.with { other in
                let orders = OrdersClient(transport: other.transport, tokens: issuer.tokens)
                let error = try await #require(throws: PayPalAPIError.self) { try await orders.get(orderId: "NOSUCHORDER") }
                #expect(error.code == "invalid_token")
                #expect(error.httpStatus == 401)
                #expect(issuer.calls.count(Self.tokenPath) == 2)
                #expect(other.calls.count("/v2/checkout/orders/NOSUCHORDER") == 2)
            }
        }
    }
}
