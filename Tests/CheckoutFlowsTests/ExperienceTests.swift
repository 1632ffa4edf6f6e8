import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PayPalAPI
import PayPalMock
import Testing
@testable import CheckoutFlows

/// Every experience driven headless through the flow against a real backend on loopback.
@Suite struct ExperienceTests {
    static let alex = LoginMethod.password(email: "alex@personal.example.com", password: "pass1234")

    /// A fresh backend, a checkout of the experience, and a merchant-server client for checking the outcome.
    /// `order` replaces the experience's order; `adjuster` turns on dynamic amounts with that callback.
    func withCheckout(
        _ experience: DemoStore.Experience, quantities: [Int] = [1, 2, 0], order: CheckoutOrder? = nil, adjuster: DemoAmountRules? = nil,
        _ body: (inout HeadlessCheckout, PayPalClient) async throws -> Void
    ) async throws {
        let backend = try await EmbeddedBackend.start()
        let client = PayPalClient(transport: HTTPTransport(baseURL: backend.baseURL), applicationId: Credentials.sandboxApplicationId)
        let order = order ?? DemoStore.order(for: experience, quantities: quantities, dynamicAmounts: adjuster != nil)
        var checkout = HeadlessCheckout(order: order, calls: MPLCalls(service: client), adjuster: adjuster)
        do {
            try await body(&checkout, client)
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
    }

    func paymentStatus(_ client: PayPalClient, _ payKey: String) async throws -> Adaptive.PaymentDetailsResponse {
        let credentials = Credentials.defaults
        return try await client.adaptive(Adaptive.PaymentDetailsRequest(.payKey(payKey)), headers: AdaptiveHeaders.merchant(
            username: credentials.apiUsername, password: credentials.apiPassword, signature: credentials.apiSignature,
            applicationId: Credentials.sandboxApplicationId))
    }

    @Test func goodsWithShippingCompletes() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, client in
            await checkout.send(.logIn(Self.alex, payNow: false))
            guard case .review(let review) = checkout.flow.screen else { throw Failure("no review: \(checkout.flow.screen)") }
            #expect(review.payment.amount.value == "49.37")  // 12.00 + 2 × 14.50 = 41.00, tax 8.25 % = 3.38, shipping 4.99
            #expect(review.fundingSourceId == "FS-ALEX-BALANCE")
            #expect(review.addressId == "AD-ALEX-HOME")
            await checkout.send(.chooseAddress("AD-ALEX-WORK"))
            await checkout.send(.pay)
            let payKey = try #require(checkout.flow.payKey)
            #expect(checkout.callbacks == [.paymentSuccess(key: payKey, status: "COMPLETED"), .paymentLibraryExit])
            #expect(checkout.flow.isClosed)
            let details = try await paymentStatus(client, payKey)
            #expect(details.status == "COMPLETED")
            #expect(details.shippingAddress?.baseAddress.city == "San Francisco")
        }
    }
}

extension ExperienceTests {
    @Test func goodsWithoutShippingPaysFromTheLoginScreen() async throws {
        try await withCheckout(.goodsWithoutShipping) { checkout, client in
            await checkout.send(.logIn(Self.alex, payNow: true))
            let payKey = try #require(checkout.flow.payKey)
            #expect(checkout.callbacks == [.paymentSuccess(key: payKey, status: "COMPLETED"), .paymentLibraryExit])
            let details = try await paymentStatus(client, payKey)
            #expect(details.shippingAddress == nil)
        }
    }

    @Test(arguments: [DemoStore.Experience.donation, .personal, .parallel, .chained])
    func otherExperiencesComplete(_ experience: DemoStore.Experience) async throws {
        try await withCheckout(experience) { checkout, client in
            await checkout.send(.logIn(Self.alex, payNow: false))
            guard case .review(let review) = checkout.flow.screen else { throw Failure("no review: \(checkout.flow.screen)") }
            #expect(review.payment.receivers.count == DemoStore.order(for: experience, quantities: []).receivers.count)
            await checkout.send(.pay)
            let payKey = try #require(checkout.flow.payKey)
            #expect(checkout.callbacks.first == .paymentSuccess(key: payKey, status: "COMPLETED"))
            let details = try await paymentStatus(client, payKey)
            #expect(details.status == "COMPLETED")
        }
    }

    @Test func personalPaymentsShowTheCardFee() async throws {
        try await withCheckout(.personal) { checkout, _ in
            await checkout.send(.logIn(Self.alex, payNow: false))
            guard case .review(let review) = checkout.flow.screen else { throw Failure("no review") }
            let card = try #require(review.payment.fundingOptions?.first { $0.type == "CARD" })
            let bank = try #require(review.payment.fundingOptions?.first { $0.type == "BANK" })
            #expect(card.fee.value == "0.54")   // 2.9 % of 8.15 + 0.30, paid by the sender
            #expect(card.total.value == "8.69")
            #expect(bank.fee.value == "0.00")
        }
    }

    @Test func cancelAtLoginOrReviewTellsTheMerchant() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, _ in
            await checkout.send(.cancel)
            #expect(checkout.callbacks == [.paymentCanceled, .paymentLibraryExit])
        }
        try await withCheckout(.goodsWithShipping) { checkout, client in
            await checkout.send(.logIn(Self.alex, payNow: false))
            await checkout.send(.cancel)
            #expect(checkout.callbacks == [.paymentCanceled, .paymentLibraryExit])
            let details = try await paymentStatus(client, try #require(checkout.flow.payKey))
            #expect(details.status == "CREATED")
        }
    }

    @Test func aWrongPasswordStaysOnTheLoginScreen() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, _ in
            await checkout.send(.logIn(.password(email: "alex@personal.example.com", password: "nope"), payNow: false))
            guard case .login(.refused(let refusal)) = checkout.flow.screen else { throw Failure("left login: \(checkout.flow.screen)") }
            #expect(refusal.refusal == .init(
                issue: "INVALID_CREDENTIALS", message: refusal.message, debugId: refusal.debugId, httpStatus: 401, field: "attempts_left", value: "2", name: "AUTHENTICATION_FAILURE"))
            #expect(checkout.callbacks.isEmpty)
            await checkout.send(.logIn(.pin(phone: "+14085550101", pin: "1234"), payNow: false))
            guard case .review = checkout.flow.screen else { throw Failure("no review after PIN login") }
        }
    }

    @Test func aWrongLoginPINStaysOnTheLoginScreen() async throws {
        try await withCheckout(.goodsWithoutShipping) { checkout, _ in
            await checkout.send(.logIn(.pin(phone: "+14085550101", pin: "0000"), payNow: true))
            guard case .login(.refused(let refusal)) = checkout.flow.screen else { throw Failure("left login: \(checkout.flow.screen)") }
            #expect(refusal.refusal?.field == "attempts_left")
            #expect(checkout.flow.payKey == nil)
        }
    }

    @Test func aDeclinedCardLetsTheBuyerChooseAgainOrCancel() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, _ in
            await checkout.send(.logIn(.password(email: "dana@personal.example.com", password: "pass1234"), payNow: false))
            await checkout.send(.pay)
            guard case .review(let review) = checkout.flow.screen else { throw Failure("no review: \(checkout.flow.screen)") }
            guard case .refused(let refusal) = review.error else { throw Failure("no decline shown") }
            #expect(refusal.code == "INSTRUMENT_DECLINED")
            await checkout.send(.chooseFunding("FS-DANA-VISA"))
            await checkout.send(.pay)
            await checkout.send(.cancel)
            #expect(checkout.callbacks == [.paymentCanceled, .paymentLibraryExit])
        }
    }

    @Test func aBuyerWithoutAPINIsOfferedOne() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, _ in
            await checkout.send(.logIn(.password(email: "noor@personal.example.com", password: "pass1234"), payNow: false))
            await checkout.send(.chooseFunding("FS-NOOR-MC"))
            await checkout.send(.pay)
            #expect(checkout.flow.screen == .createPIN(error: nil))
            #expect(checkout.callbacks.isEmpty)
            await checkout.send(.createPIN("12", confirmation: "12", phone: nil))
            #expect(checkout.flow.screen == .createPIN(error: .invalidPIN))
            await checkout.send(.createPIN("2468", confirmation: "2468", phone: nil))
            let payKey = try #require(checkout.flow.payKey)
            #expect(checkout.callbacks == [.paymentSuccess(key: payKey, status: "COMPLETED"), .paymentLibraryExit])
        }
    }

    @Test func anExpiredPayKeyFailsWithTheCorrelationId() async throws {
        let backend = try await EmbeddedBackend.start()
        defer { Task { await backend.stop() } }
        let transport = HTTPTransport(baseURL: backend.baseURL)
        let client = PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId)
        var checkout = HeadlessCheckout(order: DemoStore.order(for: .goodsWithShipping, quantities: [1, 0, 0]), calls: MPLCalls(service: client))
        await checkout.send(.logIn(Self.alex, payNow: false))
        _ = try await AdminClient(transport: transport).advanceClock(by: .seconds(3 * 3_600))
        await checkout.send(.pay)
        guard case .failure(let error) = checkout.flow.screen else { throw Failure("no failure: \(checkout.flow.screen)") }
        #expect(error.code == "PAY_KEY_EXPIRED")
        #expect(error.debugId.count == 13)
        #expect(checkout.callbacks == [.paymentFailed(correlationId: error.debugId, code: "PAY_KEY_EXPIRED", message: error.message)])
        await checkout.send(.finish)
        #expect(checkout.callbacks.last == .paymentLibraryExit)
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension ExperienceTests {
    /// The payment's answer is lost: after it was made (the look-up finds it paid: the receipt, and no second
    /// payment), before it was (a reset, a 500: the look-up finds it waiting, the review says so, and Pay pays).
    @Test(arguments: [(AdminClient.FaultOutcome.closeAfterCommit, true), (.reset, false), (.error(status: 500, issue: "INTERNAL_SERVER_ERROR"), false)])
    func aPaymentWhoseAnswerIsLostIsLookedUpBeforeItIsTriedAgain(_ fault: AdminClient.FaultOutcome, happened: Bool) async throws {
        try await withCheckout(.goodsWithShipping) { checkout, client in
            await checkout.send(.logIn(Self.alex, payNow: false))
            _ = try await AdminClient(transport: client.transport).armFault(.init(method: "POST", path: "/payterm/v1/buyer/payments/*/approve", outcome: fault))
            await checkout.send(.pay)
            let payKey = try #require(checkout.flow.payKey)
            if !happened {
                guard case .review(let review) = checkout.flow.screen, case .notPaid? = review.error else {
                    throw Failure("\(fault): \(checkout.flow.screen)")
                }
                #expect(try await paymentStatus(client, payKey).status == "CREATED", "\(fault)")
                #expect(checkout.callbacks.isEmpty)
                await checkout.send(.pay)
            }
            #expect(checkout.callbacks == [.paymentSuccess(key: payKey, status: "COMPLETED"), .paymentLibraryExit], "\(fault)")
            #expect(try await paymentStatus(client, payKey).status == "COMPLETED")
        }
    }
}

extension ExperienceTests {
    /// PayPal fails while the pay key is made (an Adaptive error 500): Try again makes it, and the buyer pays.
    @Test func aPayKeyPayPalFailedToMakeIsMadeOnTryAgain() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, client in
            _ = try await AdminClient(transport: client.transport).armFault(
                .init(method: "POST", path: "/AdaptivePayments/Pay", outcome: .error(status: 500, issue: "INTERNAL_SERVER_ERROR")))
            await checkout.send(.logIn(Self.alex, payNow: false))
            guard case .interrupted = checkout.flow.screen else { throw Failure("\(checkout.flow.screen)") }
            #expect(checkout.callbacks.isEmpty)
            await checkout.send(.retry)
            guard case .review = checkout.flow.screen else { throw Failure("\(checkout.flow.screen)") }
            await checkout.send(.pay)
            let payKey = try #require(checkout.flow.payKey)
            #expect(checkout.callbacks == [.paymentSuccess(key: payKey, status: "COMPLETED"), .paymentLibraryExit])
        }
    }
}
