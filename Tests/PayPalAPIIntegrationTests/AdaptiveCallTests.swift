import Foundation
import PayPalAPI
import PayPalMock
import Testing

@Suite struct AdaptiveCallTests {
    static let merchant = "merchant@business.example.com"

    static func pay(_ amount: String = "10.00", action: Adaptive.PayRequest.ActionType = .pay) -> Adaptive.PayRequest {
        Adaptive.PayRequest(
            actionType: action, currency: .usd, receivers: [.init(email: merchant, amount: LiveBackend.usd(amount))],
            returnUrl: "https://shop.example/paid", cancelUrl: "https://shop.example/canceled", memo: "Two mugs")
    }

    func call<Request: AdaptiveRequest>(_ backend: LiveBackend, _ request: Request) async throws(PayPalAPIError) -> Request.Response {
        try await backend.library.adaptive(request, headers: LiveBackend.merchantHeaders)
    }

    @Test func aPaymentIsMadeLookedUpAndRefunded() async throws {
        try await LiveBackend.with { backend in
            let created = try await call(backend, Self.pay())
            #expect(created.paymentExecStatus == "CREATED")
            #expect(created.payKey.hasPrefix("AP-"))
            #expect(created.responseEnvelope.ack == "Success")
            #expect(created.responseEnvelope.correlationId.count == 13)

            let waiting = try await call(backend, Adaptive.PaymentDetailsRequest(.payKey(created.payKey)))
            #expect(waiting.status == "CREATED")
            #expect(waiting.memo == "Two mugs")
            #expect(waiting.paymentInfoList?.paymentInfo.map(\.receiver.amount) == ["10.00"])

            let session = try await backend.session()
            _ = try await backend.library.approve(payKey: created.payKey, fundingSourceId: "FS-ALEX-BALANCE", shippingAddressId: nil, session: session)
            let paid = try await call(backend, Adaptive.PaymentDetailsRequest(.payKey(created.payKey)))
            #expect(paid.status == "COMPLETED")
            let info = try #require(paid.paymentInfoList?.paymentInfo.first)
            #expect(info.transactionStatus == "COMPLETED")
            #expect(info.receiver.email == Self.merchant)
            #expect(!info.receiver.isPrimary)
            let transaction = try #require(info.transactionId)
            #expect(try await call(backend, Adaptive.PaymentDetailsRequest(.transactionId(transaction))).payKey == created.payKey)

            let refund = try await call(backend, Adaptive.RefundRequest(.payKey(created.payKey), currency: .usd))
            #expect(refund.refundInfoList.refundInfo.map(\.refundStatus) == ["REFUNDED"])
            #expect(refund.refundInfoList.refundInfo.first?.refundGrossAmount == "10.00")
        }
    }

    @Test func aRefusalComesThroughWithPayPalsErrorIdAndField() async throws {
        try await LiveBackend.with { backend in
            let unknown = try await #require(throws: PayPalAPIError.self) {
                try await call(backend, Adaptive.PaymentDetailsRequest(.payKey("AP-NOSUCHKEY")))
            }
            #expect(unknown.code == "580022")
            #expect(unknown.httpStatus == 200, "Adaptive Payments refuses with HTTP 200 and ack Failure")
            #expect(unknown.refusal?.field == "payKey")
            #expect(unknown.debugId.count == 13)

            var wrong = LiveBackend.merchantHeaders
            wrong["X-PAYPAL-SECURITY-PASSWORD"] = "nope"
            let credentials = try await #require(throws: PayPalAPIError.self) { try await backend.library.adaptive(Self.pay(), headers: wrong) }
            #expect(credentials.code == "520003")
        }
    }

    @Test func aPreapprovalPaysUnderItsLimitsUntilCanceled() async throws {
        try await LiveBackend.with { backend in
            let preapproval = Adaptive.PreapprovalRequest(
                startingDate: await AdminClient(transport: backend.library.transport).today(), returnUrl: "https://shop.example/ok", cancelUrl: "https://shop.example/no",
                currency: .usd, maxAmountPerPayment: LiveBackend.usd("20.00"), maxNumberOfPayments: 3, maxTotal: LiveBackend.usd("50.00"),
                pinRequired: true, memo: "Coffee club")
            let key = try await call(backend, preapproval).preapprovalKey
            #expect(key.hasPrefix("PA-"))
            #expect(try await call(backend, Adaptive.PreapprovalDetailsRequest(preapprovalKey: key)).isApproved == false)
            _ = try await backend.library.agree(preapprovalKey: key, fundingSourceId: "FS-ALEX-BALANCE", pin: "4321", session: backend.session())

            var payment = Self.pay("12.50")
            payment.preapprovalKey = key
            payment.senderEmail = LiveBackend.alex
            payment.pin = "0000"
            let wrongPIN = try await #require(throws: PayPalAPIError.self) { try await call(backend, payment) }
            #expect(wrongPIN.code == "580022")
            #expect(wrongPIN.refusal?.field == "pin")
            payment.pin = "4321"
            #expect(try await call(backend, payment).paymentExecStatus == "COMPLETED")

            let details = try await call(backend, Adaptive.PreapprovalDetailsRequest(preapprovalKey: key))
            #expect(details.isApproved)
            #expect(details.status == "ACTIVE")
            #expect(details.curPayments == "1")
            #expect(details.curPaymentsAmount == "12.50")
            #expect(details.maxTotalAmountOfAllPayments == "50.00")
            #expect(details.pinType == "REQUIRED")

            _ = try await call(backend, Adaptive.CancelPreapprovalRequest(preapprovalKey: key))
            #expect(try await call(backend, Adaptive.PreapprovalDetailsRequest(preapprovalKey: key)).status == "CANCELED")
            let canceled = try await #require(throws: PayPalAPIError.self) { try await call(backend, payment) }
            #expect(canceled.code == "569013")
        }
    }

    @Test func aCreatedPaymentIsExecutedLater() async throws {
        try await LiveBackend.with { backend in
            let preapproval = Adaptive.PreapprovalRequest(
                startingDate: await AdminClient(transport: backend.library.transport).today(), returnUrl: "https://shop.example/ok", cancelUrl: "https://shop.example/no",
                currency: .usd, maxTotal: LiveBackend.usd("50.00"))
            let key = try await call(backend, preapproval).preapprovalKey
            _ = try await backend.library.agree(preapprovalKey: key, fundingSourceId: "FS-ALEX-BALANCE", pin: nil, session: backend.session())
            var payment = Self.pay("5.00", action: .create)
            payment.preapprovalKey = key
            payment.senderEmail = LiveBackend.alex
            let created = try await call(backend, payment)
            #expect(created.paymentExecStatus == "CREATED")
            let executed = try await call(backend, Adaptive.ExecutePaymentRequest(payKey: created.payKey))
            #expect(executed.paymentExecStatus == "COMPLETED")
            #expect(try await call(backend, Adaptive.PaymentDetailsRequest(.payKey(created.payKey))).status == "COMPLETED")
        }
    }

    @Test func theLibrarysOwnPayIsTypedToo() async throws {
        try await LiveBackend.with { backend in
            let payKey = try await backend.library.createPayment(Self.pay("7.00"), session: backend.session())
            let review = try await backend.library.review(payKey: payKey, session: backend.session())
            #expect(review.amount == MoneyValue(LiveBackend.usd("7.00")))
        }
    }

    /// A Pay whose answer is read as if it were a Preapproval's.
    struct MisreadPay: AdaptiveRequest {
        typealias Response = Adaptive.PreapprovalResponse
        static let operation = "Pay"
        let pay = AdaptiveCallTests.pay()

        func encode(to encoder: any Encoder) throws { try pay.encode(to: encoder) }
    }

    @Test func anAnswerOfTheWrongShapeIsAnErrorNamingTheCall() async throws {
        try await LiveBackend.with { backend in
            let error = try await #require(throws: PayPalAPIError.self) { try await call(backend, MisreadPay()) }
            guard case .unreadable(let call, let reason, _, let status) = error else { Issue.record("not unreadable: \(error)"); return }
            #expect(call == "Adaptive Pay")
            #expect(reason.contains("preapprovalKey is missing"))
            #expect(status == 200)
        }
    }
}
