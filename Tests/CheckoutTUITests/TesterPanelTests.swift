import PayPalAPI
import PayPalVocabulary
import Testing
@testable import CheckoutTUI

/// The tester's panel's keys, on a state built without a backend.
struct TesterPanelTests {
    @Test func aKeyPressedWhileThePanelWaitsIsTakenWhenTheBackendAnswers() {
        var state = Fixture.ready()
        #expect(state.handle(.control("f")).calls == [.tester(.refresh)])
        #expect(state.handle(.character("1")).isEmpty, "the panel is still asking the backend")
        let effects = state.answer(.tester(.refresh), .tester(armed: [], clock: nil, buyers: []))
        guard case .tester(.arm(let fault, let label))? = effects.calls.first else { Issue.record("nothing armed: \(effects)"); return }
        #expect(fault.path == "/payterm/v1/buyer/login" && label == "Decline (INSTRUMENT_DECLINED) on the log-in")
    }

    @Test func aBuyerIsAddedWithTheBalanceTypedAndTheCardAndBankChosen() {
        var state = Fixture.ready()
        _ = state.handle(.control("f"))
        state.answer(.tester(.refresh), .tester(armed: [], clock: nil, buyers: []))
        _ = state.handle(.character("a"))
        for _ in 0..<6 { _ = state.handle(.backspace) }
        for key in "1.2.3" { _ = state.handle(.character(key)) }
        #expect(state.handle(.enter).isEmpty)
        #expect(state.tester.notice == "The balance must be an amount such as 250.00.")
        for _ in 0..<5 { _ = state.handle(.backspace) }
        for key in "75.5" { _ = state.handle(.character(key)) }
        _ = state.handle(.left)
        _ = state.handle(.character(" "))
        guard case .tester(.addBuyer(let persona))? = state.handle(.enter).calls.first else { Issue.record("nothing added"); return }
        #expect(persona.email == "tester1@personal.example.com" && persona.password.revealed == "pass1234")
        #expect(persona.balance == (try? Money.parse("75.50", currency: .usd)))
        #expect(persona.card == nil, "← from the first card is none")
        #expect(persona.bank?.lastDigits == "6789")
    }

    @Test func aRefusalSaysWhatWasAskedAndTheClockNeverGoesBack() {
        var state = Fixture.ready()
        _ = state.handle(.control("f"))
        state.answer(.tester(.refresh), .tester(armed: [], clock: nil, buyers: []))
        #expect(state.handle(.character("n")).isEmpty, "no key takes the clock back")
        let refusal = PayPalAPIError.refused(.init(issue: "CLOCK_CANNOT_GO_BACK", message: "The clock is ahead of real time.", debugId: "d"))
        _ = state.receive(FrontAnswer(call: .tester(.clock(.advance(seconds: 60))), result: .failure(refusal)))
        #expect(state.tester.notice == "The backend refused to move PayPal's clock: The clock is ahead of real time. (CLOCK_CANNOT_GO_BACK)")
    }
}
