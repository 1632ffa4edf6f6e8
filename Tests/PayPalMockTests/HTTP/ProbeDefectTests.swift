import Foundation
import PayPalAPI
import Testing
@testable import PayPalMock

/// The defects a probe of the backend found, each one replayed: an auth bypass by path form, requests that
/// killed the server, and an idempotency key that answered for the wrong resource.
@Suite struct ProbeDefectTests {
    @Test(arguments: ["//v2/checkout/orders", "/v2//checkout/orders", "///v2/checkout/orders", "//v2/checkout//orders/"])
    func aDoubledSlashStillNeedsAToken(_ path: String) async throws {
        try await TestBackend.with { backend in
            let body = try JSONSerialization.data(withJSONObject: Orders.simple())
            let answer = try #require(try await backend.raw.send("POST", path, headers: [("Content-Type", "application/json")], body: body))
            #expect(answer.status == 401 || answer.status == 404, "\(path): \(answer.status)")
            #expect(answer.status != 201)
        }
    }

    @Test func captureAndRefundByOddPathsNeedATokenToo() async throws {
        try await TestBackend.with { backend in
            let order = try await backend.approvedOrder()
            let (_, captured) = try await backend.rest("POST", "/v2/checkout/orders/\(order)/capture")
            let capture: String = try #require(captured["purchase_units[0].payments.captures[0].id"])
            let other = try await backend.approvedOrder()
            for path in ["//v2/checkout/orders/\(other)/capture", "//v2/payments/captures/\(capture)/refund", "/v2/payments//captures/\(capture)/refund"] {
                let answer = try #require(try await backend.raw.send("POST", path, headers: [("Content-Type", "application/json")], body: Data("{}".utf8)))
                #expect(answer.status == 401 || answer.status == 404, "\(path): \(answer.status)")
            }
            #expect(try await backend.balance() == "490.00", "only the first order, by the proper path, was captured")
        }
    }

    /// Found by the every-route fuzz: the router folds `//`, but the error shape was judged by the path as sent, so an
    /// Adaptive refusal rendered as REST and answered 500.
    /// `/AdaptivePayments/` (no operation) is no route: 404, but in Adaptive's shape too.
    @Test(arguments: [
        ("//AdaptivePayments/Refund", 200), ("/AdaptivePayments//Pay", 200), ("///AdaptivePayments/Preapproval", 200), ("/AdaptivePayments/", 404),
        ("//AdaptivePayments/", 404),
    ])
    func anAdaptiveRefusalByADoubledSlashIsAnAdaptiveFailure(_ path: String, _ status: Int) async throws {
        try await TestBackend.with { backend in
            let headers = TestBackend.merchantHeaders.map { ($0.key, $0.value) } + [("Content-Type", "application/json")]
            let answer = try #require(try await backend.raw.send("POST", path, headers: headers, body: Data("{}".utf8)))
            #expect(answer.status == status, "\(path): \(answer.status)")
            let envelope = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])["responseEnvelope"] as? [String: Any]
            #expect(envelope?["ack"] as? String == "Failure")
        }
    }

    @Test(arguments: ["999999999w", String(repeating: "9", count: 400) + "w", "99999999999999999999s", "9223372036854775807s1s", String(repeating: "52w", count: 300)])
    func anEnormousClockAdvanceIsRefusedNotFatal(_ advance: String) async throws {
        try await TestBackend.with { backend in
            let exchange = try await backend.http.send("POST", "/payterm/v1/clock", json: ["advance": advance])
            #expect(exchange.status == 400)
            #expect(JSON(try exchange.jsonObject())["details[0].issue"] == "INVALID_PARAMETER_VALUE")
            let (alive, _) = try await backend.buyer("GET", "me")
            #expect(alive == 401, "the server still answers")
        }
    }

    @Test(arguments: [("9223372036854775807", "5"), ("1", "9223372036854775807"), ("4611686018427387904", "4"), ("9223372036854775807", "9223372036854775807")])
    func vaultPagesOfAnySizeAnswer(_ page: String, _ pageSize: String) async throws {
        try await TestBackend.with { backend in
            let customer = "customer_4029352050"
            for number in [Vaults.visa, "5555555555554444"] { _ = try await backend.savedCard(number, customer: customer) }
            let (status, list) = try await backend.rest("GET", "/v3/vault/payment-tokens?customer_id=\(customer)&page=\(page)&page_size=\(pageSize)&total_required=true")
            #expect(status == 200)
            #expect(list["total_items"] == 2)
        }
    }

    @Test func aRequestIdIsKeyedToTheResourceItActsOn() async throws {
        try await TestBackend.with { backend in
            let first = try await backend.approvedOrder()
            let second = try await backend.approvedOrder()
            let (capturedFirst, a) = try await backend.rest("POST", "/v2/checkout/orders/\(first)/capture", headers: ["PayPal-Request-Id": "X"])
            let (capturedSecond, b) = try await backend.rest("POST", "/v2/checkout/orders/\(second)/capture", headers: ["PayPal-Request-Id": "X"])
            #expect(capturedFirst == 201 && capturedSecond == 201)
            #expect(a["id"] == first && b["id"] == second, "B's capture is B's, not A's replayed")
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(second)")
            #expect(order["status"] == "COMPLETED")
            let captureA: String = try #require(a["purchase_units[0].payments.captures[0].id"])
            let captureB: String = try #require(b["purchase_units[0].payments.captures[0].id"])
            let (refundA, ra) = try await backend.rest("POST", "/v2/payments/captures/\(captureA)/refund", json: [:], headers: ["PayPal-Request-Id": "R"])
            let (refundB, rb) = try await backend.rest("POST", "/v2/payments/captures/\(captureB)/refund", json: [:], headers: ["PayPal-Request-Id": "R"])
            #expect(refundA == 201 && refundB == 201)
            #expect(ra["id"] != rb["id"] as String?)
        }
    }
}

/// The clock only moves forward, and what expires on it reads as expired.
@Suite struct ClockDefectTests {
    @Test func aLockoutMadeInTheFutureIsNotCarriedBackToRealTime() async throws {
        try await TestBackend.with { backend in
            try await backend.advanceClock("30d")
            for _ in 0..<3 { _ = try await backend.buyer("POST", "login", json: ["email": "noor@personal.example.com", "password": "nope"]) }
            let back = try await backend.http.send("POST", "/payterm/v1/clock", json: ["real_time": true])
            #expect(back.status == 409)
            try await backend.advanceClock("31m")
            _ = try await backend.login("noor@personal.example.com")
        }
    }

    @Test func anExpiredAuthorizationReadsVoidedAndCannotBeVoidedOrCaptured() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.authorization("10.00")
            try await backend.advanceClock("30d")
            let (_, authorization) = try await backend.rest("GET", "/v2/payments/authorizations/\(id)")
            #expect(authorization["status"] == "VOIDED")
            let (void, refused) = try await backend.rest("POST", "/v2/payments/authorizations/\(id)/void")
            #expect(void == 422 && refused["details[0].issue"] == "PREVIOUSLY_VOIDED")
            let (capture, expired) = try await backend.rest("POST", "/v2/payments/authorizations/\(id)/capture", json: [:])
            #expect(capture == 422 && expired["details[0].issue"] == "AUTHORIZATION_EXPIRED")
            let orderId: String = try #require(authorization["supplementary_data.related_ids.order_id"])
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(orderId)")
            #expect(order["purchase_units[0].payments.authorizations[0].status"] == "VOIDED")
        }
    }
}
