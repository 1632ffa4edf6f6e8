import Foundation
import Testing

/// The support console in a real terminal, on the embedded backend of a running payterm: a payment made in the
/// front is found and refunded in the console, and the terminal is given back as it was.
@Suite(.serialized, .timeLimit(.minutes(3))) struct SupportConsoleFrontTests {
    static let modes = "echo \"MODES $(stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | tr '\\n' ' ')END\"; sleep 60"

    @Test func aPaymentMadeInTheFrontIsFoundAndRefundedInTheConsole() async throws {
        try await TmuxSession.run("TERM=xterm-256color \(ServeProcess.binary.path); sleep 60") { front in
            try await front.waitFor("PayPal library: ready")
            try await front.press("C-e")
            let pane = try await front.waitForEvent("payterm console --backend http")
            let backend = try #require(pane.description.firstMatch(of: /--backend(http:\/\/127\.0\.0\.1:\d+)/)?.1)
            try await front.press("C-e")
            let events = try await front.payForExperienceOne()
            let payKey = String(try #require(events.description.firstMatch(of: /paymentSuccess\(payKey:(AP-[A-Z0-9]+)/)?.1))

            let console = "TERM=xterm-256color \(ServeProcess.binary.path) console --backend \(backend) --agent Dana; echo EXIT=$?; " + Self.modes
            try await TmuxSession.run(console, width: 72, height: 22) { tmux in
                try await tmux.waitFor("Find a payment")
                try await tmux.type("alex@personal.example.com")
                try await tmux.press("Enter")
                try await tmux.waitFor("found by buyer email")
                try await tmux.press("Enter")
                try await tmux.waitFor("Refund payment \(payKey) in full")
                try await tmux.press("Enter")
                let confirm = try await tmux.waitFor("y do it")
                #expect(confirm.contains("The journal and the case's timeline will show it was Dana."))
                try await tmux.press("y")
                try await tmux.waitFor("USD of payment \(payKey).")
                try await tmux.press("PageDown")
                try await tmux.waitFor("by Dana")
                for (key, then) in [("Escape", "Enter open"), ("Escape", "Esc clear"), ("Escape", "Esc quit")] {
                    try await tmux.press(key)
                    try await tmux.waitFor(then)
                }
                try await tmux.press("Escape")
                let after = try await tmux.waitFor("END")
                #expect(after.contains("EXIT=0"))
                #expect(after.contains("MODES icanon echo END"))
            }
        }
    }

    @Test func aBackendThatDoesNotAnswerIsSaidSo() async throws {
        let console = "TERM=xterm-256color \(ServeProcess.binary.path) console --backend http://127.0.0.1:9; echo EXIT=$?; " + Self.modes
        try await TmuxSession.run(console) { tmux in
            try await tmux.waitFor("Find a payment")
            try await tmux.type("AP-123")
            try await tmux.press("Enter")
            try await tmux.waitFor("The backend at http://127.0.0.1:9 does not answer. Is payterm (or payterm serve) running there?")
            try await tmux.press("C-c")
            let after = try await tmux.waitFor("END")
            #expect(after.contains("MODES icanon echo END"))
        }
    }
}
