import Foundation
import Testing

/// Keys as a real terminal sends them to the real binary: Alt combinations and sequences for keys ncurses does
/// not know are not Esc, fields edit at a cursor, a refused password is cleared and never echoed, and a lockout
/// is lifted without a restart.
@Suite(.serialized, .timeLimit(.minutes(3))) struct KeyboardFrontTests {
    static let command = "TERM=xterm-256color \(ServeProcess.binary.path); echo EXIT=$?; sleep 60"

    @Test func altKeysAndUnknownSequencesNeitherCancelNorQuit() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await tmux.press("M-q")
            try await tmux.type("\u{1b}[99~")
            try await tmux.press("M-x")
            try await tmux.type("lex@personal.example.co")
            try await tmux.press("Home")
            try await tmux.type("a")
            try await tmux.press("End")
            try await tmux.type("m")
            let screen = try await tmux.waitFor("alex@personal.example.com")
            #expect(screen.contains("Log in with email and password"), "still in the checkout")
            #expect(!screen.contains("Last result: Canceled"))
            try await tmux.press("Escape")
            try await tmux.waitFor("Last result: Canceled by the buyer.")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func aRefusedPasswordIsClearedAndTheNextOneStaysMasked() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await tmux.type("alex@personal.example.com")
            try await tmux.press("Tab")
            try await tmux.type("wrong")
            try await tmux.press("Enter")
            try await tmux.waitFor("attempts left")
            try await tmux.type("pass1234")
            let screen = try await tmux.waitFor("••••••••")
            #expect(!screen.contains("pass1234"))
            #expect(!screen.contains("example.compass"))
            try await tmux.press("Enter")
            try await tmux.waitFor("Ship to")
            try await tmux.press("q")
        }
    }

    @Test func aLockedOutBuyerIsUnlockedWithCtrlU() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await tmux.type("noor@personal.example.com")
            for attempt in 0..<3 {
                try await tmux.press("Tab")
                if attempt > 0 { try await tmux.press("BTab") }
                try await tmux.type("nope")
                try await tmux.press("Enter")
                // Each refusal's own words, so that the screen of the one before does not pass for it.
                try await tmux.waitFor(["attempts left", "attempt left", "locked"][attempt])
            }
            try await tmux.waitFor("Ctrl-U unlocks")
            try await tmux.press("C-u")
            let unlocked = try await tmux.waitFor("Unlocked: this account")
            #expect(!unlocked.contains("Ctrl-U unlocks"), "the log-in says it is unlocked, in the lockout's place")
            try await tmux.press("C-e")
            try await tmux.waitFor("Unlocked: noor@personal.example.com")
            try await tmux.press("C-e")
            try await tmux.type("pass1234")
            try await tmux.press("Enter")
            try await tmux.waitFor("Ship to")
        }
    }

    @Test func aPaymentPayPalRefusesShowsTheErrorScreenAndTheCallback() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await tmux.type("sam@personal.example.com")
            try await tmux.press("Tab")
            try await tmux.type("pass1234")
            try await tmux.press("Enter")
            try await tmux.waitFor("Ship to")
            try await tmux.press("p")
            let failure = try await tmux.waitFor("Something went wrong")
            #expect(failure.contains("Error code: SENDING_LIMIT_EXCEEDED"))
            #expect(!failure.contains("Last result"), "the app waits for paymentLibraryExit")
            try await tmux.press("Enter")
            try await tmux.press("C-e")
            let events = try await tmux.waitForEvent("paymentLibraryExit()")
            #expect(events.contains("paymentFailed(correlationID: "))
            try await tmux.waitFor("Last result: Failed: The sender's account has reached")
        }
    }
}
