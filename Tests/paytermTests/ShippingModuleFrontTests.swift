import CheckoutTUI
import Foundation
import Testing

/// The shipping module by keystrokes in a real terminal against the real binary: PayPal calls the demo store's
/// server (on its loopback port, or in this process in demo mode) as the review opens and as the buyer picks another
/// option or address; the review, the event pane and the sale follow its answers, or its refusal, or its silence.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ShippingModuleFrontTests {
    /// Sets the App Switch request's Shipping row (`steps` → from "no callback URL") and opens the PayPal app's review,
    /// with the event pane beside it.
    static func openReview(_ tmux: TmuxSession, shipping steps: Int, shows label: String) async throws {
        try await AppSwitchFrontTests.pickAppSwitch(tmux)
        try await tmux.press("e")
        for _ in 0...AppSwitchSettings.Row.allCases.firstIndex(of: .shipping)! { try await tmux.press("Tab") }
        for _ in 0..<steps { try await tmux.press("Right") }
        try await tmux.waitFor(label)
        for _ in 0..<3 { try await tmux.press("Tab") }
        try await tmux.press("Enter")
        try await tmux.waitFor("Use Face ID")
        try await tmux.press("Enter")
    }

    static func run(_ flags: String = "", _ body: (TmuxSession) async throws -> Void) async throws {
        try await TmuxSession.run(AppSwitchFrontTests.command.replacingOccurrences(of: "; echo EXIT", with: "\(flags); echo EXIT"), body)
    }

    @Test(arguments: ["", " --env none"])
    func theStoresServerAnswersEachChangeAndChargesItsTotal(_ flags: String) async throws {
        try await Self.run(flags) { tmux in
            try await Self.openReview(tmux, shipping: 1, shows: "server offers 2 options")
            let review = try await tmux.waitFor("Shipping (1/2)")
            #expect(review.contains("Ship to (1/2)") && review.contains("Free Shipping $0.00") && review.contains("$59.00"))
            #expect(review.contains("a address · o shipping"))
            try await tmux.press("o")
            try await tmux.waitFor("Pay PayTerm Demo Store $66.00")
            try await tmux.press("a")
            let moved = try await tmux.waitFor("500 Howard St")
            #expect(moved.contains("USPS Priority $7.00") && moved.contains("$66.00"), "a new address keeps the option chosen")
            let events = try await tmux.waitForEvent("merchant's server ← shipping callback: San Francisco")
            let first = { (text: String) in events.events.firstIndex { $0.contains(PaneEvents.squeezed(text)) } ?? -1 }
            #expect(first("→ 200: Free Shipping 0.00, USPS Priority 7.00 ✓ · total 66.00 USD") > first("option 2 USPS Priority"), "\(events)")
            if flags.isEmpty {
                // Each callback is told after the buyer's call that caused it.
                #expect(first("/shipping → 200") < first("option 2 USPS Priority"), "\(events)")
            }
            try await tmux.press("Enter")
            let paid = try await tmux.waitFor("Last result: Paid: Braintree transaction")
            #expect(paid.contains("$66.00"), "the store's server charges the total it answered")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func aStoreThatDoesNotShipToTheUSHoldsPayAndOneTooSlowIsNoAnswer() async throws {
        try await Self.run { tmux in
            try await Self.openReview(tmux, shipping: 2, shows: "server refuses the US")
            try await tmux.waitFor("shipped to this")
            try await tmux.waitForEvent("→ 422: COUNTRY_ERROR")
            let held = try await tmux.screen()
            #expect(!held.contains("Enter pay"), "Pay Now is held, and its key is not offered: \(held)")
            try await tmux.press("Enter")
            try await tmux.press("c")
            try await tmux.waitFor("PayPal was cancelled")
            let events = try await tmux.waitForEvent("/cancel → 200")
            #expect(!events.contains("/approve"), "Pay waits for an address the store ships to: \(events)")
        }
        try await Self.run { tmux in
            try await Self.openReview(tmux, shipping: 3, shows: "server answers in 5 s")
            try await tmux.waitFor("confirm shipping in")
            try await tmux.waitForEvent("→ 200 after 5 s")
            try await tmux.press("C-c")
            try await tmux.waitFor("EXIT=")
        }
    }
}
