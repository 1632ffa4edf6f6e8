import Foundation
import Testing

/// The tester's panel by keystrokes in a real terminal: a decline armed on the capture, and PayPal's clock moved
/// 30 days, each followed to what the shopper then sees.
@Suite(.serialized, .timeLimit(.minutes(1))) struct TesterPanelFrontTests {
    static let command = "TERM=xterm-256color \(ServeProcess.binary.path); echo EXIT=$?; sleep 60"

    /// Approves a confirm payment checkout and opens the tester's panel on its confirmation screen.
    static func panelAtConfirmation(_ tmux: TmuxSession) async throws {
        try await ConfirmPaymentFrontTests.approve("Confirm payment", in: tmux)
        try await tmux.waitFor("Confirm and pay")
        try await tmux.press("C-f")
        try await tmux.waitFor("Make the capture fail (POST /v2/payments/authorizations/*/capture)")
    }

    @Test func aDeclineArmedOnTheCaptureFailsIt() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.panelAtConfirmation(tmux)
            try await tmux.press("1")
            try await tmux.waitFor("Armed: Decline (INSTRUMENT_DECLINED) on the capture.")
            try await tmux.waitFor("F-1 POST /v2/payments/authorizations/*/capture: error 422")
            try await tmux.press("Escape")
            try await tmux.waitFor("Confirm and pay")
            try await tmux.press("Enter")
            try await tmux.waitFor("Payment capture failed. Please contact support. (INSTRUMENT_DECLINED)")
            try await tmux.press("C-f")
            try await tmux.waitFor("No faults armed.")
            try await tmux.press("Escape")
            try await tmux.waitFor("The PayPal button")
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
            try await tmux.waitFor("Confirm and pay")
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
}
