import Foundation
import Testing
@testable import PayPalMock

@Suite struct AuthorizationTests {
    static func path(_ id: String, _ action: String = "") -> String { "/v2/payments/authorizations/\(id)\(action)" }

    @Test func authorizeHoldsFor29DaysWithItsLinks() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.authorization()
            let (status, authorization) = try await backend.rest("GET", Self.path(id))
            #expect(status == 200)
            #expect(authorization["status"] == "CREATED")
            let created = try #require(Timestamp.parse(authorization["create_time"] ?? ""))
            let expires = try #require(Timestamp.parse(authorization["expiration_time"] ?? ""))
            #expect(expires.timeIntervalSince(created) == 29 * 86_400)
            #expect((0..<5).compactMap { authorization["links[\($0)].rel"] as String? } == ["self", "capture", "void", "reauthorize", "up"])
            #expect(try await backend.balance() == "500.00")
        }
    }

    @Test func partialCapturesUpTo115PercentThenFinal() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.authorization("10.00")
            let (first, partial) = try await backend.rest("POST", Self.path(id, "/capture"), json: ["amount": Orders.money("4.00")])
            #expect(first == 201)
            #expect(partial["final_capture"] == false)
            let (_, held) = try await backend.rest("GET", Self.path(id))
            #expect(held["status"] == "PARTIALLY_CAPTURED")
            let (over, tooMuch) = try await backend.rest("POST", Self.path(id, "/capture"), json: ["amount": Orders.money("7.51")])
            #expect(over == 422)
            #expect(tooMuch["details[0].issue"] == "MAX_CAPTURE_AMOUNT_EXCEEDED")
            let (last, final) = try await backend.rest(
                "POST", Self.path(id, "/capture"), json: ["amount": Orders.money("7.50"), "final_capture": true])
            #expect(last == 201)
            #expect(final["final_capture"] == true)
            let (_, done) = try await backend.rest("GET", Self.path(id))
            #expect(done["status"] == "CAPTURED")
            #expect(try await backend.balance() == "488.50")
            let (again, captured) = try await backend.rest("POST", Self.path(id, "/capture"))
            #expect(again == 422)
            #expect(captured["details[0].issue"] == "AUTHORIZATION_ALREADY_CAPTURED")
            let (void, previously) = try await backend.rest("POST", Self.path(id, "/void"))
            #expect(void == 422)
            #expect(previously["details[0].issue"] == "PREVIOUSLY_CAPTURED")
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(final["supplementary_data.related_ids.order_id"] ?? "")")
            #expect(order.count("purchase_units[0].payments.captures") == 2)
        }
    }

    @Test func theCapCapsAt75DollarsOverInUSD() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.authorization("1000.00", source: "FS-ALEX-VISA")
            let (over, error) = try await backend.rest("POST", Self.path(id, "/capture"), json: ["amount": Orders.money("1075.01")])
            #expect(over == 422)
            #expect(error["details[0].issue"] == "MAX_CAPTURE_AMOUNT_EXCEEDED")
            let (ok, _) = try await backend.rest("POST", Self.path(id, "/capture"), json: ["amount": Orders.money("1075.00")])
            #expect(ok == 201)
        }
    }

    @Test func voidingReleasesTheHoldAndVoidsTheOrder() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.authorization()
            let (voided, body) = try await backend.rest("POST", Self.path(id, "/void"))
            #expect(voided == 204)
            #expect(body.object.isEmpty)
            let (_, authorization) = try await backend.rest("GET", Self.path(id))
            #expect(authorization["status"] == "VOIDED")
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(authorization["supplementary_data.related_ids.order_id"] ?? "")")
            #expect(order["status"] == "VOIDED")
            let (capture, voidedError) = try await backend.rest("POST", Self.path(id, "/capture"))
            #expect(capture == 422)
            #expect(voidedError["details[0].issue"] == "AUTHORIZATION_VOIDED")
            let (again, twice) = try await backend.rest("POST", Self.path(id, "/void"), headers: ["Prefer": "return=representation"])
            #expect(again == 422)
            #expect(twice["details[0].issue"] == "PREVIOUSLY_VOIDED")
        }
    }

    @Test func reauthorizeOnlyAfterTheHonorPeriodGivesANewId() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.authorization("10.00")
            let (early, honored) = try await backend.rest("POST", Self.path(id, "/reauthorize"), json: ["amount": Orders.money("10.00")])
            #expect(early == 422)
            #expect(honored["details[0].issue"] == "REAUTHORIZATION_NOT_SUPPORTED")
            try await backend.advanceClock("4d")
            let (status, renewed) = try await backend.rest("POST", Self.path(id, "/reauthorize"), json: ["amount": Orders.money("11.00")])
            #expect(status == 201, "\(renewed)")
            let newId: String = try #require(renewed["id"])
            #expect(newId != id)
            #expect(renewed["amount.value"] == "11.00")
            let (twice, notAgain) = try await backend.rest("POST", Self.path(newId, "/reauthorize"))
            #expect(twice == 422)
            #expect(notAgain["details[0].issue"] == "REAUTHORIZATION_NOT_SUPPORTED")
            let (void, cannot) = try await backend.rest("POST", Self.path(newId, "/void"))
            #expect(void == 422)
            #expect(cannot["details[0].issue"] == "CANNOT_BE_VOIDED")
            let (captured, capture) = try await backend.rest("POST", Self.path(newId, "/capture"))
            #expect(captured == 201)
            #expect(capture["amount.value"] == "11.00")
        }
    }

    @Test func anAuthorizationExpiresAfter29Days() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.authorization()
            try await backend.advanceClock("29d")
            let (status, error) = try await backend.rest("POST", Self.path(id, "/capture"))
            #expect(status == 422)
            #expect(error["details[0].issue"] == "AUTHORIZATION_EXPIRED")
            let (_, authorization) = try await backend.rest("GET", Self.path(id))
            #expect(authorization["status"] == "VOIDED", "PayPal voids an authorization whose 29 days are out")
        }
    }

    /// A declining source is refused at approval already; a wallet saved earlier reaches the authorization, which
    /// refuses it.
    @Test func aDecliningSourceCannotBeAuthorized() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.createOrder(Orders.simple(intent: "AUTHORIZE"))
            let (approved, declined) = try await backend.approveOrder(id, buyer: "dana@personal.example.com", source: "FS-DANA-BANK")
            #expect(approved == 422)
            #expect(declined["details[0].issue"] == "INSTRUMENT_DECLINED")

            let (_, setup) = try await backend.vault("setup-tokens", Vaults.wallet(customer: "customer_5000005"))
            _ = try await backend.agreeToSetupToken(setup, buyer: "dana@personal.example.com")
            let (_, token) = try await backend.vault("payment-tokens", Vaults.fromSetupToken(try #require(setup["id"] as String?)))
            let (status, error) = try await backend.rest(
                "POST", "/v2/checkout/orders", json: Vaults.orderWithSavedWallet(try #require(token["id"] as String?), intent: "AUTHORIZE"),
                headers: ["PayPal-Request-Id": "dana-authorize"])
            #expect(status == 422)
            #expect(error["details[0].issue"] == "TRANSACTION_REFUSED")
        }
    }
}
