import CheckoutFlows
import Testing
@testable import CheckoutTUI

/// What an audience reads in App Switch: one name for the merchant, keys that exist where they are offered, the
/// keys of what is in front, and "Face ID" whole in every language.
@Suite struct AppSwitchAudienceTests {
    static let small = TerminalSize(width: 72, height: 22)

    static func lines(_ state: AppState) -> [String] {
        Screen.render(state, width: state.terminalSize.width, height: state.terminalSize.height, clock: "").lines
    }

    /// The review of a request that offers no Pay Later.
    static func reviewWithoutPayLater() -> AppState {
        var state = Fixture.ready(size: small)
        ScreenCase.appSwitchReview.reachAppSwitch(&state, upTo: .app)
        _ = state.handle(.enter)
        _ = state.sendAppSwitch(.loggedIn(Fixture.session()))
        _ = state.sendAppSwitch(.reviewLoaded(Fixture.decoded(
            #"{"token": "EC-1", "flow": "checkout", "amount": "59.00", "currency_code": "USD", "merchant_name": "PayTerm Demo Store", "#
                + #""offer_pay_later": false, "request_billing_agreement": false, "app_switch": true, "approved": false}"#)))
        return state
    }

    @Test func theFooterOffersPayLaterOnlyWhereTheRequestDoes() {
        let plain = Self.lines(Self.reviewWithoutPayLater()).last ?? ""
        #expect(plain.contains("Enter pay") && !plain.contains("Pay Later"), "\(plain)")
        let offered = Self.lines(ScreenCase.appSwitchPayLater.state(.enUS, size: Self.small)).suffix(2).joined()
        #expect(offered.contains("l Pay Later"))
    }

    @Test(arguments: Language.allCases)
    func thePayPalAppNamesTheMerchantAsTheAppDoes(_ language: Language) {
        let shown = Self.lines(ScreenCase.appSwitchReview.state(language, size: TerminalSize(width: 100, height: 30))).joined(separator: "\n")
        #expect(shown.contains(language.appSwitchStrings.pay(DemoStore.merchantName, MoneyText.format("59.00", currencyCode: "USD", locale: language.strings.locale))))
    }

    @Test func backInTheMerchantsAppTheKeysSayWhatEnterDoes() {
        let keys = Self.lines(ScreenCase.appSwitchBackgrounded.state(.enUS, size: Self.small)).suffix(2).joined()
        #expect(keys.contains("Enter back to PayPal") && !keys.contains("Enter Pay with PayPal"), "\(keys)")
    }

    @Test(arguments: Language.allCases)
    func faceIDIsNeverSplitAcrossLines(_ language: Language) {
        for size in [Self.small, TerminalSize(width: 100, height: 30)] {
            let lines = Self.lines(ScreenCase.appSwitchFaceID.state(language, size: size))
            #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix("Face") }, "\(language) at \(size.width)×\(size.height)")
        }
    }
}
