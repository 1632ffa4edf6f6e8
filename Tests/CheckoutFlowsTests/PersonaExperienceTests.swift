import Foundation
import PayPalAPI
import PayPalMock
import PayPalVocabulary
import Testing
@testable import CheckoutFlows

/// The personas that rehearse what can go wrong, through the flow against a real backend: a payment PayPal
/// refuses after the review, a buyer with no phone creating a PIN, a fee the sender may or may not take on.
extension ExperienceTests {
    static func login(_ persona: String) -> LoginMethod { .password(email: "\(persona)@personal.example.com", password: "pass1234") }

    @Test func aPaymentPayPalRefusesAfterTheReviewFailsWithItsCorrelationId() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, client in
            await checkout.send(.logIn(Self.login("sam"), payNow: false))
            guard case .review = checkout.flow.screen else { throw Failure("no review: \(checkout.flow.screen)") }
            await checkout.send(.pay)
            guard case .failure(let error) = checkout.flow.screen else { throw Failure("no error screen: \(checkout.flow.screen)") }
            #expect(error.code == "SENDING_LIMIT_EXCEEDED")
            #expect(error.debugId.count == 13)
            #expect(checkout.callbacks == [.paymentFailed(correlationId: error.debugId, code: error.code, message: error.message)])
            await checkout.send(.finish)
            #expect(checkout.callbacks.last == .paymentLibraryExit)
            let details = try await paymentStatus(client, try #require(checkout.flow.payKey))
            #expect(details.status == "CREATED")
        }
    }

    @Test func aBuyerWithoutAPhoneCreatesAPINWithOne() async throws {
        try await withCheckout(.goodsWithShipping) { checkout, _ in
            await checkout.send(.logIn(Self.login("lee"), payNow: false))
            await checkout.send(.chooseFunding("FS-LEE-DISCOVER"))
            await checkout.send(.pay)
            #expect(checkout.flow.screen == .createPIN(error: nil) && checkout.flow.needsPhoneForPIN)
            await checkout.send(.createPIN("2468", confirmation: "2468", phone: "12"))
            #expect(checkout.flow.screen == .createPIN(error: .invalidPhone))
            await checkout.send(.createPIN("2468", confirmation: "2468", phone: "303-555-0104"))
            let payKey = try #require(checkout.flow.payKey)
            #expect(checkout.callbacks.first == .paymentSuccess(key: payKey, status: "COMPLETED"))
        }
        try await withCheckout(.goodsWithShipping) { checkout, _ in
            await checkout.send(.logIn(.pin(phone: "(303) 555-0104", pin: "2468"), payNow: false))
            guard case .login(.refused(let error)) = checkout.flow.screen else { throw Failure("a fresh backend knows no such PIN") }
            #expect(error.code == "INVALID_CREDENTIALS")
        }
    }

    @Test func theSenderOfAPersonalPaymentChoosesWhoPaysTheCardFee() async throws {
        try await withCheckout(.personal) { checkout, client in
            await checkout.send(.logIn(Self.alex, payNow: false))
            await checkout.send(.chooseFunding("FS-ALEX-VISA"))
            guard case .review(let senderPays) = checkout.flow.screen else { throw Failure("no review") }
            #expect(checkout.flow.offersFeesPayerChoice)
            #expect(senderPays.payment.feesPayer == "SENDER" && senderPays.chosenOption?.fee.value == "0.54")
            await checkout.send(.chooseFeesPayer(.eachReceiver))
            guard case .review(let recipientPays) = checkout.flow.screen else { throw Failure("no review after the choice") }
            #expect(recipientPays.payment.payKey != senderPays.payment.payKey, "a new pay key carries the new fee payer")
            #expect(recipientPays.fundingSourceId == "FS-ALEX-VISA", "the card stays chosen")
            #expect(recipientPays.payment.feesPayer == "EACHRECEIVER" && recipientPays.chosenOption?.fee.value == "0.00")
            await checkout.send(.pay)
            let details = try await paymentStatus(client, try #require(checkout.flow.payKey))
            #expect(details.feesPayer == "EACHRECEIVER")
        }
    }

    @Test func aRecipientInGermanyAlwaysPaysAndTheSenderIsNotAsked() async throws {
        var order = DemoStore.order(for: .personal, quantities: [])
        order.receivers = [.init(email: "lena@personal.example.com", amount: Money(minorUnits: 815, currency: .usd))]
        try await withCheckout(.personal, order: order) { checkout, _ in
            await checkout.send(.logIn(Self.alex, payNow: false))
            guard case .review(let review) = checkout.flow.screen else { throw Failure("no review") }
            #expect(review.payment.feesPayer == "EACHRECEIVER", "PayPal puts the fee on the recipient")
            #expect(!checkout.flow.offersFeesPayerChoice)
        }
    }
}
