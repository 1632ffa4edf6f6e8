import Foundation
import PayPalAPI
import Testing
@testable import PayPalMock

@Suite struct IdempotencyTests {
    static func requestId(_ id: String) -> [String: String] { ["PayPal-Request-Id": id] }

    @Test func aRepeatedOrderCaptureReplaysItsAnswerAndCapturesOnce() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.approvedOrder()
            let path = "/v2/checkout/orders/\(id)/capture"
            let first = try await backend.restExchange("POST", path, headers: Self.requestId("capture-1"))
            let again = try await backend.restExchange("POST", path, headers: Self.requestId("capture-1"))
            #expect(first.status == 201)
            #expect(again.status == 200)
            #expect(again.body == first.body)
            #expect(try await backend.balance() == "490.00")
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(id)")
            #expect(order.count("purchase_units[0].payments.captures") == 1)
            let (other, refused) = try await backend.rest("POST", path, headers: Self.requestId("capture-2"))
            #expect(other == 422)
            #expect(refused["details[0].issue"] == "ORDER_ALREADY_CAPTURED")
        }
    }

    @Test func aRepeatedRefundReplaysWithItsStatusAndRefundsOnce() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.approvedOrder()
            let (_, order) = try await backend.rest("POST", "/v2/checkout/orders/\(id)/capture")
            let captureId: String = try #require(order["purchase_units[0].payments.captures[0].id"])
            let path = "/v2/payments/captures/\(captureId)/refund"
            let body = ["amount": Orders.money("4.00")]
            let first = try await backend.restExchange("POST", path, json: body, headers: Self.requestId("refund-1"))
            let again = try await backend.restExchange("POST", path, json: body, headers: Self.requestId("refund-1"))
            #expect(first.status == 201)
            #expect(again.status == 201)
            #expect(again.body == first.body)
            #expect(try await backend.balance() == "494.00")
            let (fresh, _) = try await backend.rest("POST", path, json: body, headers: Self.requestId("refund-2"))
            #expect(fresh == 201)
            #expect(try await backend.balance() == "498.00")
        }
    }

    @Test func eightConcurrentDuplicatesCaptureOnce() async throws {
        try await TestBackend.with { backend in
            let authorizationId = try await backend.authorization("10.00")
            let token = try await backend.accessToken()
            let path = "/v2/payments/authorizations/\(authorizationId)/capture"
            let answers = try await withThrowingTaskGroup(of: HTTPExchange.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try await backend.restExchange("POST", path, json: ["amount": Orders.money("1.00")], headers: Self.requestId("burst"), token: token)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(answers.map(\.status) == Array(repeating: 201, count: 8))
            #expect(Set(answers.map(\.body)).count == 1)
            let (_, authorization) = try await backend.rest("GET", "/v2/payments/authorizations/\(authorizationId)")
            let orderId: String = try #require(authorization["supplementary_data.related_ids.order_id"])
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(orderId)")
            #expect(order.count("purchase_units[0].payments.captures") == 1)
            #expect(try await backend.balance() == "499.00")
        }
    }

    @Test func orderAnswersAreKeptSixHoursAndAnyBodyReplays() async throws {
        try await TestBackend.with { backend in
            let (created, first) = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple("10.00"), headers: Self.requestId("create-1"))
            let (replayed, again) = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple("20.00"), headers: Self.requestId("create-1"))
            #expect(created == 201)
            #expect(replayed == 200)
            let firstId: String = try #require(first["id"])
            #expect(again["id"] == firstId)
            try await backend.advanceClock("7h")
            let (anew, later) = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple("20.00"), headers: Self.requestId("create-1"))
            #expect(anew == 201)
            #expect(later["id"] != firstId)
        }
    }

    @Test func paymentAnswersOutliveSixHoursButNot45Days() async throws {
        try await TestBackend.with { backend in
            let authorizationId = try await backend.authorization("10.00")
            let path = "/v2/payments/authorizations/\(authorizationId)/capture"
            let body = ["amount": Orders.money("1.00")]
            let first = try await backend.restExchange("POST", path, json: body, headers: Self.requestId("late-1"))
            try await backend.advanceClock("7h")
            let kept = try await backend.restExchange("POST", path, json: body, headers: Self.requestId("late-1"))
            #expect(first.status == 201)
            #expect(kept.body == first.body)
            try await backend.advanceClock("46d")
            let (anew, expired) = try await backend.rest("POST", path, json: body, headers: Self.requestId("late-1"))
            #expect(anew == 422)
            #expect(expired["details[0].issue"] == "AUTHORIZATION_EXPIRED")
        }
    }

    @Test func aRequestIdBelongsToOneRoute() async throws {
        try await TestBackend.with { backend in
            let (created, order) = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple(), headers: Self.requestId("shared"))
            #expect(created == 201)
            let id: String = try #require(order["id"])
            _ = try await backend.approveOrder(id)
            let (captured, capture) = try await backend.rest("POST", "/v2/checkout/orders/\(id)/capture", headers: Self.requestId("shared"))
            #expect(captured == 201)
            #expect(capture["status"] == "COMPLETED")
        }
    }

    @Test func anOrderWithPaymentSourceNeedsARequestId() async throws {
        try await TestBackend.with { backend in
            var body = Orders.simple()
            body["payment_source"] = ["paypal": ["email_address": "alex@personal.example.com"]]
            let (missing, error) = try await backend.rest("POST", "/v2/checkout/orders", json: body)
            #expect(missing == 400)
            #expect(error["details[0].issue"] == "MISSING_REQUIRED_PARAMETER")
            #expect(error["details[0].field"] == "PayPal-Request-Id")
            let (created, order) = try await backend.rest("POST", "/v2/checkout/orders", json: body, headers: Self.requestId("single-step"))
            #expect(created == 201)
            #expect(order["status"] == "PAYER_ACTION_REQUIRED")
        }
    }
}
