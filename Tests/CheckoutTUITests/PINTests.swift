import CheckoutFlows
import Testing
@testable import CheckoutTUI

/// A PIN or code is made as the guide shows: typed twice, digits only; one refused is typed again from the start,
/// with the focus on it.
@Suite struct PINTests {
    static let size = TerminalSize(width: 100, height: 30)

    static func type(_ text: String, into state: inout AppState) {
        for character in text { _ = state.handle(.character(character)) }
    }

    @Test func aPINsFieldsRefuseLettersAsTyped() {
        var state = ScreenCase.createPIN.state(.enUS, size: Self.size)
        #expect(state.library?.focusedControl == .newPIN)
        Self.type("12ab3-4", into: &state)
        #expect(state.library?.newPIN.text == "1234")
    }

    @Test func aMistypedConfirmationSavesNoPINAndBothAreTypedAgain() {
        var state = ScreenCase.createPIN.state(.enUS, size: Self.size)
        Self.type("2468", into: &state)
        _ = state.handle(.tab)
        Self.type("2469", into: &state)
        let work = state.handle(.enter)
        #expect(work.flowEffects(MPLFlow.self).isEmpty, "no PIN is sent to PayPal")
        #expect(state.library?.flow.screen == .createPIN(error: .pinsDiffer))
        #expect(state.library?.newPIN.isEmpty == true && state.library?.confirmPIN.isEmpty == true)
        #expect(state.library?.focusedControl == .newPIN)
        Self.type("2468", into: &state)
        _ = state.handle(.tab)
        Self.type("2468", into: &state)
        #expect(state.handle(.enter).flowEffects(MPLFlow.self).contains { if case .call(.createPIN) = $0 { true } else { false } })
    }

    @Test func aPINTooShortPutsTheFocusOnThePINNotThePhone() {
        var state = ScreenCase.createPINWithPhone.state(.enUS, size: Self.size)
        _ = state.handle(.tab)
        Self.type("12", into: &state)
        _ = state.handle(.tab)
        Self.type("12", into: &state)
        _ = state.handle(.enter)
        #expect(state.library?.flow.screen == .createPIN(error: .invalidPIN))
        #expect(state.library?.focusedControl == .newPIN)
        #expect(state.library?.pinPhone.text == "(408) 555-0177", "the phone stays as typed")
    }

    @Test func aCodeThatDiffersClearsBothFields() {
        let state = ScreenCase.createCodeDiffers.state(.enUS, size: Self.size)
        #expect(state.library?.flow.screen == .createCode(error: .codesDiffer))
        #expect(state.library?.newPIN.isEmpty == true && state.library?.confirmPIN.isEmpty == true)
        #expect(state.library?.focusedControl == .newPIN)
    }
}
