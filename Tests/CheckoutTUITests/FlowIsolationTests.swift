import CheckoutFlows
import Testing
@testable import CheckoutTUI

/// Each flow of the merchant's app shows its own: its last result, its notes under the button, and the SDK it runs
/// on beside the button; nothing of one flow shows under another.
@Suite struct FlowIsolationTests {
    static func shown(_ state: AppState) -> String {
        Screen.render(state, width: 100, height: 30, clock: "").lines.joined(separator: "\n")
    }

    @Test func aFlowsLastResultStaysWithIt() {
        var state = Fixture.ready()
        state.merchant.result = "Paid: AP-1"
        state.pick("app-switch")
        #expect(!Self.shown(state).contains("Last result"), "the MPL's result under App Switch")
        state.pick("mpl")
        #expect(Self.shown(state).contains("Last result: Paid: AP-1"), "back on its flow, it is there")
    }

    @Test func besideTheButtonIsTheFlowsOwnSDK() {
        var state = Fixture.ready()
        #expect(Self.shown(state).contains("PayPal library: ready"))
        state.pick("app-switch")
        #expect(Self.shown(state).contains("Braintree SDK: ready") && !Self.shown(state).contains("PayPal library"))
        state.pick("connect")
        #expect(Self.shown(state).contains("The partner's server: ready") && !Self.shown(state).contains("PayPal library"))
        state.pick("save-paypal")
        #expect(Self.shown(state).contains("PayPal iOS SDK (PayPalWebCheckoutClient): ready") && !Self.shown(state).contains("PayPal library"))
    }

    @Test func aSavedWalletShowsOnlyWhereItPays() {
        var state = Fixture.ready()
        state.merchant.shopper.keep(SavedWallet(vaultId: "8kk8451t", customerId: "customer-1", email: "alex@personal.example.com"))
        state.pick("app-switch")
        let appSwitch = Self.shown(state)
        #expect(!appSwitch.contains("(saved)") && appSwitch.contains("no phone sent"))
        state.pick("confirm-payment")
        #expect(Self.shown(state).contains("w Pay with PayPal · a…@personal.example.com (saved)"))
    }
}
