import Testing
@testable import CheckoutTUI

/// Pay Later's message under the cart, as Braintree's `BTPayPalMessagingView` shows it.
struct PayLaterMessageTests {
    static func payLater(_ shown: PayLaterMessaging.Shown) -> AppState {
        var state = Fixture.ready(size: TerminalSize(width: 72, height: 22))
        state.merchant.selected = FlowCatalog.names.firstIndex(of: PayLaterEntry.flowName) ?? 0
        _ = state.merchant.change(PayLaterEntry.self) { $0.messaging.shown = shown }
        return state
    }

    static func screen(_ state: AppState) -> String {
        Screen.render(state, width: state.terminalSize.width, height: state.terminalSize.height, clock: "").lines.joined(separator: "\n")
    }

    /// The view shows nothing when its message cannot load, nor can the focus land there; onError says why.
    @Test func aMessageThatCannotLoadLeavesNothingUnderTheCart() {
        let loading = Self.payLater(.loading)
        #expect(Self.screen(loading).contains("Loading PayPal's Pay Later message…"))
        let failed = Self.payLater(.failed)
        let screen = Self.screen(failed)
        #expect(!screen.contains("did not load") && !screen.contains("Loading PayPal's"), "\(screen)")
        #expect(failed.merchant.focusOrder.count == loading.merchant.focusOrder.count - 1, "no row to focus where nothing shows")
    }

    /// With the message focused, Enter opens Learn More, and the keys' line says so; the line promised the PayPal
    /// button, and a presenter pressing Enter got Learn More.
    @Test func theKeysLineSaysWhatEnterDoesOnTheMessage() {
        var state = Self.payLater(.loading)
        state.merchant.focus = state.merchant.focusOrder[state.merchant.focusOrder.count - 2]
        #expect(MerchantAppLayer.keyHints(state)?.contains("Enter Learn more") == true, "\(MerchantAppLayer.keyHints(state) ?? "")")
        state.merchant.focus = .payButton
        #expect(MerchantAppLayer.keyHints(state)?.contains("Enter Pay with PayPal") == true)
    }
}
