import CheckoutFlows
import Foundation
import PayPalAPI
import Testing
@testable import CheckoutTUI

/// Screens built from states without a backend; EveryScreenTests has the golden file of each.
@Suite struct ScreenSnapshotTests {
    var session: BuyerSession { get throws { Fixture.session() } }
    var review: PaymentReview { get throws { Fixture.review(of: DemoStore.order(for: .goodsWithShipping, quantities: [1, 2, 0])) } }

    func ready() -> AppState { Fixture.ready() }

    func render(_ state: AppState, _ name: String) throws {
        for size in EveryScreenTests.sizes {
            try expectSnapshot(Screen.render(state, width: size.width, height: size.height, clock: "3:28 PM"), "\(name)-\(size.width)x\(size.height)")
        }
    }

    /// The library open on the review screen, its calls answered by hand.
    func atReview(in language: Language = .enUS) throws -> AppState {
        var state = ready()
        state.language = language
        _ = state.handle(.enter)
        _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
        _ = state.send(.loggedIn(try session))
        _ = state.send(.paymentCreated(payKey: "AP-TEST"))
        _ = state.send(.reviewLoaded(try review))
        return state
    }

    @Test func theLoginScreenMasksThePassword() throws {
        let state = ScreenCase.login.state(.enUS, size: TerminalSize(width: 100, height: 30))
        let screen = Screen.render(state, width: 100, height: 30, clock: "").lines.joined()
        #expect(!screen.contains("pass1234"))
        #expect(screen.contains("••••••••"))
    }

    @Test func theErrorScreenShowsCodeAndCorrelationIdAndTheAppHearsOfItOnExit() throws {
        var state = try atReview()
        _ = state.send(.pay)
        _ = state.send(.refused(.refused(.init(issue: "520003", message: "Authentication failed. API credentials are incorrect.", debugId: "6db128a52e68c", httpStatus: 200))))
        let screen = Screen.render(state, width: 100, height: 30, clock: "").lines.joined(separator: "\n")
        #expect(screen.contains("Error code: 520003") && screen.contains("Correlation ID: 6db128a52e68c"))
        #expect(!screen.contains("API credentials are incorrect"), "PayPal's English stays out of the buyer's screen")
        #expect(state.merchant.result == nil, "the app changes its UI only after paymentLibraryExit")
        _ = state.handle(.enter)
        #expect(state.merchant.result?.contains("6db128a52e68c") == true)
    }

    @Test func everyLanguageWordsEveryActivity() {
        let activities: [MPLFlow.Activity] = [
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
