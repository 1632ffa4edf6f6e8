import PayPalAPI
import PayPalVocabulary
import Testing
@testable import CheckoutFlows

/// dynamicAmountUpdateEnabled: the merchant's callback recomputes tax and shipping for the ship-to address, and
/// the payment made carries what the review showed.
extension ExperienceTests {
    static let rules = DemoAmountRules()

    func review(_ checkout: HeadlessCheckout) throws -> MPLFlow.Review {
        guard case .review(let review) = checkout.flow.screen else { throw Failure("no review: \(checkout.flow.screen)") }
        return review
    }

    func receiverAmounts(_ client: PayPalClient, _ payKey: String) async throws -> [String] {
        let details = try await paymentStatus(client, payKey)
        return details.paymentInfoList?.paymentInfo.map(\.receiver.amount) ?? []
    }

    @Test func aSimplePaymentIsRecomputedForEachAddressAndPaidAsShown() async throws {
        try await withCheckout(.goodsWithShipping, adjuster: Self.rules) { checkout, client in
            await checkout.send(.logIn(Self.alex, payNow: false))
            let home = try review(checkout)
            #expect(home.addressId == "AD-ALEX-HOME")
            #expect(home.payment.amount.value == "47.37")   // 41.00 + CA tax 8.25 % 3.38 + local shipping 2.99
            let firstKey = home.payment.payKey
            await checkout.send(.chooseFunding("FS-ALEX-BANK"))
            await checkout.send(.chooseAddress("AD-ALEX-WORK"))
            let work = try review(checkout)
            #expect(work.payment.amount.value == "49.37")   // West Coast shipping 4.99
            #expect(work.addressId == "AD-ALEX-WORK")
            #expect(work.fundingSourceId == "FS-ALEX-BANK")
            #expect(work.payment.payKey != firstKey)
            #expect(checkout.flow.order?.shipping.text == "4.99")
            await checkout.send(.pay)
            let payKey = try #require(checkout.flow.payKey)
            #expect(checkout.callbacks == [.paymentSuccess(key: payKey, status: "COMPLETED"), .paymentLibraryExit])
            #expect(try await receiverAmounts(client, payKey) == ["49.37"])
        }
    }

    @Test func aParallelPaymentIsRecomputedForEachReceiver() async throws {
        try await withCheckout(.parallel, adjuster: Self.rules) { checkout, client in
            await checkout.send(.logIn(.password(email: "noor@personal.example.com", password: "pass1234"), payNow: false))
            let austin = try review(checkout)
            // Each $2.50 part: Texas tax 6.25 % 0.16, shipping beyond the West Coast 7.99.
            #expect(austin.payment.receivers.map(\.amount.value) == ["10.65", "10.65"])
            await checkout.send(.chooseFunding("FS-NOOR-MC"))
            await checkout.send(.pay)
            let payKey = try #require(checkout.flow.payKey)
            #expect(try await receiverAmounts(client, payKey) == ["10.65", "10.65"])
        }
    }

    @Test func aChainedPaymentIsRecomputedThroughTheAdvancedCallback() async throws {
        var order = DemoStore.order(for: .chained, quantities: [])
        order.shippingEnabled = true
        order.dynamicAmountUpdateEnabled = true
        let usd = { Money(minorUnits: $0, currency: .usd) }
        order.receivers[0] = .init(email: "agent@business.example.com", amount: usd(10_500), isPrimary: true, tax: usd(500))
        try await withCheckout(.chained, order: order, adjuster: Self.rules) { checkout, client in
            await checkout.send(.logIn(Self.alex, payNow: false))
            let amount = try review(checkout).payment.amount.value
            #expect(amount == "108.25")   // 100.00 and CA tax 8.25 %
            await checkout.send(.pay)
            let payKey = try #require(checkout.flow.payKey)
            #expect(try await receiverAmounts(client, payKey) == ["108.25", "90.00"])
        }
    }

    @Test(arguments: AmountError.allCases)
    func anAmountErrorIsFatalAndReturnsTheBuyer(_ error: AmountError) async throws {
        try await withCheckout(.goodsWithShipping, adjuster: DemoAmountRules(failure: error)) { checkout, _ in
            await checkout.send(.logIn(Self.alex, payNow: false))
            guard case .failure(let shown) = checkout.flow.screen else { throw Failure("no error screen: \(checkout.flow.screen)") }
            #expect(shown.code == error.rawValue)
            #expect(checkout.flow.payKey == nil)
            #expect(checkout.callbacks == [.paymentFailed(correlationId: shown.debugId, code: error.rawValue, message: error.message)])
            #expect(shown.debugId.count == 13 && shown.debugId.allSatisfy(\.isHexDigit), "a correlation id support can quote")
            await checkout.send(.finish)
            #expect(checkout.callbacks.last == .paymentLibraryExit)
            #expect(checkout.flow.isClosed)
        }
    }

    @Test func withoutShippingTheCallbackIsNeverAsked() async throws {
        try await withCheckout(.goodsWithoutShipping, adjuster: DemoAmountRules(failure: .other)) { checkout, _ in
            await checkout.send(.logIn(Self.alex, payNow: false))
            let amount = try review(checkout).payment.amount.value
            #expect(amount == "44.38")
        }
    }
}
