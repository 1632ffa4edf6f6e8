import Foundation
import CheckoutFlows
import PayPalAPI
import Testing
@testable import CheckoutTUI

/// The payment methods' charges with no buyer present, key by key: the amount is checked before anything is sent,
/// `h` authorizes, only an authorization is captured or voided and only a capture refunded, and a card is not charged by
/// vault id.
@Suite struct SavedChargeTests {
    static let authorized = try! SavedCharges.Charge(Fixture.order("COMPLETED", authorized: true), method: "PayPal · a…@personal.example.com")

    /// The payment methods with Alex's saved wallet listed, and `key` pressed on it.
    static func methods(pressing key: Character) -> AppState {
        var state = ScreenCase.savedMethods.state(.enUS, size: TerminalSize(width: 72, height: 22))
        _ = state.handle(.character(key))
        return state
    }

    @Test func anAmountThatIsNoAmountIsRefusedBeforeTheServerCallsPayPal() {
        var state = Self.methods(pressing: "c")
        for _ in 0..<5 { _ = state.handle(.backspace) }
        _ = state.handle(.character("x"))
        #expect(state.handle(.enter).entryCalls.isEmpty)
        #expect(Screen.render(state, width: 72, height: 22, clock: "").lines.joined().contains("Type an amount above zero"))
        _ = state.handle(.escape)
        #expect(state.merchant.methods.list.notice == "Charged nothing.")
        #expect(!state.events.contains("create order with vault_id"))
    }

    @Test func hAuthorizesAndOnlyAnAuthorizationIsVoided() {
        var state = Self.methods(pressing: "h")
        let calls = state.handle(.enter).entryCalls
        #expect(calls.map(\.name) == ["charge saved method"])
        #expect(state.events.contains("create order with vault_id 8kk8451t, 25.00 USD, intent AUTHORIZE, no buyer present"))
        _ = calls[0].take(.success(Self.authorized), &state)
        #expect(state.merchant.panel == .screen(SavedChargesPanel()))
        #expect(state.handle(.character("r")).entryCalls.isEmpty, "nothing was taken to refund")
        #expect(state.merchant.methods.charges.list.notice?.contains("is an authorization") == true)
        let void = state.handle(.character("v")).entryCalls
        #expect(void.map(\.name) == ["void saved charge"])
        _ = void[0].take(.success("VOIDED"), &state)
        #expect(state.merchant.methods.charges.list.entries.first?.status == "VOIDED")
        #expect(state.merchant.panel == .screen(SavedChargesPanel()), "the list takes keys again")
    }

    @Test func anAuthorizationCapturedBecomesTheCaptureThatIsRefunded() throws {
        var state = Self.methods(pressing: "h")
        _ = state.handle(.enter).entryCalls.first?.take(.success(Self.authorized), &state)
        let authorization = try #require(state.merchant.methods.charges.list.entries.first?.paymentId)
        let capture = state.handle(.character("c")).entryCalls
        #expect(capture.map(\.name) == ["capture saved charge"])
        #expect(state.events.contains("capture in full the authorization \(authorization)"))
        let captured = try JSONDecoder().decode(PaymentsClient.Capture.self, from: Data(#"{"id": "3C0SAVED00000000C", "status": "COMPLETED"}"#.utf8))
        _ = capture[0].take(.success(captured), &state)
        let charge = try #require(state.merchant.methods.charges.list.entries.first)
        #expect(charge.kind == .capture && charge.paymentId == "3C0SAVED00000000C" && charge.status == "COMPLETED")
        #expect(state.handle(.character("c")).entryCalls.isEmpty, "a capture is not captured again")
        #expect(state.merchant.methods.charges.list.notice?.contains("is a capture") == true)
        #expect(state.handle(.character("r")).entryCalls.map(\.name) == ["refund saved charge"])
    }

    @Test func aCardIsNotChargedByVaultId() {
        var state = ScreenCase.savedMethods.state(.enUS, size: TerminalSize(width: 72, height: 22))
        state.merchant.methods.list.entries = [SavedMethods.Entry(id: "9kk0001c", label: "Visa ···· 1111")]
        #expect(state.handle(.character("c")).isEmpty)
        #expect(state.merchant.methods.list.notice?.contains("is not a PayPal wallet") == true)
        #expect(state.merchant.panel == .screen(SavedMethodsPanel()), "no amount is asked")
    }

    @Test func theChargesOutliveThePaymentMethodsClosing() {
        var state = Self.methods(pressing: "c")
        _ = state.handle(.enter).entryCalls.first?.take(.success(ScreenCase.savedCharge), &state)
        _ = state.handle(.escape)
        _ = state.handle(.escape)
        _ = state.handle(.character("m"))
        #expect(state.merchant.methods.charges.list.entries == [ScreenCase.savedCharge])
    }
}
