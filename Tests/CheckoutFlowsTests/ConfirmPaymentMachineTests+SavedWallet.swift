import Foundation
import PayPalAPI
import PayPalVocabulary
import Testing
@testable import CheckoutFlows

/// The confirm payment flow saving the wallet, and a returning buyer paying with it.
extension ConfirmPaymentMachineTests {
    @Test func savePayPalAsksPayPalToVaultAndKeepsWhatItSaved() throws {
        var configuration = ButtonConfiguration.payNow(amount: "25.00")
        configuration.savePayPal = true
        var flow = ConfirmPaymentFlow(configuration: configuration)
        guard case .call(.createOrder(let request)) = flow.handle(.submit).first else { throw Failure("no order") }
        #expect(request.paymentSource == .savingWallet())
        _ = flow.handle(.orderCreated(Self.order("PAYER_ACTION_REQUIRED")))
        _ = flow.handle(.logIn(Self.alex))
        _ = flow.handle(.loggedIn(Self.session))
        _ = flow.handle(.orderLoaded(Self.order("PAYER_ACTION_REQUIRED")))
        _ = flow.handle(.approve)
        _ = flow.handle(.approved(Self.order("APPROVED")))
        let paid: OrdersClient.Order = Self.decode("""
            {"id": "5O190127TN364715T", "status": "COMPLETED", "payment_source": {"paypal": {"email_address": "alex@personal.example.com",
              "attributes": {"vault": {"id": "8kk8451t", "status": "VAULTED", "customer": {"id": "customer_4029352050"}}}}},
             "purchase_units": [{"payments": {"captures": [\(Self.completed)]}}]}
            """)
        _ = flow.handle(.orderCaptured(paid))
        #expect(flow.savedWallet == .init(vaultId: "8kk8451t", customerId: "customer_4029352050", email: "alex@personal.example.com"))
        guard case .finished(.captured) = flow.state else { throw Failure("\(flow.state)") }
    }

    @Test func aReturningBuyerPaysWithTheSavedWalletAndNoSheet() throws {
        var configuration = ButtonConfiguration.payNow(amount: "25.00")
        configuration.vaultId = "8kk8451t"
        var flow = ConfirmPaymentFlow(configuration: configuration)
        guard case .call(.createOrder(let request)) = flow.handle(.submit).first else { throw Failure("no order") }
        #expect(request.paymentSource == .savedWallet("8kk8451t"))
        #expect(flow.handle(.orderCreated(Self.order("COMPLETED", capture: Self.completed))).isEmpty, "no callback: the buyer saw nothing")
        guard case .finished(.captured) = flow.state else { throw Failure("\(flow.state)") }

        var authorizing = ConfirmPaymentFlow(configuration: { var c = ButtonConfiguration.confirmPayment(amount: "25.00"); c.vaultId = "8kk8451t"; return c }())
        _ = authorizing.handle(.submit)
        _ = authorizing.handle(.orderCreated(Self.order("COMPLETED", authorization: Self.authorization)))
        guard case .confirming = authorizing.state else { throw Failure("\(authorizing.state)") }
        #expect(!authorizing.showsSheet)

        var declined = ConfirmPaymentFlow(configuration: configuration)
        _ = declined.handle(.submit)
        _ = declined.handle(.refused(Self.refusal("INSTRUMENT_DECLINED")))
        #expect(declined.state == .finished(.captureFailed(Self.refusal("INSTRUMENT_DECLINED"))))
    }
}
