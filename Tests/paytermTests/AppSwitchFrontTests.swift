import CheckoutTUI
import Foundation
import Testing

/// PayPal App Switch by keystrokes in a real terminal against the real binary and its embedded backend: the PayPal
/// app with Face ID (in demo mode too), the web fallback without the app, a cancel and a trip to the home screen in the
/// PayPal app.
@Suite(.serialized, .timeLimit(.minutes(3))) struct AppSwitchFrontTests {
    static let command = "TERM=xterm-256color \(ServeProcess.binary.path); echo EXIT=$?; sleep 60"

    /// Picks App Switch in the flow picker; the focus is left on the flow row.
    static func pickAppSwitch(_ tmux: TmuxSession) async throws {
        try await tmux.waitFor("PayPal library: ready")
        try await tmux.press("Tab")
        for _ in 0..<4 { try await tmux.press("Right") }
        try await tmux.waitFor("BTPayPalClient.tokenize on the buyer's iPhone")
    }

    /// Against the embedded backend, and in demo mode, whose in-process backend plays the gateway too.
    @Test(arguments: ["", " --env none"])
    func faceIDInThePayPalAppPaysAndTheMerchantsServerSells(_ flags: String) async throws {
        try await TmuxSession.run(Self.command.replacingOccurrences(of: "; echo EXIT", with: "\(flags); echo EXIT")) { tmux in
            try await Self.pickAppSwitch(tmux)
            try await tmux.press("p")
            let app = try await tmux.waitFor("Use Face ID")
            #expect(app.contains("◀ PayTerm Demo Store") && !app.contains("Merchant app"), "the PayPal app has the whole screen")
            try await tmux.press("Enter")
            try await tmux.waitFor("Pay PayTerm Demo Store $59.00")
            try await tmux.press("h")
            let home = try await tmux.waitFor("p open PayPal")
            #expect(home.contains("PayTerm Demo") && !home.contains("Merchant app"), "iOS's home screen, with both apps")
            try await tmux.press("Enter")
            try await tmux.waitFor("Left PayPal unfinished")
            try await tmux.press("Enter")
            try await tmux.waitFor("Pay PayTerm Demo Store $59.00")
            try await tmux.press("Enter")
            let paid = try await tmux.waitFor("Last result: Paid: Braintree transaction")
            #expect(paid.contains("$59.00"))
            try await tmux.press("e")
            let events = try await tmux.waitForEvent("analytics paypal:tokenize:succeeded")
            #expect(events.contains("tokenize completion: BTPayPalAccountNonce"))
            #expect(events.contains("app-switch:succeeded"))
            if flags.isEmpty {
                // Past the spinner's 10 s deadline, which ended with the checkout: no answer is said to come late.
                try await Task.sleep(for: .seconds(11))
                #expect(!PaneEvents(try await tmux.screen()).contains("after it closed"))
            }
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func withoutTheAppTheBuyerAllowsSignInAndPaysOnTheWeb() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.pickAppSwitch(tmux)
            for _ in 0...AppSwitchSettings.Row.allCases.firstIndex(of: .payPalApp)! { try await tmux.press("Down") }
            try await tmux.press("Left")
            try await tmux.waitFor("not installed")
            try await tmux.press("p")
            try await tmux.waitFor("to Sign In")
            try await tmux.press("Enter")
            try await tmux.waitFor("https://www.paypal.com")
            try await tmux.type("alex@personal.example.com")
            try await tmux.press("Tab")
            try await tmux.type("pass1234")
            let typed = try await tmux.screen()
            #expect(!typed.contains("pass1234"), "the password is masked")
            try await tmux.press("Enter")
            try await tmux.waitFor("Pay PayTerm Demo Store $59.00")
            try await tmux.press("Enter")
            try await tmux.waitFor("Last result: Paid: Braintree transaction")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func aCancelInThePayPalAppComesBackAsCanceled() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.pickAppSwitch(tmux)
            try await tmux.press("p")
            try await tmux.waitFor("Use Face ID")
            try await tmux.press("Enter")
            try await tmux.waitFor("Pay PayTerm Demo Store $59.00")
            try await tmux.press("c")
            try await tmux.waitFor("Last result: PayPal was cancelled (BTPayPalError 1)")
            try await tmux.press("e")
            try await tmux.waitForEvent("error com.braintreepayments.BTPayPalErrorDomain 1")
            // The PayPal app's own calls say who made them (issue 38, item 19).
            let app = try await tmux.waitForEvent("the PayPal app: POST /payterm/v1/buyer/hermes/")
            #expect(!app.contains("buyer's SDK: POST /payterm/v1/buyer/hermes/"), "\(app)")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// The contact module sends the recipient's email and phone from rows of their own, apart from the buyer's email:
    /// PayPal's review shows the recipient, and the merchant's sale names the payer and the recipient apart (issue 38,
    /// item 24).
    @Test func theContactModuleSendsTheRecipientApartFromTheBuyer() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.pickAppSwitch(tmux)
            let rows = AppSwitchSettings.Row.allCases
            let index = { (row: AppSwitchSettings.Row) in rows.firstIndex(of: row)! }
            for _ in 0...index(.email) { try await tmux.press("Tab") }
            try await tmux.type("shopper@example.com")
            for _ in index(.email)..<index(.contact) { try await tmux.press("Tab") }
            for _ in 0..<3 { try await tmux.press("Right") }
            try await tmux.waitFor("RETAIN_CONTACT_INFO")
            try await tmux.press("Tab")
            try await tmux.type("gift@example.com")
            try await tmux.press("Tab")
            try await tmux.type("+44")
            try await tmux.press("Tab")
            try await tmux.type("07700 900123")
            try await tmux.press("Tab")
            try await tmux.press("p")
            try await tmux.waitFor("Use Face ID")
            try await tmux.press("Enter")
            let review = try await tmux.waitFor("Contact info")
            #expect(review.contains("gift@example.com") && !review.contains("shopper@example.com"), "the recipient's contact, not the buyer's email")
            try await tmux.press("Enter")
            try await tmux.waitFor("Last result: Paid: Braintree transaction")
            try await ConfirmPaymentFrontTests.waitForWrapped("payer: alex@personal.example.com, contact: gift@example.com · +447700900123.", in: tmux)
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// Each way back tells the pane which way came back, and the inspector shows the URL PayPal sent the buyer back on,
    /// a URL being no secret (issue 38, item 5).
    @Test func thePaneSaysWhichWayCameBackAndTheInspectorShowsTheURL() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.pickAppSwitch(tmux)
            for _ in 0...AppSwitchSettings.Row.allCases.firstIndex(of: .returnLink)! { try await tmux.press("Down") }
            try await tmux.press("Right")
            try await tmux.waitFor("link broken, fallback scheme")
            try await tmux.press("p")
            try await tmux.waitFor("Use Face ID")
            try await tmux.press("Enter")
            try await tmux.waitFor("Pay PayTerm Demo Store $59.00")
            try await tmux.press("Enter")
            try await tmux.waitFor("Last result: Paid: Braintree transaction")
            try await tmux.press("e")
            let events = try await tmux.waitForEvent("the PayPal app returned by the fallback scheme paytermdemo://braintree-payments/")
            #expect(!events.contains("returned by universal link"), "\(events)")
            try await tmux.press("e")
            try await tmux.press("C-o")
            try await tmux.waitFor("Inspector · everything")
            try await tmux.press("f")
            try await tmux.waitFor("Inspector · HTTP calls")
            try await tmux.press("End")
            var shown = ""
            // The approval is a few calls before the last: each is opened until it is.
            for _ in 0..<6 {
                try await tmux.press("Enter")
                shown = try await tmux.waitFor("an exchange") { $0.contains("── Request ──") }
                if shown.contains("/approve → 200") { break }
                try await tmux.press("Escape")
                try await tmux.waitFor("the list") { !$0.contains("── Request ──") }
                try await tmux.press("Up")
            }
            #expect(shown.contains("/approve → 200"), "\(shown)")
            let flat = { (screen: String) in PaneEvents.squeezed(screen.replacing("│", with: "")) }
            var body = flat(shown)
            for _ in 0..<4 where !body.contains("\"redirect_url\":") {
                try await tmux.press("PageDown")
                try await Task.sleep(for: .milliseconds(300))
                body = flat(try await tmux.screen())
            }
            #expect(body.contains("\"redirect_url\":\"https://demo.payterm.test/braintree-payments/braintreeAppSwitchPayPal/success"), "\(body)")
            try await tmux.press("Escape")
            try await tmux.waitFor("the list") { !$0.contains("── Request ──") }
            try await tmux.press("q")
            try await tmux.waitFor("the inspector closed") { !$0.contains("Inspector ·") }
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }
}
