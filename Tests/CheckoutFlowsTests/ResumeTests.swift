import Foundation
import PayPalAPI
import PayPalMock
import Testing
@testable import CheckoutFlows

/// payPalContext: a checkout the buyer left resumes where it was, until its pay key expires or it is paid.
extension ExperienceTests {
    func resuming(_ checkout: HeadlessCheckout, with client: PayPalClient) async throws -> HeadlessCheckout {
        let context = try #require(PayPalContext(leaving: checkout.flow))
        var again = HeadlessCheckout(flow: context.flow, calls: MPLCalls(service: client))
        await again.send(.resume)
        return again
    }

    @Test func aLeftCheckoutResumesOnTheSameScreenWithTheSamePayKey() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, client in
            await checkout.send(.logIn(Self.alex, payNow: false))
            await checkout.send(.chooseFunding("FS-ALEX-BANK"))
            await checkout.send(.chooseAddress("AD-ALEX-WORK"))
            let payKey = try #require(checkout.flow.payKey)
            var again = try await resuming(checkout, with: client)
            guard case .review(let review) = again.flow.screen else { throw Failure("not resumed: \(again.flow.screen)") }
            #expect(review.payment.payKey == payKey)
            #expect(review.fundingSourceId == "FS-ALEX-BANK")
            #expect(review.addressId == "AD-ALEX-WORK")
            #expect(again.flow.session == checkout.flow.session)
            await again.send(.pay)
            #expect(again.callbacks == [.paymentSuccess(key: payKey, status: "COMPLETED"), .paymentLibraryExit])
            let details = try await paymentStatus(client, payKey)
            #expect(details.shippingAddress?.baseAddress.city == "San Francisco")
        }
    }

    @Test func anExpiredCheckoutStartsOverAtTheLoginScreen() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, client in
            await checkout.send(.logIn(Self.alex, payNow: false))
            let payKey = try #require(checkout.flow.payKey)
            _ = try await AdminClient(transport: client.transport).advanceClock(by: .seconds(3 * 3_600))
            var again = try await resuming(checkout, with: client)
            #expect(again.flow.screen == .login(error: .checkoutExpired))
            #expect(again.flow.payKey == nil && again.flow.session == nil)
            #expect(again.callbacks.isEmpty)
            await again.send(.logIn(Self.alex, payNow: false))
            guard case .review(let review) = again.flow.screen else { throw Failure("no review: \(again.flow.screen)") }
            #expect(review.payment.payKey != payKey)
        }
    }

    @Test func aPaidCheckoutStartsOver() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, client in
            await checkout.send(.logIn(Self.alex, payNow: false))
            let left = try #require(PayPalContext(leaving: checkout.flow))
            await checkout.send(.pay)
            #expect(PayPalContext(leaving: checkout.flow) == nil)
            var again = HeadlessCheckout(flow: left.flow, calls: MPLCalls(service: client))
            await again.send(.resume)
            #expect(again.flow.screen == .login(error: .checkoutExpired))
        }
    }

    /// A preapproval the merchant's server asked for, and the library logged in to it as Alex.
    func withPreapprovalLoggedIn(_ body: (inout HeadlessCheckout, PayPalClient, String) async throws -> Void) async throws {
        let experience = PreapprovalExperienceTests()
        try await experience.withMerchant { client, server in
            let key = try await server.createPreapproval(.demo)
            var library = experience.checkout(key, client)
            await library.send(.logIn(Self.alex, payNow: false))
            try await body(&library, client, key)
        }
    }

    @Test func aPreapprovalResumesOnItsCreateACodeScreen() async throws {
        try await withPreapprovalLoggedIn { library, client, key in
            var again = try await resuming(library, with: client)
            #expect(again.flow.screen == .createCode(error: nil))
            await again.send(.createCode("4321", confirmation: "4321"))
            await again.send(.agree)
            #expect(again.callbacks == [.paymentSuccess(key: key, status: "COMPLETED"), .paymentLibraryExit])
        }
    }

    @Test func aKeptCheckoutSurvivesJSONAndForgetsThePreapprovalCode() async throws {
        try await withPreapprovalLoggedIn { library, client, key in
            await library.send(.createCode("97531", confirmation: "97531"))
            guard case .agreement = library.flow.screen else { throw Failure("no agreement: \(library.flow.screen)") }
            let json = try JSONEncoder().encode(try #require(PayPalContext(leaving: library.flow)))
            #expect(!String(decoding: json, as: UTF8.self).contains("97531"))
            let kept = try JSONDecoder().decode(PayPalContext.self, from: json)
            var again = HeadlessCheckout(flow: kept.flow, calls: MPLCalls(service: client))
            await again.send(.resume)
            #expect(again.flow.screen == .createCode(error: nil))
            await again.send(.createCode("2468", confirmation: "2468"))
            await again.send(.agree)
            #expect(again.callbacks == [.paymentSuccess(key: key, status: "COMPLETED"), .paymentLibraryExit])
        }
    }

    @Test func aKeptPaymentCheckoutDecodesToTheSameFlow() async throws {
        try await withCheckout(.parallel, adjuster: Self.rules) { checkout, _ in
            await checkout.send(.logIn(Self.alex, payNow: false))
            let context = try #require(PayPalContext(leaving: checkout.flow))
            let kept = try JSONDecoder().decode(PayPalContext.self, from: try JSONEncoder().encode(context))
            #expect(kept == context)
        }
    }

    @Test func aCheckoutLeftAtTheLoginScreenResumesThereWithNoCall() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, client in
            let again = try await resuming(checkout, with: client)
            #expect(again.flow.screen == .login(error: nil))
        }
    }
}
