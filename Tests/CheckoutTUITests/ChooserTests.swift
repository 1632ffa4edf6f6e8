import CheckoutFlows
import Testing
@testable import CheckoutTUI

/// Enter presses the focused button, as the help says, and nothing else: a chooser takes it as "choose", never as
/// Pay, so a stray Enter in front of an audience pays nothing.
@Suite struct ChooserTests {
    /// True when the keys' work pays: the MPL's approve.
    static func pays(_ work: [AppEffect]) -> Bool {
        work.flowEffects(MPLFlow.self).contains { if case .call(.approve) = $0 { true } else { false } }
    }

    @Test(arguments: [0, 1])
    func enterOnTheReviewsChoosersChoosesAndPaysNothing(_ downs: Int) {
        var state = ScreenCase.review.state(.enUS, size: TerminalSize(width: 100, height: 30))
        for _ in 0..<downs { _ = state.handle(.down) }
        let chooser = state.library?.focusedControl
        #expect(chooser == .funding || chooser == .address)
        let work = state.handle(.enter)
        #expect(!Self.pays(work), "Enter on \(String(describing: chooser)) paid")
        #expect(state.library?.focusedControl == chooser, "the focus stays on the chooser")
    }

    @Test func escClosingTheSummaryThenEnterPaysNothing() {
        var state = ScreenCase.reviewSummary.state(.enUS, size: TerminalSize(width: 100, height: 30))
        _ = state.handle(.escape)
        #expect(state.library?.summaryExpanded == false)
        #expect(!Self.pays(state.handle(.enter)))
        #expect(state.library != nil)
    }

    @Test func enterInThePasswordWithoutShippingReviewsAndNeverPays() {
        var state = ScreenCase.loginWithoutShipping.state(.enUS, size: TerminalSize(width: 100, height: 30))
        for character in "alex@personal.example.com" { _ = state.handle(.character(character)) }
        _ = state.handle(.tab)
        for character in "pass1234" { _ = state.handle(.character(character)) }
        _ = state.handle(.enter)
        #expect(state.library?.flow.state == .loggingIn(payNow: false), "Enter in the last field logs in to review, never to pay at once")
    }

    @Test func payIsTheFocusedButtonsOrItsKey() {
        var state = ScreenCase.review.state(.enUS, size: TerminalSize(width: 100, height: 30))
        while state.library?.focusedControl != .pay { _ = state.handle(.tab) }
        #expect(Self.pays(state.handle(.enter)))
    }
}
