import CheckoutFlows
import Testing
@testable import CheckoutTUI

/// What the sender sees of fees: a card's fee they pay is in My Total and the billing summary; one a personal
/// payment's recipient pays is shown as theirs, a merchant's never; and the tax and shipping of a parallel payment's
/// sellers are inside their amounts.
@Suite struct FeeTests {
    static let size = TerminalSize(width: 100, height: 30)

    static func shown(_ state: AppState) -> String {
        EveryScreenTests.squeezed(Screen.render(state, width: size.width, height: size.height, clock: "").lines.joined())
    }

    @Test func theFeeTheSenderPaysIsInMyTotalAndTheSummary() {
        var state = ScreenCase.reviewPersonal.state(.enUS, size: Self.size)
        #expect(Self.shown(state).contains("MyTotal$8.69"), "the header's total has the fee")
        _ = state.handle(MPLCheckout.toggleSummary)
        let summary = Self.shown(state)
        #expect(summary.contains("Fee$0.54") && summary.contains("Total$8.69"))
    }

    @Test func theFeeTheRecipientPaysIsShownAsTheirs() {
        var state = ScreenCase.reviewPersonal.state(.enUS, size: Self.size)
        _ = state.send(.chooseFeesPayer(.eachReceiver))
        _ = state.send(.paymentCreated(payKey: "AP-RECIPIENT"))
        let order = state.mpl.order
        _ = state.send(.reviewLoaded(Fixture.review(of: order, payKey: "AP-RECIPIENT", feesPayer: .eachReceiver)))
        _ = state.send(.chooseFunding("FS-V"))
        let shown = Self.shown(state)
        #expect(shown.contains("Recipient'sfee$0.54") && shown.contains("MyTotal$8.15"), "\(shown)")
    }

    @Test func aMerchantsOwnFeeIsNotTheBuyers() {
        let shown = Self.shown(ScreenCase.review.state(.enUS, size: Self.size))
        #expect(shown.contains("PayPalbalance$49.37") && !shown.contains("Recipient'sfee"), "\(shown)")
    }

    @Test func aParallelSellersTaxAndShippingAreInItsAmount() {
        var state = ScreenCase.reviewParallel.state(.enUS, size: Self.size)
        _ = state.handle(MPLCheckout.toggleSummary)
        let summary = Self.shown(state)
        #expect(summary.contains("incl.tax$0.21·shipping$4.99"))
        #expect(!summary.contains("Tax$0.42"), "no tax line as if on top of the sellers' amounts")
    }
}
