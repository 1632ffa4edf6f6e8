import CheckoutFlows
import Foundation
import PayPalAPI
import Testing
@testable import CheckoutTUI

/// The screens as text, at two terminal sizes, from states built without a backend.
@Suite struct ScreenSnapshotTests {
    static let sizes = [(80, 24), (100, 30)]

    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(type, from: Data(json.utf8))
    }

    var session: BuyerSession {
        get throws {
            try decode(BuyerSession.self, """
                {"session_token":"BS-test","expires_at":"2026-11-22T20:00:00Z","buyer":{"payer_id":"BUYERALEX2345",
                 "email":"alex@payterm.test","name":{"given_name":"Alex","surname":"Rivera"},"phone":"+14085550101",
                 "has_pin":true,"balances":[{"currency_code":"USD","value":"500.00"}],
                 "funding_sources":[{"id":"FS-B","type":"BALANCE","label":"PayPal balance"},{"id":"FS-V","type":"CARD","label":"Visa x4242"}],
                 "addresses":[{"id":"AD-1","name":"Alex Rivera","line1":"2211 N First St","city":"San Jose","state":"CA","postal_code":"95131","country_code":"US"}]}}
                """)
        }
    }

    var review: PaymentReview {
        get throws {
            try decode(PaymentReview.self, """
                {"pay_key":"AP-TEST","status":"CREATED","shape":"simple","amount":{"currency_code":"USD","value":"49.37"},
                 "receivers":[{"email":"merchant@payterm.test","amount":{"currency_code":"USD","value":"49.37"},"primary":false,"payment_type":"GOODS"}],
                 "funding_options":[
                   {"funding_source_id":"FS-B","type":"BALANCE","label":"PayPal balance","fee":{"currency_code":"USD","value":"0.00"},"total":{"currency_code":"USD","value":"49.37"}},
                   {"funding_source_id":"FS-V","type":"CARD","label":"Visa x4242","fee":{"currency_code":"USD","value":"0.00"},"total":{"currency_code":"USD","value":"49.37"}}]}
                """)
        }
    }

    func ready() -> AppState {
        var state = AppState(backendDescription: "embedded backend")
        state.libraryStatus = .ready
        return state
    }

    func render(_ state: AppState, _ name: String) throws {
        for (width, height) in Self.sizes {
            try expectSnapshot(Screen.render(state, width: width, height: height, clock: "3:28 PM"), "\(name)-\(width)x\(height)")
        }
    }

    @Test func theMerchantApp() throws {
        var state = ready()
        state.merchant.focus = .item(1)
        try render(state, "merchant")
    }

    @Test func theLoginScreenMasksThePassword() throws {
        var state = ready()
        _ = state.handle(.enter)
        for character in "alex@payterm.test" { _ = state.handle(.character(character)) }
        _ = state.handle(.tab)
        for character in "pass1234" { _ = state.handle(.character(character)) }
        try render(state, "login")
        #expect(!Screen.render(state, width: 80, height: 24, clock: "").lines.joined().contains("pass1234"))
    }

    /// The library open on the review screen, its calls answered by hand.
    func atReview(in language: Language = .enUS) throws -> AppState {
        var state = ready()
        state.language = language
        _ = state.handle(.enter)
        _ = state.send(.logIn(.password(email: "alex@payterm.test", password: "x"), payNow: false))
        _ = state.send(.loggedIn(try session))
        _ = state.send(.paymentCreated(payKey: "AP-TEST"))
        _ = state.send(.reviewLoaded(try review))
        return state
    }

    @Test func theReviewScreen() throws {
        var state = try atReview()
        _ = state.handle(.down)
        try render(state, "review")
    }

    @Test func theErrorScreenShowsCodeMessageAndCorrelationId() throws {
        var state = ready()
        _ = state.handle(.enter)
        _ = state.send(.logIn(.password(email: "alex@payterm.test", password: "x"), payNow: false))
        _ = state.send(.loggedIn(try session))
        _ = state.send(.refused(PayPalAPIError(code: "520003", message: "Authentication failed. API credentials are incorrect.", correlationId: "6db128a52e68c", httpStatus: 200)))
        try render(state, "failure")
        #expect(state.merchant.result?.contains("6db128a52e68c") == true)
    }

    @Test func helpAndTheEventPane() throws {
        var state = ready()
        state.log(.callback, "paymentCanceled()")
        state.log(.http, "POST /AdaptivePayments/Pay → 200 (3 ms)")
        _ = state.handle(.character("e"))
        try render(state, "events")
        _ = state.handle(.character("?"))
        try render(state, "help")
    }

    @Test(arguments: [Language.deDE, .jaJP])
    func theLibrarySpeaksTheChosenLanguage(_ language: Language) throws {
        var state = ready()
        state.language = language
        _ = state.handle(.enter)
        try expectSnapshot(Screen.render(state, width: 80, height: 24, clock: "15:28"), "login-\(language.rawValue)")
        try expectSnapshot(Screen.render(try atReview(in: language), width: 80, height: 24, clock: "15:28"), "review-\(language.rawValue)")
    }

    @Test func everyLanguageWordsEveryActivity() {
        let activities: [CheckoutFlow.Activity] = [
            .loggingIn, .resuming, .updatingAmounts, .preparingPayment, .paying, .creatingPIN, .loadingAgreement, .agreeing,
        ]
        for language in Language.allCases {
            let words = activities.map(language.strings.activity)
            #expect(Set(words).count == activities.count, "\(language)")
            if language != .enUS { #expect(words != activities.map(Language.enUS.strings.activity)) }
        }
        #expect(Language(code: "ja_JP.UTF-8") == .jaJP)
        #expect(Language(code: "fr_FR") == nil)
    }

    @Test func aSmallTerminalGetsANotice() throws {
        try expectSnapshot(Screen.render(ready(), width: 50, height: 12, clock: ""), "too-small-50x12")
    }
}
