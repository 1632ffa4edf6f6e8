import Foundation
import Testing
@testable import PayPalMock

/// Amounts are judged by their value, within the spec's 32 characters, up to the largest PayPal takes; each
/// operation refuses a larger one with an issue its spec lists.
@Suite struct AmountTests {
    static let largest = "999999999999999.99"
    static let beyond = "1000000000000000.00"

    /// The issue and PayPal's own text for it, which must be the operation's.
    func expectRefusal(_ answer: (Int, JSON), _ status: Int, _ issue: String, route: String) {
        #expect(answer.0 == status, "\(answer.1)")
        #expect(answer.1["details[0].issue"] == issue, "\(answer.1)")
        let paypalText = IssueCatalog.description(route: route, status: status, issue: issue)
        #expect(paypalText != nil, "\(issue) is not in the issue list of \(route)")
        #expect(answer.1["details[0].description"] == paypalText)
    }

    @Test func ordersTakeLeadingZerosAndRefuseOnlyWhatIsTooLarge() async throws {
        try await TestBackend.with { backend in
            let padded = String(repeating: "0", count: 27) + "10.00"
            let (created, order) = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple(padded), headers: ["Prefer": "return=representation"])
            #expect(created == 201, "\(order)")
            #expect(order["purchase_units[0].amount.value"] == "10.00")
            let (largest, _) = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple(Self.largest))
            #expect(largest == 201)

            let create = "POST /v2/checkout/orders"
            expectRefusal(try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple(Self.beyond)), 422, "MAX_VALUE_EXCEEDED", route: create)
            expectRefusal(
                try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple("0" + padded)), 400, "INVALID_STRING_LENGTH", route: create)
            expectRefusal(
                try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple("-" + Self.beyond)), 422, "CANNOT_BE_ZERO_OR_NEGATIVE", route: create)
            let id = try await backend.createOrder()
            let patch = [["op": "replace", "path": "/purchase_units/@reference_id=='default'/amount", "value": Orders.money(Self.beyond)]]
            expectRefusal(
                try await backend.rest("PATCH", "/v2/checkout/orders/\(id)", json: patch), 422, "MAX_VALUE_EXCEEDED", route: "PATCH /v2/checkout/orders/*")
        }
    }

    @Test func theLargestAmountIsPaidAndRefundedWithoutOverflow() async throws {
        try await TestBackend.with { backend in
            let (orderId, captureId) = try await backend.capturedOrder(Orders.simple(Self.largest), source: "FS-ALEX-VISA")
            let (_, capture) = try await backend.rest("GET", "/v2/payments/captures/\(captureId)")
            #expect(capture["amount.value"] == Self.largest)
            #expect(capture["seller_receivable_breakdown.paypal_fee.value"] != nil)
            let refund = "/v2/payments/captures/\(captureId)/refund"
            expectRefusal(
                try await backend.rest("POST", refund, json: ["amount": Orders.money(Self.beyond)]), 422, "REFUND_AMOUNT_EXCEEDED",
                route: "POST /v2/payments/captures/*/refund")
            let (refunded, partly) = try await backend.rest("POST", refund, json: ["amount": Orders.money("0001.50")])
            #expect(refunded == 201, "\(partly)")
            #expect(partly["amount.value"] == "1.50")
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(orderId)")
            #expect(order["purchase_units[0].payments.captures[0].status"] == "PARTIALLY_REFUNDED")
        }
    }

    @Test func adaptivePaymentsTakeTheLargestAmountWithItsFee() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey(Requests.simplePay(Self.largest, extra: ["feesPayer": "SENDER"]))
            let (approved, payment) = try await backend.approve(payKey, token: try await backend.login("alex@personal.example.com"), source: "FS-ALEX-VISA")
            #expect(approved == 200, "\(payment)")
            let details = try await backend.succeed("PaymentDetails", ["payKey": payKey])
            #expect(details["status"] == "COMPLETED")
        }
    }

    @Test func authorizationsRefuseWhatIsTooLargeWithTheirOwnIssues() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.authorization(Self.largest, source: "FS-ALEX-VISA")
            let path = "/v2/payments/authorizations/\(id)"
            expectRefusal(
                try await backend.rest("POST", path + "/capture", json: ["amount": Orders.money(Self.beyond)]), 422, "MAX_CAPTURE_AMOUNT_EXCEEDED",
                route: "POST /v2/payments/authorizations/*/capture")
            try await backend.advanceClock("4d")
            expectRefusal(
                try await backend.rest("POST", path + "/reauthorize", json: ["amount": Orders.money(Self.beyond)]), 422, "TRANSACTION_REFUSED",
                route: "POST /v2/payments/authorizations/*/reauthorize")
            let (captured, capture) = try await backend.rest("POST", path + "/capture", json: ["amount": Orders.money("000" + Self.largest)])
            #expect(captured == 201, "\(capture)")
            #expect(capture["amount.value"] == Self.largest)
        }
    }
}
