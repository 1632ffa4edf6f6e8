import CheckoutTUI
import Foundation
import Testing

/// Pay Later by keystrokes in a real terminal against the real binary: PayPal's message under the cart following its
/// total, Learn More over the app, the delegate's events in causal order, a tester's fault on the message, and the
/// checkout it opens in the PayPal app.
@Suite(.serialized, .timeLimit(.minutes(3))) struct PayLaterFrontTests {
    static let command = "TERM=xterm-256color \(ServeProcess.binary.path); echo EXIT=$?; sleep 60"

    /// Picks Pay Later, → from the MPL to where the catalog lists it, and chooses it, Tab leaving the focus on its
    /// first setting, the amount.
    static func pickPayLater(_ tmux: TmuxSession) async throws {
        try await tmux.waitFor("PayPal library: ready")
        try await tmux.press("Tab")
        for _ in 0..<(FlowCatalog.names.firstIndex(of: "pay-later") ?? 0) { try await tmux.press("Right") }
        try await tmux.waitFor("BTPayPalMessagingView under the cart")
        try await tmux.press("Tab")
    }

    @Test(arguments: ["", " --env none"])
    func theMessageFollowsTheCartLearnMoreOpensAndThePayPalAppOffersPayLater(_ flags: String) async throws {
        try await TmuxSession.run(Self.command.replacingOccurrences(of: "; echo EXIT", with: "\(flags); echo EXIT")) { tmux in
            try await Self.pickPayLater(tmux)
            try await tmux.waitFor("Pay in 4 interest-free payments of $14.75 with PayPal.")
            for _ in 0..<5 { try await tmux.press("BSpace") }
            try await tmux.type("1600")
            try await tmux.waitFor("As low as $73.82/mo with PayPal.")
            try await tmux.press("Tab")
            try await tmux.press("Tab")
            try await tmux.press("Enter")
            let sheet = try await tmux.waitFor("$542.24/mo")
            #expect(sheet.contains("PayPal · Learn more") && sheet.contains("Pay Monthly"))
            #expect(sheet.contains("Esc close"))
            try await tmux.press("Escape")
            let back = try await tmux.waitFor("Pay with PayPal") { !$0.contains("Learn more ─") }
            #expect(back.contains("As low as $73.82/mo"))
            try await tmux.press("e")
            let events = try await tmux.waitForEvent("didSelect(_:)")
            // The last message's story: the delegate hears before PayPal is asked and after it answers (demo mode
            // makes no HTTP calls to show).
            let last = { (text: String) in events.events.lastIndex { $0.contains(PaneEvents.squeezed(text)) } ?? -1 }
            #expect(last("willAppear(") >= 0 && last("willAppear(") < last("didAppear(") && last("didAppear(") < last("didSelect("), "\(events)")
            if flags.isEmpty {
                #expect(last("willAppear(") < last("/credit-presentment/native/message"), "\(events)")
                #expect(last("/credit-presentment/native/message") < last("didAppear("), "\(events)")
                #expect(last("didSelect(") < last("/credit-presentment/lander/modal"), "\(events)")
            }
            try await tmux.press("e")
            try await tmux.press("p")
            try await tmux.waitFor("Use Face ID")
            try await tmux.press("Enter")
            let review = try await tmux.waitFor("Pay PayTerm Demo Store $1,600.00")
            // offerPayLater "prioritizes installment options on the PayPal screen": the review opens on the first plan.
            #expect(review.contains("◉ l Pay Monthly, 3 months") && review.contains("$542.24/mo"), "$1,600 is over Pay in 4's range: \(review)")
            #expect(!review.contains("PayPal balance"), "\(review)")
            try await tmux.press("Enter")
            try await tmux.waitFor("Last result: Paid: Braintree transaction")
            try await tmux.press("e")
            try await tmux.waitForEvent("creditFinancing: {term: 3, monthlyPayment: 542.24")
            try await tmux.press("e")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// A sale paid with Pay in 4, then 29 days on PayPal's clock: the app and its pane say which payments PayPal's
    /// autopay took (the second and third; the first went with the sale).
    @Test func theInstalmentsThatFallDueAsTheClockMovesShowInTheApp() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.pickPayLater(tmux)
            try await tmux.waitFor("$14.75")
            try await tmux.press("Tab")   // off the amount, whose field would take the p
            try await tmux.press("p")
            try await tmux.waitFor("Use Face ID")
            try await tmux.press("Enter")
            try await tmux.waitFor("◉ l Pay in 4")
            try await tmux.press("Enter")
            try await tmux.waitFor("Last result: Paid: Braintree transaction")
            try await ConfirmPaymentFrontTests.moveClock("9", to: "+29 d", in: tmux)
            try await ConfirmPaymentFrontTests.waitForWrapped(
                "Last result: Pay Later on Braintree transaction", in: tmux)
            try await ConfirmPaymentFrontTests.waitForWrapped("Pay in 4, 3 of 4 payments taken by PayPal's autopay; 1 to come.", in: tmux)
            try await tmux.press("e")
            let pane = try await tmux.waitForEvent("PayPal's autopay took Pay in 4 payment 3 of 4")
            #expect(pane.events.contains { $0.contains(PaneEvents.squeezed("PayPal's autopay took Pay in 4 payment 2 of 4, $14.75, due Dec")) }, "\(pane)")
            #expect(!pane.description.contains(PaneEvents.squeezed("payment 1 of 4")) && !pane.description.contains(PaneEvents.squeezed("payment 4 of 4")), "\(pane)")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// A message that cannot load leaves nothing under the cart, as Braintree's view does; the delegate's onError
    /// says why in PayPal's words, with no word of the tester's fault, which its call's line names.
    @Test func aTestersFaultOnTheMessageLeavesNothingThereAndTheNextCartAsksAgain() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.pickPayLater(tmux)
            try await tmux.waitFor("$14.75")
            for _ in 0..<5 { try await tmux.press("BSpace") }
            try await tmux.type("590")
            try await tmux.waitFor("Pay in 4 interest-free payments of $147.50 with PayPal.")
            try await tmux.press("C-f")
            try await tmux.waitFor("Make the Pay Later message fail")
            try await tmux.press("5")
            try await tmux.waitFor("F-1 GET /credit-presentment/native/message")
            try await tmux.press("Escape")
            try await tmux.waitFor("the panel closed") { !$0.contains("Tester · Esc closes") }
            try await tmux.press("Tab")
            try await tmux.press("Right")
            let failed = try await tmux.waitFor("the message failed") { !$0.contains("Loading PayPal's") && !$0.contains("$147.50") }
            #expect(!failed.contains("did not load") && !failed.contains("Fault F-1"), "\(failed)")
            try await tmux.press("Left")
            try await tmux.waitFor("Pay in 4 interest-free payments of $147.50 with PayPal.")
            try await tmux.press("e")
            let pane = try await tmux.waitForEvent("onError(_:error:) · invalidResponse")
            #expect(!pane.description.contains(PaneEvents.squeezed("armed by a tester")), "\(pane)")
            let call = PaneEvents.squeezed("GET /credit-presentment/native/message?"), tag = PaneEvents.squeezed("→ 500 (")
            #expect(pane.events.contains { $0.contains(call) && $0.contains(tag) && $0.hasSuffix("thetester'sfaultF-1") }, "\(pane)")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }
}
