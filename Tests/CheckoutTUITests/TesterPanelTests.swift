import PayPalAPI
import PayPalVocabulary
import Testing
@testable import CheckoutTUI

/// The tester's panel's keys, on a state built without a backend.
struct TesterPanelTests {
    @Test func aKeyPressedWhileThePanelWaitsIsTakenWhenTheBackendAnswers() {
        var state = Fixture.ready()
        #expect(state.handle(.control("f")).calls == [.tester(.refresh)])
        #expect(state.handle(.character("4")).isEmpty, "the panel is still asking the backend")
        let effects = state.answer(.tester(.refresh), .tester(armed: [], clock: nil, buyers: []))
        guard case .tester(.arm(let fault, let label))? = effects.calls.first else { Issue.record("nothing armed: \(effects)"); return }
        #expect(fault.path == "/payterm/v1/buyer/login" && label == "Timeout (no answer) on the log-in")
    }

    @Test func eachCallIsOfferedOnlyTheRefusalsPayPalCouldAnswerThere() {
        let logIn = CallSite.logIn
        let creation = CallSite("POST", "/v2/checkout/orders", "the order's creation")
        let capture = CallSite("POST", "/v2/payments/authorizations/*/capture", "the capture",
                               refusals: [.declined, .expired(issue: "AUTHORIZATION_EXPIRED")])
        func keys(_ call: CallSite) -> String { String(TesterPanel.choices(at: call).map(\.choice.key)) }
        #expect(keys(logIn) == "34567", "a log-in is neither declined nor expired, and opens the session")
        #expect(keys(creation) == "34567")
        #expect(keys(capture) == "1234567e")
        #expect(TesterLayer.runs(of: ["1", "2", "3", "5", "6", "e"]) == "1-3 5 6 e")
        let expired = TesterPanel.choices(at: capture).first { $0.choice.key == "e" }?.outcome
        #expect(expired == .error(status: 422, issue: "AUTHORIZATION_EXPIRED"))

        var state = Fixture.ready()
        _ = state.handle(.control("f"))
        state.answer(.tester(.refresh), .tester(armed: [], clock: nil, buyers: []))
        #expect(state.nextCall == logIn)
        #expect(state.handle(.character("1")).isEmpty, "Decline means nothing at the log-in")
        #expect(TesterLayer.keyHints(state)?.hasPrefix("3-7 fail the next call") == true)
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
