import CheckoutFlows
import PayPalAPI
import Testing
@testable import CheckoutTUI

/// The merchant app's dynamic-amounts setting, through AppState: the callback's answer in the event pane, the
/// new amounts on the review screen, and the error screens of its two error codes.
extension ScreenSnapshotTests {
    func loggedIn(with setting: DynamicAmountsSetting, as buyer: BuyerSession? = nil) throws -> (AppState, [AppEffect]) {
        var state = ready()
        for _ in 0..<DynamicAmountsSetting.allCases.firstIndex(of: setting)! { _ = state.handle(.character("d")) }
        _ = state.handle(.enter)
        _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
        let work = state.send(.loggedIn(try buyer ?? session))
        return (state, work)
    }

    @Test func theCallbackRecomputesTheOrderBeforeItsPayKeyIsMade() throws {
        let (state, work) = try loggedIn(with: .recompute)
        #expect(state.mpl.dynamicAmounts == .recompute)
        guard case .call(.createPayment(let order, _))? = work.flowEffects(MPLFlow.self).first else { throw Failure("no Pay: \(work)") }
        #expect(order.shipping.text == "2.99")   // local delivery around San Jose
        #expect(order.total.text == "47.37")
        #expect(state.events.lines.last?.text == "adjustAmountsForAddress(San Jose, CA) → tax 3.38, shipping 2.99")
        var reviewing = state
        _ = reviewing.send(.paymentCreated(payKey: "AP-TEST"))
        _ = reviewing.send(.reviewLoaded(Fixture.review(of: order)))
        let screen = Screen.render(reviewing, width: 100, height: 30, clock: "").lines.joined(separator: "\n")
        #expect(screen.contains("Tax $3.38 · Shipping $2.99"))
        #expect(screen.contains("$47.37"))
    }

    @Test(arguments: [(DynamicAmountsSetting.answerServerError, AmountError.server), (.answerOtherError, .other)])
    func anAmountErrorShowsTheFatalErrorScreen(_ setting: DynamicAmountsSetting, _ error: AmountError) throws {
        var (state, work) = try loggedIn(with: setting)
        #expect(work.isEmpty)
        guard case .failure(let shown) = state.library?.flow.screen else { throw Failure("no error screen") }
        #expect(shown.code == error.rawValue)
        #expect(state.events.lines.map(\.text).suffix(2) == [
            "adjustAmountsForAddress(San Jose, CA) → \(error.rawValue)",
            "paymentFailed(correlationID: \(shown.debugId), errorCode: \(error.rawValue), errorMessage: \(error.message))",
        ])
        #expect(shown.debugId.count == 13 && shown.debugId.allSatisfy(\.isHexDigit), "support can quote it")
        for language in Language.allCases {
            state.language = language
            let screen = Screen.render(state, width: 100, height: 30, clock: "").lines.joined()
            #expect(screen.contains(error.rawValue))
            #expect(screen.contains(String(language.strings.amountError(error).prefix(12))), "\(language)")
        }
        _ = state.handle(.enter)
        #expect(state.library == nil)
        #expect(state.events.lines.last?.text == "paymentLibraryExit()")
        #expect(state.merchant.result?.contains(error.rawValue) == true)
    }

    @Test(arguments: [DynamicAmountsSetting.off, .recompute])
    func theAddressChoiceKeepsTheFocus(_ setting: DynamicAmountsSetting) throws {
        var (state, _) = try loggedIn(with: setting, as: Fixture.session())
        _ = state.send(.paymentCreated(payKey: "AP-TEST"))
        _ = state.send(.reviewLoaded(try review))
        _ = state.handle(.down)
        #expect(state.library?.focusedControl == .address)
        let work = state.handle(.right)
        #expect(work.isEmpty == (setting == .off))
        if setting == .recompute {
            #expect(state.library?.flow.screen == .working(.preparingPayment))
            _ = state.send(.paymentCreated(payKey: "AP-SECOND"))
            _ = state.send(.reviewLoaded(try review))
        }
        guard case .review(let shown) = state.library?.flow.screen else { throw Failure("no review") }
        #expect(shown.addressId == Fixture.work.id)
        #expect(state.library?.focusedControl == .address)
    }

    @Test func theSettingCyclesAndTurnsTheStoreCallbackOnAndOff() {
        var state = ready()
        #expect(!state.mpl.order.dynamicAmountUpdateEnabled)
        _ = state.handle(.character("d"))
        #expect(state.mpl.order.dynamicAmountUpdateEnabled)
        let merchant = Screen.render(state, width: 100, height: 30, clock: "").lines.joined()
        #expect(merchant.contains("Dynamic amounts (d): on: tax by state"))
        for _ in 1..<DynamicAmountsSetting.allCases.count { _ = state.handle(.character("d")) }
        #expect(state.mpl.dynamicAmounts == .off)
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
