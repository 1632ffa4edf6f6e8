import Foundation
import Testing

/// #4 Personal send money by keystrokes in a real terminal: to a recipient in Germany, who always pays a card's fee,
/// the sender has no choice and sees the fee as the recipient's.
@Suite(.serialized, .timeLimit(.minutes(3))) struct PersonalPaymentFrontTests {
    static let command = "TERM=xterm-256color \(ServeProcess.binary.path); echo EXIT=$?; sleep 60"

    @Test func aRecipientInGermanyPaysTheCardsFeeAndTheSenderHasNoChoice() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            // From the button, Shift-Tab reaches the experience; #4 is three to the right; Shift-Tab again, the recipient.
            try await tmux.press("BTab")
            for _ in 0..<3 { try await tmux.press("Right") }
            try await tmux.waitFor("#4 Personal send money")
            try await tmux.press("BTab")
            try await tmux.press("Right")
            try await tmux.waitFor("Lena Becker (Germany)")
            try await tmux.press("p")
            try await tmux.waitFor("Log in with email and password")
            try await tmux.type("lee@personal.example.com")
            try await tmux.press("Tab")
            try await tmux.type("pass1234")
            try await tmux.press("Enter")
            let review = try await tmux.waitFor("Recipient's fee")
            #expect(review.contains("lena@personal.example.com") && review.contains("Discover x1117"))
            #expect(!review.contains("Fee paid by"), "in Germany the recipient always pays: no choice")
            try await tmux.press("p")
            try await tmux.waitFor("Payment made")
            // Lee has no PIN: the library offers one, which Esc skips.
            try await tmux.press("Escape")
            try await tmux.waitFor("Last result: Paid")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }
}
