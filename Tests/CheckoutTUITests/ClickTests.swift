import CheckoutFlows
import Testing
@testable import CheckoutTUI

/// Clicks land on what was drawn under them: the merchant app's controls, or the library's while it is open.
@Suite struct ClickTests {
    func ready() -> AppState {
        var state = AppState(backendDescription: "test")
        state.libraryStatus = .ready
        return state
    }

    func click(_ state: inout AppState, on wanted: ClickTarget) throws {
        let frame = Screen.render(state, width: 100, height: 30, clock: "")
        let target = try #require(frame.targets.first { $0.target == wanted }, "\(wanted) is not on screen")
        let landed = try #require(frame.target(atX: target.rect.x + 1, y: target.rect.y))
        _ = state.activate(landed)
    }

    @Test func clickingThePayPalButtonOpensTheLibraryAndCancelClosesIt() throws {
        var state = ready()
        try click(&state, on: .merchant(.payButton))
        #expect(state.library != nil)
        try click(&state, on: .sheet(MPLControl.switchLogin))
        #expect(state.library?.login.usePIN == true)
        try click(&state, on: .sheet(MPLControl.cancel))
        #expect(state.library == nil)
        #expect(state.events.lines.map(\.text).suffix(2) == ["paymentCanceled()", "paymentLibraryExit()"])
    }

    @Test func clickingThePickerChangesTheExperience() throws {
        var state = ready()
        try click(&state, on: .merchant(.row(3)))
        #expect(state.mpl.experience == .goodsWithoutShipping)
        #expect(state.merchant.focus == .row(3))
    }

    @Test func theMerchantAppIgnoresClicksWhileTheLibraryIsOpen() throws {
        var state = ready()
        _ = MerchantAppLayer.press(in: &state)
        _ = state.activate(.merchant(.row(3)))
        #expect(state.mpl.experience == .goodsWithShipping)
    }

    @Test(arguments: MPLEntry.ButtonSize.allCases)
    func everyButtonSizeFitsItsText(_ size: MPLEntry.ButtonSize) {
        var state = ready()
        state.changeFlow(MPLEntry.self) { $0.buttonSize = size }
        for language in Language.allCases {
            state.language = language
            let frame = Screen.render(state, width: 100, height: 30, clock: "")
            #expect(frame.lines.joined().contains(language.strings.payWithPayPal), "\(size) \(language)")
        }
    }
}
