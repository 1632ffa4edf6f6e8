import Foundation
import Testing
@testable import PayPalMock

@Suite struct CaptureRefundTests {
    @Test func partialThenRemainingRefundsGiveTheBalanceBack() async throws {
        try await TestBackend.with { backend in
            let captureId = try await backend.capturedOrder().capture
            #expect(try await backend.balance() == "490.00")
            let (first, refund) = try await backend.rest(
                "POST", "/v2/payments/captures/\(captureId)/refund", json: ["amount": Orders.money("4.00"), "note_to_payer": "One mug broke"])
            #expect(first == 201)
            #expect(refund["status"] == "COMPLETED")
            #expect(refund["amount.value"] == "4.00")
            #expect(try await backend.balance() == "494.00")
            let (_, partly) = try await backend.rest("GET", "/v2/payments/captures/\(captureId)")
            #expect(partly["status"] == "PARTIALLY_REFUNDED")
            let (over, exceeded) = try await backend.rest("POST", "/v2/payments/captures/\(captureId)/refund", json: ["amount": Orders.money("6.01")])
            #expect(over == 422)
            #expect(exceeded["details[0].issue"] == "REFUND_AMOUNT_EXCEEDED")
            let (rest, remainder) = try await backend.rest("POST", "/v2/payments/captures/\(captureId)/refund")
            #expect(rest == 201)
            #expect(remainder["amount.value"] == "6.00")
            #expect(remainder["seller_payable_breakdown.total_refunded_amount.value"] == "10.00")
            let (_, refunded) = try await backend.rest("GET", "/v2/payments/captures/\(captureId)")
            #expect(refunded["status"] == "REFUNDED")
            #expect(try await backend.balance() == "500.00")
            let (again, full) = try await backend.rest("POST", "/v2/payments/captures/\(captureId)/refund")
            #expect(again == 422)
            #expect(full["details[0].issue"] == "CAPTURE_FULLY_REFUNDED")
            let refundId: String = try #require(refund["id"])
            let (found, got) = try await backend.rest("GET", "/v2/payments/refunds/\(refundId)")
            #expect(found == 200)
            #expect(got["note_to_payer"] == "One mug broke")
            #expect(got["links[1].href"] == "\(backend.baseURL.absoluteString)/v2/payments/captures/\(captureId)")
        }
    }

    @Test func refundsAreCheckedForCurrencyAndAge() async throws {
        try await TestBackend.with { backend in
            let captureId = try await backend.capturedOrder().capture
            let (currency, mismatch) = try await backend.rest("POST", "/v2/payments/captures/\(captureId)/refund", json: ["amount": Orders.money("1.00", "EUR")])
            #expect(currency == 422)
            #expect(mismatch["details[0].issue"] == "REFUND_CAPTURE_CURRENCY_MISMATCH")
            try await backend.advanceClock("181d")
            let (late, tooLate) = try await backend.rest("POST", "/v2/payments/captures/\(captureId)/refund")
            #expect(late == 422)
            #expect(tooLate["details[0].issue"] == "REFUND_TIME_LIMIT_EXCEEDED")
        }
    }

    @Test func unknownPaymentsAre404() async throws {
        try await TestBackend.with { backend in
            for path in ["/v2/payments/captures/NOPE", "/v2/payments/refunds/NOPE", "/v2/payments/authorizations/NOPE"] {
                let (status, error) = try await backend.rest("GET", path)
                #expect(status == 404)
                #expect(error["details[0].issue"] == "INVALID_RESOURCE_ID")
            }
        }
    }
}
