import Foundation
import Testing

/// The tester's panel by keystrokes in a real terminal: a decline armed on the capture, and PayPal's clock moved
/// 30 days, each followed to what the shopper then sees.
@Suite(.serialized, .timeLimit(.minutes(3))) struct TesterPanelFrontTests {
    static let command = "TERM=xterm-256color \(ServeProcess.binary.path); echo EXIT=$?; sleep 60"

    /// Approves a confirm payment checkout and opens the tester's panel on its confirmation screen.
    static func panelAtConfirmation(_ tmux: TmuxSession) async throws {
        try await ConfirmPaymentFrontTests.approve("Confirm payment", in: tmux)
        try await tmux.waitFor("Confirm and pay")
        try await tmux.press("C-f")
        try await tmux.waitFor("Make the capture fail (POST /v2/payments/authorizations/*/capture)")
    }

    /// Logs Alex in to the MPL's review, arms the panel's choice `key` on the payment, and closes the panel.
    static func armOnThePayment(_ key: String, _ armed: String, in tmux: TmuxSession) async throws {
        try await tmux.waitFor("PayPal library: ready")
        try await tmux.press("Enter")
        try await tmux.logInAsAlex()
        try await tmux.waitFor("Ship to")
        try await arm(key, armed, on: "Make the payment fail", in: tmux)
    }

    /// Opens the panel, which names the next call of the checkout on screen (`call`), arms its choice `key` on it,
    /// and closes the panel.
    static func arm(_ key: String, _ armed: String, on call: String, in tmux: TmuxSession) async throws {
        try await tmux.press("C-f")
        try await tmux.waitFor(call)
        try await tmux.waitFor("the panel is ready") { $0.contains("No faults armed.") }
        try await tmux.press(key)
        try await tmux.waitFor(armed)
        try await tmux.press("Escape")
        try await tmux.waitFor("the panel closed") { !$0.contains("Tester ·") }
    }

    @Test func aDeclineArmedOnTheCaptureFailsIt() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.panelAtConfirmation(tmux)
            try await tmux.press("1")
            try await tmux.waitFor("Armed: Decline (INSTRUMENT_DECLINED) on the capture.")
            try await tmux.waitFor("F-1 POST /v2/payments/authorizations/*/capture: error 422")
            try await tmux.press("Escape")
            try await tmux.waitFor("the panel closed") { !$0.contains("Tester ·") && $0.contains("Confirm and pay") }
            try await tmux.press("Enter")
            let dialog = try await tmux.waitFor("Payment capture failed. Please contact support.")
            #expect(dialog.contains("Payment Error") && dialog.contains("PayPal answered INSTRUMENT_DECLINED."), "\(dialog)")
            try await tmux.press("Enter")
            try await tmux.waitFor("Payment capture failed. Please contact support. (INSTRUMENT_DECLINED)")
            try await tmux.press("C-f")
            try await tmux.waitFor("No faults armed.")
            try await tmux.press("Escape")
            try await tmux.waitFor("the panel closed") { !$0.contains("Tester ·") && $0.contains("The PayPal button") }
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// A session that ends at the payment sends the buyer back to the log-in, as its words say, and the payment
    /// goes on once they log in again; the merchant hears of no failure.
    @Test func anEndedSessionOffersTheLogInAndThePaymentGoesOn() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.armOnThePayment("8", "Armed: Session expired", in: tmux)
            try await tmux.press("p")
            let login = try await tmux.waitFor("Your PayPal session has ended")
            #expect(login.contains("Log in with email and password") && !login.contains("Return to"), "\(login)")
            // The focus is on the password, cleared.
            try await tmux.type("pass1234")
            try await tmux.press("Enter")
            try await tmux.waitFor("Ship to")
            try await tmux.press("p")
            try await tmux.waitFor("Last result: Paid")
            #expect(!(try await tmux.screen()).contains("paymentFailed"))
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// The same in PayPal's web sheet (pay now): back to the log-in, never onError, and the order is paid once the
    /// buyer logs in again.
    @Test func anEndedSessionInTheWebSheetOffersTheLogInAndTheApprovalGoesOn() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await ConfirmPaymentFrontTests.pick("Pay now", in: tmux)
            try await ConfirmPaymentFrontTests.logIn(tmux)
            try await tmux.waitFor("‹ PayPal balance ›")
            try await Self.arm("8", "Armed: Session expired on the approval.", on: "Make the approval fail", in: tmux)
            try await tmux.press("p")
            let login = try await tmux.waitFor("Your PayPal session has ended")
            #expect(login.contains("Log in to your PayPal account") && !login.contains("AUTHENTICATION_FAILURE"), "\(login)")
            try await tmux.type("pass1234")
            try await tmux.press("Enter")
            try await tmux.waitFor("‹ PayPal balance ›")
            try await tmux.press("p")
            try await tmux.waitFor("Last result: Payment captured")
            #expect(!(try await tmux.screen()).contains("onError"))
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func thirtyDaysOnPayPalsClockExpireTheAuthorisation() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.panelAtConfirmation(tmux)
            try await tmux.press("0")
            try await tmux.waitFor("PayPal's clock +30 d")
            try await tmux.press("Escape")
            try await tmux.waitFor("the panel closed") { !$0.contains("Tester ·") && $0.contains("Confirm and pay") }
            try await tmux.press("Enter")
            try await tmux.waitFor("Authorisation expired. Please restart payment.")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func theNextBuyerFillsTheLogInOnScreen() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await tmux.press("C-f")
            try await tmux.waitFor("b next buyer into the log-in")
            try await tmux.press("b")
            try await tmux.waitFor("The log-in now holds alex@personal.example.com")
            try await tmux.press("Escape")
            let login = try await tmux.waitFor("Log in with email and password")
            #expect(login.contains("alex@personal.example.com") && !login.contains("pass1234"), "the password stays masked")
            try await tmux.press("Enter")
            try await tmux.press("Enter")
            try await tmux.waitFor("Ship to")
            try await tmux.press("Escape")
            try await tmux.waitFor("the library closed") { !$0.contains("Billing summary") }
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func aBuyerAddedFromThePanelLogsInAndPays() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await tmux.press("C-f")
            try await tmux.waitFor("a add a buyer")
            try await tmux.press("a")
            try await tmux.waitFor("Add a buyer: tester1@personal.example.com")
            try await tmux.press("BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
            try await tmux.type("60.00")
            try await tmux.press("Enter")
            let added = try await tmux.waitFor("Added tester1@personal.example.com (password pass1234) with 60.00 USD;")
            #expect(added.contains("the log-in holds it."))
            try await tmux.press("Escape")
            let login = try await tmux.waitFor("the panel closed") { !$0.contains("Tester ·") }
            #expect(login.contains("tester1@personal.example.com") && !login.contains("pass1234"), "the password stays masked")
            try await tmux.press("Enter")
            try await tmux.press("Enter")
            let review = try await tmux.waitFor("Ship to")
            #expect(review.contains("$49.37") && review.contains("PayPal balance"), "\(review)")
            #expect(review.contains("1 Tester Lane"), "the added buyer has an address to ship to")
            try await tmux.press("p")
            try await tmux.waitFor("Payment made")
            try await tmux.press("Escape")
            try await tmux.waitFor("Last result: Paid: AP-")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// The capture a decline failed, opened from the inspector in full and written out as curl.
    @Test func theInspectorOpensTheDeclinedCaptureAndCopiesItAsCurl() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        try await TmuxSession.run("XDG_STATE_HOME=\(state.path) " + Self.command) { tmux in
            try await Self.panelAtConfirmation(tmux)
            try await tmux.press("1")
            try await tmux.waitFor("Armed: Decline (INSTRUMENT_DECLINED) on the capture.")
            try await tmux.press("Escape")
            try await tmux.waitFor("the panel closed") { !$0.contains("Tester ·") && $0.contains("Confirm and pay") }
            try await tmux.press("Enter")
            try await tmux.waitFor("Payment capture failed.")
            try await tmux.press("C-o")
            try await tmux.waitFor("Inspector · everything")
            for _ in 0..<5 { try await tmux.press("f") }
            try await tmux.waitFor("Inspector · failed calls")
            try await tmux.press("Enter")
            let exchange = try await tmux.waitFor("Fault applied: F-1")
            #expect(exchange.contains("/capture → 422") && exchange.contains("authorization: ****"), "\(exchange)")
            try await tmux.press("c")
            try await tmux.waitFor("Copied as curl to")
            let folder = state.appendingPathComponent("payterm/exchanges")
            let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(scripts.count == 1)
            let script = try String(contentsOf: folder.appendingPathComponent(try #require(scripts.first)), encoding: .utf8)
            #expect(script.contains("curl -sS -i -X POST 'http://127.0.0.1:") && script.contains("/capture'"), "\(script)")
            try await tmux.press("Escape")
            try await tmux.waitFor("Inspector · failed calls")
            try await tmux.press("Escape")
            try await tmux.waitFor("the inspector closed") { !$0.contains("Inspector ·") }
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// A 500 armed on the payment: the library asks PayPal whether it was paid, says it was not, and pays on the
    /// next press, once.
    @Test func aPaymentThatFailedInsidePayPalIsCheckedThenPaidOnce() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.armOnThePayment("5", "Armed: PayPal error 500 on the payment.", in: tmux)
            try await tmux.press("p")
            try await tmux.waitFor("nothing was paid")
            try await tmux.press("p")
            try await tmux.waitFor("Last result: Paid: AP-")
            try await tmux.press("C-e")
            let events = try await tmux.waitForEvent("paymentLibraryExit()")
            #expect(events.count(of: "paymentSuccess(") == 1, "one payment:\n\(events)")
            #expect(!events.contains("paymentFailed"))
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }
}
