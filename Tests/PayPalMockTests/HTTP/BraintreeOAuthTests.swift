import Foundation
import Testing
@testable import PayPalMock

/// Braintree's OAuth over loopback HTTP: codes exchanged for tokens, refreshed and revoked, Braintree's 9380x
/// refusals, and access tokens acting for their merchant on the gateway until revoked or expired.
@Suite struct BraintreeOAuthTests {
    static func exchange(_ code: String, grant: String = "authorization_code", scope: String = "") -> String {
        "<credentials><code>\(code)</code><grant_type>\(grant)</grant_type>\(scope.isEmpty ? "" : "<scope>\(scope)</scope>")</credentials>"
    }

    static let sale = BraintreeGatewayTests.sale("10.00")

    @Test func aFakeValidCodeGivesTokensThatActForTheMerchant() async throws {
        try await TestBackend.with { backend in
            let (status, body) = try await backend.braintreeOAuth("access_tokens", xml: Self.exchange(BraintreeOAuth.fakeValidCode))
            #expect(status == 201 && body.contains("<token-type>bearer</token-type>") && body.contains("<scope>read_write</scope>"), "\(body)")
            #expect(body.contains(/<access-token>access_token\$development\$payterm-merchant\$[0-9a-f]{32}<\/access-token>/))
            #expect(body.contains(/<refresh-token>refresh_token\$development\$payterm-merchant\$[0-9a-f]{32}<\/refresh-token>/))
            #expect(body.contains(/<expires-at type="datetime">[0-9T:-]+Z<\/expires-at>/))
            let tokens = try await backend.braintreeTokens(code: BraintreeOAuth.fakeValidCode)
            let sale = try await backend.braintree("POST", "/transactions", xml: Self.sale, authorization: "Bearer " + tokens.access)
            #expect(sale.status == 201 && sale.body.contains("<merchant-account-id>payterm-merchant</merchant-account-id>"), "\(sale.body)")
            let elsewhere = try await backend.http.send(
                "GET", "/merchants/someone-else/transactions/x", headers: ["Authorization": "Bearer " + tokens.access, "X-ApiVersion": "6"])
            #expect(elsewhere.status == 401)
            let journal = String(decoding: try await backend.http.send("GET", "/payterm/v1/journal").body, as: UTF8.self)
            #expect(journal.contains("/oauth/access_tokens") && !journal.contains(tokens.access) && !journal.contains(tokens.refresh))
            // The last character changed (to "0", or to "1" when it was "0"): a token one character off.
            let altered = tokens.access.dropLast() + (tokens.access.hasSuffix("0") ? "1" : "0")
            for forged in ["Bearer " + altered, "Bearer " + tokens.refresh, "Bearer ", "Bearer access_token$development$payterm-merchant$x"] {
                #expect(try await backend.braintree("GET", "/transactions/x", authorization: forged).status == 401, "\(forged)")
            }
        }
    }

    @Test func usedExpiredAndUnknownCodesAndBadRequestsGetBraintreesCodes() async throws {
        try await TestBackend.with { backend in
            for (xml, code, attribute) in [
                (Self.exchange(BraintreeOAuth.fakeUsedCode), "93801", "code"), (Self.exchange(BraintreeOAuth.fakeExpiredCode), "93801", "code"),
                (Self.exchange("0123456789abcdef"), "93801", "code"), (Self.exchange(String(repeating: "c", count: 10_000)), "93801", "code"),
                ("<credentials><grant_type>authorization_code</grant_type></credentials>", "93804", "code"),
                ("<credentials><code>x</code></credentials>", "93804", "grant_type"),
                (Self.exchange(BraintreeOAuth.fakeValidCode, grant: "password"), "93805", "grant_type"),
                (Self.exchange(BraintreeOAuth.fakeValidCode, grant: "client_credentials"), "93805", "grant_type"),
                (Self.exchange(BraintreeOAuth.fakeValidCode, scope: "admin"), "93803", "scope"),
                (Self.exchange(BraintreeOAuth.fakeValidCode, scope: "read_write,,read_only"), "93803", "scope"),
                ("<credentials><grant_type>refresh_token</grant_type><refresh_token>nope</refresh_token></credentials>", "93801", "refresh_token"),
            ] {
                let (status, body) = try await backend.braintreeOAuth("access_tokens", xml: xml)
                let expected = "<credentials><errors type=\"array\"><error><code>\(code)</code><attribute>\(attribute)</attribute>"
                #expect(status == 422 && body.contains("<api-error-response>") && body.contains(expected), "\(xml.prefix(120)): \(body)")
            }
            let wrongSecret = try await backend.braintreeOAuth(
                "access_tokens", xml: Self.exchange(BraintreeOAuth.fakeValidCode), authorization: TestBackend.braintreeOAuthAuthorization(secret: "client_secret$development$wrong"))
            #expect(wrongSecret.status == 422 && wrongSecret.body.contains("<code>93802</code>"), "\(wrongSecret.body)")
            #expect(try await backend.braintreeOAuth("access_tokens", xml: Self.exchange(BraintreeOAuth.fakeValidCode), authorization: nil).status == 401)
            #expect(try await backend.braintreeOAuth("access_tokens", xml: Self.exchange(BraintreeOAuth.fakeValidCode), authorization: TestBackend.braintreeAuthorization()).status == 422)
            for xml in ["<credentials>", "<token>x</token>", "{\"credentials\":{}}", "<!DOCTYPE x [<!ENTITY a \"b\">]><credentials/>"] {
                #expect(try await backend.braintreeOAuth("access_tokens", xml: xml).status == 400, "\(xml)")
            }
            let unversioned = try await backend.http.send(
                "POST", "/oauth/access_tokens", headers: ["Authorization": TestBackend.braintreeOAuthAuthorization()], body: Data(Self.exchange("x").utf8))
            #expect(unversioned.status == 426)
        }
    }

    @Test func aRefreshTokenGivesANewPairOnce() async throws {
        try await TestBackend.with { backend in
            let first = try await backend.braintreeTokens(code: BraintreeOAuth.fakeValidCode, scope: "read_only")
            let second = try await backend.braintreeTokens(code: first.refresh, grant: "refresh_token")
            #expect(second.access != first.access && second.refresh != first.refresh)
            let again = try await backend.braintreeOAuth(
                "access_tokens", xml: "<credentials><grant_type>refresh_token</grant_type><refresh_token>\(first.refresh)</refresh_token></credentials>")
            #expect(again.status == 422 && again.body.contains("<code>93801</code>"), "\(again.body)")
            let widened = try await backend.braintreeOAuth(
                "access_tokens", xml: "<credentials><grant_type>refresh_token</grant_type><refresh_token>\(second.refresh)</refresh_token><scope>read_write</scope></credentials>")
            #expect(widened.status == 422 && widened.body.contains("<code>93803</code>"), "\(widened.body)")
            #expect(try await backend.braintree("GET", "/transactions/x", authorization: "Bearer " + second.access).status == 404)
        }
    }

    @Test func aReadOnlyTokenReadsButChangesNothing() async throws {
        try await TestBackend.with { backend in
            let made = try await backend.braintree("POST", "/transactions", xml: Self.sale)
            let id = try #require(made.body.firstMatch(of: /<id>([a-z0-9]+)<\/id>/)?.1)
            let readOnly = "Bearer " + (try await backend.braintreeTokens(code: BraintreeOAuth.fakeValidCode, scope: "read_only")).access
            #expect(try await backend.braintree("GET", "/transactions/\(id)", authorization: readOnly).status == 200)
            #expect(try await backend.braintree("POST", "/transactions", xml: Self.sale, authorization: readOnly).status == 403)
            #expect(try await backend.braintree("PUT", "/transactions/\(id)/void", authorization: readOnly).status == 403)
            #expect(try await backend.braintree("DELETE", "/payment_methods/any/x", authorization: readOnly).status == 403)
            #expect(try await backend.braintree("POST", "/client_token", xml: "<client_token/>", authorization: readOnly).status == 403, "a client token opens the client API")
        }
    }

    @Test func accessTokensExpireADayLaterOnTheVirtualClockAndRefreshTokensLastLonger() async throws {
        try await TestBackend.with { backend in
            let tokens = try await backend.braintreeTokens(code: BraintreeOAuth.fakeValidCode)
            _ = try await backend.http.send("POST", "/payterm/v1/clock", json: ["advance": "25h"])
            #expect(try await backend.braintree("GET", "/transactions/x", authorization: "Bearer " + tokens.access).status == 401)
            let renewed = try await backend.braintreeTokens(code: tokens.refresh, grant: "refresh_token")
            #expect(try await backend.braintree("GET", "/transactions/x", authorization: "Bearer " + renewed.access).status == 404)
            _ = try await backend.http.send("POST", "/payterm/v1/clock", json: ["advance": "181d"])
            let stale = try await backend.braintreeOAuth(
                "access_tokens", xml: "<credentials><grant_type>refresh_token</grant_type><refresh_token>\(renewed.refresh)</refresh_token></credentials>")
            #expect(stale.status == 422 && stale.body.contains("<code>93801</code>"))
        }
    }

    @Test func revokingEndsTheTokenAndItsRefreshAndSignsANotification() async throws {
        try await TestBackend.with { backend in
            let tokens = try await backend.braintreeTokens(code: BraintreeOAuth.fakeValidCode)
            let revoked = try await backend.braintreeOAuth("revoke_access_token", xml: "<token>\(tokens.access)</token>")
            #expect(revoked.status == 200 && revoked.body.contains("<result><success type=\"boolean\">true</success></result>"), "\(revoked.body)")
            #expect(try await backend.braintree("GET", "/transactions/x", authorization: "Bearer " + tokens.access).status == 401)
            let twice = try await backend.braintreeOAuth("revoke_access_token", xml: "<token>\(tokens.access)</token>")
            #expect(twice.status == 200 && twice.body.contains("<success type=\"boolean\">false</success>"))
            #expect(try await backend.braintreeOAuth("revoke_access_token", xml: "<token>\(tokens.access)</token>", authorization: TestBackend.braintreeAuthorization()).status == 401)
            #expect(try await backend.braintreeOAuth("revoke_access_token", xml: "<token><a>1</a></token>").status == 400)
            let refresh = try await backend.braintreeOAuth(
                "access_tokens", xml: "<credentials><grant_type>refresh_token</grant_type><refresh_token>\(tokens.refresh)</refresh_token></credentials>")
            #expect(refresh.status == 422 && refresh.body.contains("<code>93801</code>"))

            let listed = try await backend.http.send("GET", "/payterm/v1/braintree/notifications")
            let notifications = try #require((try JSONSerialization.jsonObject(with: listed.body) as? [String: Any])?["notifications"] as? [[String: String]])
            let notification = try #require(notifications.first)
            #expect(notifications.count == 1 && notification["kind"] == "oauth_access_revoked")
            let payload = try #require(notification["bt_payload"])
            let xml = String(decoding: try #require(Data(base64Encoded: payload)), as: UTF8.self)
            #expect(xml.contains("<kind>oauth_access_revoked</kind>") && xml.contains("<merchant-id>payterm-merchant</merchant-id>"), "\(xml)")
            #expect(xml.contains("<oauth-application-client-id>\(Credentials.defaults.braintreeOAuthClientId)</oauth-application-client-id>"))
            // Braintree's Python SDK checks the HMAC itself (Tests/Interop/braintree_flows.py).
            #expect(notification["bt_signature"]?.wholeMatch(of: /payterm-public-key\|[0-9a-f]{40}/) != nil)
        }
    }
}
