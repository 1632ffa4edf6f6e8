import Foundation
import PayPalAPI
import Testing

@Suite struct PaymentsClientTests {
    /// An authorization of an approved order for `total` dollars.
    func authorization(_ backend: LiveBackend, total: String = "100.00") async throws -> PaymentsClient.Authorization {
        let approved = try await backend.approvedOrder(LiveBackend.order(.authorize, total: total))
        return try #require(try await backend.orders.authorize(orderId: approved.id).authorizations.first)
    }

    @Test func anAuthorizationIsCapturedInPartsThenInFull() async throws {
        try await LiveBackend.with { backend in
            let held = try await authorization(backend)
            #expect(try await backend.payments.getAuthorization(id: held.id) == held)

            let part = try await backend.payments.captureAuthorization(id: held.id, .init(amount: LiveBackend.usd("40.00"), finalCapture: false))
            #expect(part.status == .completed)
            #expect(part.amount?.money == LiveBackend.usd("40.00"))
            #expect(part.finalCapture == false)
            #expect(part.supplementaryData?.relatedIds?.authorizationId == held.id)
            #expect(try await backend.payments.getAuthorization(id: held.id).status == .partiallyCaptured)

            let rest = try await backend.payments.captureAuthorization(id: held.id, .init(amount: LiveBackend.usd("60.00"), finalCapture: true))
            #expect(try await backend.payments.getCapture(id: rest.id) == rest)
            #expect(try await backend.payments.getAuthorization(id: held.id).status == .captured)

            let more = try await #require(throws: PayPalAPIError.self) { try await backend.payments.captureAuthorization(id: held.id) }
            #expect(more.code == "AUTHORIZATION_ALREADY_CAPTURED")
            #expect(more.httpStatus == 422)
            let void = try await #require(throws: PayPalAPIError.self) { try await backend.payments.voidAuthorization(id: held.id) }
            #expect(void.code == "PREVIOUSLY_CAPTURED")
        }
    }

    @Test func aCaptureOverTheCeilingIsRefused() async throws {
        try await LiveBackend.with { backend in
            let held = try await authorization(backend)
            let error = try await #require(throws: PayPalAPIError.self) {
                try await backend.payments.captureAuthorization(id: held.id, .init(amount: LiveBackend.usd("115.01")))
            }
            #expect(error.code == "MAX_CAPTURE_AMOUNT_EXCEEDED")
        }
    }

    @Test func voidingReleasesTheHold() async throws {
        try await LiveBackend.with { backend in
            let held = try await authorization(backend)
            let voided = try await backend.payments.voidAuthorization(id: held.id, requestId: UUID().uuidString)
            #expect(voided.id == held.id)
            #expect(voided.status == .voided)
            let capture = try await #require(throws: PayPalAPIError.self) { try await backend.payments.captureAuthorization(id: held.id) }
            #expect(capture.code == "AUTHORIZATION_VOIDED")
        }
    }

    @Test func reauthorizingWaitsForTheHonorPeriod() async throws {
        try await LiveBackend.with { backend in
            let held = try await authorization(backend)
            let early = try await #require(throws: PayPalAPIError.self) { try await backend.payments.reauthorizeAuthorization(id: held.id) }
            #expect(early.code == "REAUTHORIZATION_NOT_SUPPORTED")

            _ = try await backend.admin.advanceClock(by: .seconds(4 * 86_400))
            let renewed = try await backend.payments.reauthorizeAuthorization(
                id: held.id, amount: LiveBackend.usd("90.00"), requestId: UUID().uuidString)
            #expect(renewed.id != held.id)
            #expect(renewed.status == .created)
            #expect(renewed.amount?.value == "90.00")
        }
    }

    @Test func aCaptureIsRefundedInPartsUntilNothingIsLeft() async throws {
        try await LiveBackend.with { backend in
            let approved = try await backend.approvedOrder()
            let capture = try #require(try await backend.orders.capture(orderId: approved.id).captures.first)

            let part = try await backend.payments.refundCapture(id: capture.id, .init(amount: LiveBackend.usd("4.00"), noteToPayer: "One mug broke"))
            #expect(part.status == .completed)
            #expect(part.amount?.money == LiveBackend.usd("4.00"))
            #expect(part.noteToPayer == "One mug broke")
            #expect(part.sellerPayableBreakdown?.totalRefundedAmount?.value == "4.00")
            #expect(try await backend.payments.getRefund(id: part.id) == part)
            #expect(try await backend.payments.getCapture(id: capture.id).status == .partiallyRefunded)

            let tooMuch = try await #require(throws: PayPalAPIError.self) {
                try await backend.payments.refundCapture(id: capture.id, .init(amount: LiveBackend.usd("20.01")))
            }
            #expect(tooMuch.code == "REFUND_AMOUNT_EXCEEDED")

            let rest = try await backend.payments.refundCapture(id: capture.id)
            #expect(rest.amount?.value == "20.00", "no amount refunds what is left")
            #expect(try await backend.payments.getCapture(id: capture.id).status == .refunded)
            let more = try await #require(throws: PayPalAPIError.self) { try await backend.payments.refundCapture(id: capture.id) }
            #expect(more.code == "CAPTURE_FULLY_REFUNDED")
        }
    }

    @Test func aRefundSentAgainWithItsRequestIdRefundsOnce() async throws {
        try await LiveBackend.with { backend in
            let approved = try await backend.approvedOrder()
            let capture = try #require(try await backend.orders.capture(orderId: approved.id).captures.first)
            let first = try await backend.payments.refundCapture(id: capture.id, .init(amount: LiveBackend.usd("5.00")), requestId: "refund-once")
            let replay = try await backend.payments.refundCapture(id: capture.id, .init(amount: LiveBackend.usd("5.00")), requestId: "refund-once")
            #expect(replay == first)
            let second = try await backend.payments.refundCapture(id: capture.id, .init(amount: LiveBackend.usd("5.00")), requestId: "refund-twice")
            #expect(second.id != first.id)
            #expect(second.sellerPayableBreakdown?.totalRefundedAmount?.value == "10.00", "the replay refunded nothing")
        }
    }

    @Test func unknownPaymentsAreNotFound() async throws {
        try await LiveBackend.with { backend in
            for call in [
                { () async throws -> Void in _ = try await backend.payments.getAuthorization(id: "NOSUCHAUTH") },
                { _ = try await backend.payments.getCapture(id: "NOSUCHCAPTURE") },
                { _ = try await backend.payments.getRefund(id: "NOSUCHREFUND") },
            ] {
                let error = try await #require(throws: PayPalAPIError.self) { try await call() }
                #expect(error.code == "INVALID_RESOURCE_ID")
                #expect(error.httpStatus == 404)
            }
        }
    }
}
