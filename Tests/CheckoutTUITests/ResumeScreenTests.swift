import CheckoutFlows
import Testing
@testable import CheckoutTUI

/// payPalContext through AppState: Ctrl-W leaves the library mid-checkout, Pay with PayPal resumes it.
extension ScreenSnapshotTests {
    static let leave = Key.character("\u{17}")

    @Test func leavingKeepsTheCheckoutAndPayWithPayPalResumesIt() throws {
        var state = try atReview()
        _ = state.handle(Self.leave)
        #expect(state.library == nil)
        #expect(state.mpl.payPalContext != nil)
        #expect(state.merchant.result?.contains("resumes it") == true)
        #expect(state.events.lines.last?.text == "payPalContext kept with pay key AP-TEST")
        let work = state.handle(.character("p"))
        #expect(work.flowEffects(MPLFlow.self) == [.call(.loadReview(payKey: "AP-TEST", session: "BS-test"))])
        #expect(state.checkout?.id == CheckoutID(2))
        #expect(state.library?.flow.screen == .working(.resuming))
        #expect(state.mpl.payPalContext == nil)
        _ = state.send(.reviewLoaded(try review))
        guard case .review(let review) = state.library?.flow.screen else { throw Failure("not resumed") }
        #expect(review.payment.payKey == "AP-TEST")
        #expect(state.library?.flow.session?.sessionToken == "BS-test")
    }

    @Test func aChangedCartDropsTheLeftCheckout() throws {
        var state = try atReview()
        _ = state.handle(Self.leave)
        state.changeFlow(MPLEntry.self) { $0.quantities[2] = 1 }
        let work = state.handle(.character("p"))
        #expect(work.isEmpty)
        #expect(state.library?.flow.screen == .login(error: nil))
        #expect(state.events.lines.contains { $0.text.contains("the left checkout is dropped") })
    }

    @Test func typedSecretsAreNotKeptAndSomeScreensCannotBeLeft() throws {
        var state = ready()
        _ = state.handle(.enter)
        for character in "alex@personal.example.com" { _ = state.handle(.character(character)) }
        _ = state.handle(.tab)
        for character in "pass1234" { _ = state.handle(.character(character)) }
        _ = state.handle(Self.leave)
        _ = state.handle(.character("p"))
        #expect(state.library?.login.password.isEmpty == true)
        #expect(state.library?.flow.screen == .login(error: nil))
        _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
        _ = state.handle(Self.leave)
        #expect(state.library?.flow.screen == .working(.loggingIn))
        #expect(state.mpl.payPalContext == nil)
    }
}
