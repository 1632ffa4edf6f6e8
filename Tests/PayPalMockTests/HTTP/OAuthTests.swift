import Foundation
import Testing
@testable import PayPalMock

@Suite struct OAuthTests {
    @Test func issuesABearerTokenForTheClientCredentialsEvenWithoutAContentType() async throws {
        try await TestBackend.with { backend in
            let exchange = try await backend.http.send(
                "POST", "/v1/oauth2/token", headers: ["Authorization": TestBackend.basicAuthorization(), "Content-Type": ""],
                body: Data("grant_type=client_credentials".utf8))
            #expect(exchange.status == 200)
            #expect(exchange.headers["paypal-debug-id"] != nil)
            let grant = try exchange.jsonObject()
            #expect(grant["token_type"] as? String == "Bearer")
            #expect(grant["expires_in"] as? Int == 32_400)
            #expect((grant["access_token"] as? String)?.hasPrefix("A21AA") == true)
            #expect((grant["scope"] as? String)?.contains("openid") == true)
            let token = try #require(grant["access_token"] as? String)
            let (status, _) = try await backend.rest("GET", "/v2/checkout/orders/NOSUCHORDER", token: token)
            #expect(status == 404)
        }
    }

    @Test func wrongClientCredentialsGetInvalidClient() async throws {
        try await TestBackend.with { backend in
            let wrong = "Basic " + Data("payterm-client-id:nope".utf8).base64EncodedString()
            for headers in [["Authorization": wrong], [:]] {
                let exchange = try await backend.http.send("POST", "/v1/oauth2/token", headers: headers, body: Data("grant_type=client_credentials".utf8))
                #expect(exchange.status == 401)
                let body = try exchange.jsonObject()
                #expect(body["error"] as? String == "invalid_client")
                #expect(body["error_description"] as? String == "Client Authentication failed")
            }
        }
    }

    @Test func aMissingGrantTypeIsRefused() async throws {
        try await TestBackend.with { backend in
            let exchange = try await backend.http.send(
                "POST", "/v1/oauth2/token", headers: ["Authorization": TestBackend.basicAuthorization()], body: Data("scope=openid".utf8))
            #expect(exchange.status == 400)
            #expect(try exchange.jsonObject()["error"] as? String == "unsupported_grant_type")
        }
    }

    @Test func restCallsNeedALiveToken() async throws {
        try await TestBackend.with { backend in
            let none = try await backend.http.send("POST", "/v2/checkout/orders", json: Orders.simple())
            #expect(none.status == 401)
            #expect(try none.jsonObject()["error"] as? String == "invalid_token")
            let (unknown, body) = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple(), token: "A21AAnotatoken")
            #expect(unknown == 401)
            #expect(body["error_description"] == "Access Token not found in cache")
            let token = try await backend.accessToken()
            let (fresh, freshBody) = try await backend.rest("GET", "/v2/checkout/orders/NOSUCHORDER", token: token)
            #expect(fresh == 404)
            #expect(freshBody["name"] == "RESOURCE_NOT_FOUND")
            try await backend.advanceClock("9h")
            let (expired, expiredBody) = try await backend.rest("GET", "/v2/checkout/orders/NOSUCHORDER", token: token)
            #expect(expired == 401)
            #expect(expiredBody["error"] == "invalid_token")
        }
    }

    @Test func theJournalMasksTheClientSecretAndTheToken() async throws {
        try await TestBackend.with { backend in
            let token = try await backend.accessToken()
            let journal = try await backend.http.send("GET", "/payterm/v1/journal?limit=5")
            let text = String(decoding: journal.body, as: UTF8.self)
            #expect(!text.contains(token))
            #expect(!text.contains(TestBackend.basicAuthorization()))
        }
    }
}
