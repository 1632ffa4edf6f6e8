import CheckoutFlows
import Testing
@testable import CheckoutTUI

/// What the merchant's app says of the library's outcome and whom it pays, for an audience to read: PayPal's words
/// with the code once, payees by name with their amounts in a column.
@Suite struct MerchantWordsTests {
    @Test func aFailureSaysTheCodeOnce() {
        let held = MPLCheckout.failure(code: "SENDING_LIMIT_EXCEEDED", message: "Over the sending limit (SENDING_LIMIT_EXCEEDED).", correlationId: "6db1")
        #expect(held == "Failed: Over the sending limit (SENDING_LIMIT_EXCEEDED). (correlation id 6db1)")
        let plain = MPLCheckout.failure(code: "INSTRUMENT_DECLINED", message: "The card was declined.", correlationId: "")
        #expect(plain == "Failed: The card was declined. (INSTRUMENT_DECLINED)")
        #expect(MPLCheckout.failure(code: "X", message: "", correlationId: "") == "Failed: X")
    }

    @Test func payeesAreNamedWithTheirAmountsInAColumn() {
        var state = Fixture.ready(size: TerminalSize(width: 100, height: 30))
        state.changeFlow(MPLEntry.self) { $0.experience = .chained }
        let lines = Screen.render(state, width: 100, height: 30, clock: "").lines
        let agent = lines.first { $0.contains("Wayfarer Travel Agency (primary)") }
        let hotel = lines.first { $0.contains("Harbour Hotel") }
        #expect(agent?.range(of: "$100.00")?.upperBound.utf16Offset(in: agent!) == hotel?.range(of: "$90.00")?.upperBound.utf16Offset(in: hotel!))
        #expect(!lines.joined().contains("agent@business.example.com"))
    }
}
