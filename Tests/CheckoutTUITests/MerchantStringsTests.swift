import CheckoutFlows
import PayPalAPI
import PayPalVocabulary
import Testing
@testable import CheckoutTUI

/// The merchant app's own words in the language the app speaks: its Last result writes money as PayPal does
/// (`$1,600.00`, not `$1600.00`), its sentences and settings are German and Japanese under de_DE and ja_JP, and
/// the names a QA engineer greps for stay as the SDKs write them (issue 38, item 22).
@Suite struct MerchantStringsTests {
    static let sale = BraintreeGatewayClient.Transaction(id: "7k2m9x3q", status: "submitted_for_settlement", amount: "1600.00")

    static func lines(_ state: AppState) -> String {
        Screen.render(state, width: state.terminalSize.width, height: state.terminalSize.height, clock: "").lines.joined(separator: "\n")
    }

    /// The Last result as the merchant's app shows it after App Switch paid `sale`.
    static func lastResult(_ language: Language) -> String {
        var state = Fixture.ready(language, size: TerminalSize(width: 100, height: 30))
        state.pick("app-switch")
        state.merchant.result = AppSwitchOutcomeText.sentence(.paid(sale), request: AppSwitchRequest(amount: "1600.00"), language: language)
        return lines(state)
    }

    @Test(arguments: [
        (Language.enUS, "Last result: Paid: Braintree transaction 7k2m9x3q (submitted_for_settlement), $1,600.00."),
        (.deDE, "Ergebnis: Bezahlt: Braintree-Transaktion 7k2m9x3q (submitted_for_settlement), 1.600,00 $."),
        (.jaJP, "前回の結果：支払い完了：Braintree取引 7k2m9x3q（submitted_for_settlement）、$1,600.00。"),
    ])
    func aSaleOf1600ReadsAsThePayPalAppWroteIt(_ language: Language, _ expected: String) {
        let shown = Self.lastResult(language)
        #expect(Self.squeezed(shown).contains(Self.squeezed(expected)), "\(shown)")
        #expect(!shown.contains("1600.00"), "\(shown)")
    }

    @Test(arguments: Language.allCases)
    func venmoAndOrdersWriteTheirAmountsTheSameWay(_ language: Language) {
        let amount = MoneyText.format("1600.00", currencyCode: "USD", locale: language.strings.locale)
        let venmo = VenmoOutcomeText.sentence(.paid(Self.sale), language: language)
        #expect(venmo.contains(amount) && !venmo.contains("1600.00"), "\(venmo)")
        let captured = OrdersOutcomeText.sentence(.captured(captureId: "3C6", status: "COMPLETED", amount: Money(minorUnits: 160_000, currency: .usd)), language: language)
        #expect(captured.contains(amount), "\(captured)")
    }

    /// en_US keeps its words; the others speak their own and keep the wire names.
    @Test func theSentencesAreTheLanguagesOwnAndKeepTheWireNames() {
        #expect(AppSwitchOutcomeText.sentence(.canceled, request: AppSwitchRequest(), language: .enUS)
            == "PayPal was cancelled (BTPayPalError 1): nothing was paid. Press the button to try again.")
        let german = AppSwitchOutcomeText.sentence(.canceled, request: AppSwitchRequest(), language: .deDE)
        #expect(german == "PayPal wurde abgebrochen (BTPayPalError 1): Es wurde nichts bezahlt. Drücken Sie die Schaltfläche erneut.")
        let japanese = VenmoOutcomeText.sentence(.canceled, language: .jaJP)
        #expect(japanese.contains("BTVenmoError 10") && japanese.contains("キャンセル"), "\(japanese)")
        #expect(OrdersOutcomeText.sentence(ConfirmPaymentFlow.Outcome.canceled, language: .deDE) == "Die Zahlung wurde abgebrochen. Ihr Warenkorb bleibt gespeichert.")
    }

    /// The settings rows' labels and values in the app's language, at 72×22.
    @Test(arguments: [
        (Language.enUS, ["Request", "One-time checkout (Pay Now)", "Buyer email", "not sent (PayPal shows none)", "Recipient email"]),
        (.deDE, ["Anfrage", "Einmalzahlung (Pay Now)", "Käufer-E-Mail", "nicht gesendet (PayPal zeigt keinen)", "Empf.-E-Mail"]),
        (.jaJP, ["リクエスト", "1回限りの支払い（Pay Now）", "購入者メール", "送らない（PayPalは表示しない）", "受取人メール"]),
    ])
    func theSettingsSpeakTheAppsLanguage(_ language: Language, _ words: [String]) {
        var state = Fixture.ready(language, size: TerminalSize(width: 72, height: 22))
        state.pick("app-switch")
        let shown = Self.lines(state)
        for word in words { #expect(shown.contains(word), "\(word): \(shown)") }
        #expect(shown.contains("BTPayPalClient.tokenize"), "the API's name stays: \(shown)")
        if language != .enUS { #expect(!shown.contains("Buyer email") && !shown.contains("Phone number"), "\(shown)") }
    }

    private static func squeezed(_ text: String) -> String {
        text.replacing("│", with: "").split(whereSeparator: \.isWhitespace).joined()
    }
}
