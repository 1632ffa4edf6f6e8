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
                let confirm = try await tmux.waitFor("type yes and press Enter:")
                #expect(confirm.contains("The journal and the case's timeline will show it was Dana."))
                try await tmux.type("yes")
                try await tmux.press("Enter")
                try await tmux.waitFor("USD of payment \(payKey).")
                try await tmux.press("PageDown")
                try await tmux.waitFor("by Dana")
                try await tmux.press("Escape")
                try await tmux.waitFor("Enter open")
                let after = try await Self.quit(tmux)
                #expect(after.contains("EXIT=0"))
                #expect(after.contains("MODES icanon echo END"))
            }
        }
    }

    /// From the results: Esc goes to the search, then clears it; on the empty field it quits only when pressed again.
    static func quit(_ tmux: TmuxSession) async throws -> String {
        for (key, then) in [("Escape", "Esc or Ctrl-U clear"), ("Escape", "Esc Esc quit"), ("Escape", "Esc again quits")] {
            try await tmux.press(key)
            try await tmux.waitFor(then)
        }
        try await tmux.press("Escape")
        return try await tmux.waitFor("END")
    }

    static let onePayment = """
        name: one-payment
        title: A payment to leave alone
        customer: "Alex paid {paid} in the app."
        task: Leave it alone.
        hints: [Search for the pay key.]
        setup:
          - pay: {as: paid, buyer: alex@personal.example.com, amount: 49.37 USD, memo: Order 7, from: FS-ALEX-VISA}
        checks:
          - says: The payment is untouched
            payment: paid
            is: untouched
        """

    /// A `payterm serve` holding one mobile payment of 49.37 USD, made by the drill `onePayment`, whose check
    /// (`c`) says whether the payment is untouched.
    static func withOnePayment(_ body: (_ backend: String, _ payKey: String, _ drill: ServeProcess) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-desk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("one-payment.yaml").path
        try Self.onePayment.write(toFile: file, atomically: true, encoding: .utf8)
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let backend = try await serve.baseURL().absoluteString
        let drill = try ServeProcess(["drill", file, "--backend", backend], interactive: true)
        try await drill.waitFor("c check my work")
        try await body(backend, String(try #require(drill.text.firstMatch(of: /Alex paid (AP-[A-Z0-9]+)/)?.1)), drill)
    }

    static func console(on backend: String, agent: String) -> String {
        "TERM=xterm-256color \(ServeProcess.binary.path) console --backend \(backend) --agent \(agent); echo EXIT=$?; " + Self.modes
    }

    /// Finds the payment by its pay key and opens it.
    static func open(_ payKey: String, in tmux: TmuxSession) async throws {
        try await tmux.waitFor("Find a payment")
        try await tmux.type(payKey)
        try await tmux.press("Enter")
        try await tmux.waitFor("found by pay key")
        try await tmux.press("Enter")
        try await tmux.waitFor("Refund payment \(payKey) in full (49.37 USD)")
    }

    /// A shell command typed into the console's window (`clear`, Enter, `payterm`, Enter) refunds nothing; `yes`
    /// and Enter does, and the case shows it at once. The refund's transaction id on the timeline of this mobile
    /// payment, typed as a new search, finds the payment.
    @Test func aWordTypedIntoAnOpenCaseRefundsNothingAndYesDoes() async throws { try await Self.withOnePayment { backend, payKey, drill in
        try await TmuxSession.run(Self.console(on: backend, agent: "Dana"), width: 72, height: 22) { tmux in
            try await Self.open(payKey, in: tmux)
            try await tmux.type("clear")
            try await tmux.press("Enter")
            try await tmux.waitFor("Refund 49.37 USD of Payment \(payKey)?")
            try await tmux.type("payterm")
            try await tmux.waitFor("payterm▏")
            try await tmux.press("Enter")
            try await tmux.waitFor("the answer refused") { $0.contains("Type yes and press Enter to refund 49.37 USD, or Esc.") && !$0.contains("payterm▏") }
            drill.send("c")
            try await drill.waitFor("Solved")

            try await tmux.type("yes")
            try await tmux.press("Enter")
            let done = try await tmux.waitFor("Done: refunded 49.37 USD of payment \(payKey).")
            #expect(!done.contains("in full") && done.contains("Refunded 49.37 USD to the sender"), "the case as it is after the refund shows at once:\n\(done)")
            var refund: Substring?
            for _ in 0..<6 where refund == nil {
                try await tmux.press("PageDown")
                refund = try await tmux.settledScreen().firstMatch(of: /Refund transaction ([0-9A-Z]{17})/)?.1
            }
            try await tmux.press("Escape")
            try await tmux.waitFor("Enter open")
            try await tmux.type(String(try #require(refund, "the timeline shows the refund's transaction")))
            try await tmux.press("Enter")
            try await tmux.waitFor("found by refund transaction id")
            let after = try await Self.quit(tmux)
            #expect(after.contains("EXIT=0"))
        }
    } }

    /// Two agents refund the same payment: the second is refused, and its case is read again at once, so it
    /// shows the refund made and no longer offers it, the refusal still in view.
    @Test func theSecondOfTwoRefundsIsRefusedAndShowsTheCaseAsItIsNow() async throws { try await Self.withOnePayment { backend, payKey, drill in
        try await TmuxSession.run(Self.console(on: backend, agent: "Ana"), width: 100, height: 30) { ana in
            try await TmuxSession.run(Self.console(on: backend, agent: "Ben"), width: 100, height: 30) { ben in
                for agent in [ana, ben] {
                    try await Self.open(payKey, in: agent)
                    try await agent.press("Enter")
                    try await agent.waitFor("To refund 49.37 USD, type yes and press Enter:")
                    try await agent.type("yes")
                }
                try await ana.press("Enter")
                try await ana.waitFor("Done: refunded 49.37 USD")
                try await ben.press("Enter")
                try await ben.waitFor("Ben's case read again after the refusal") {
                    $0.contains("Refused (ACTION_NOT_AVAILABLE)") && $0.contains("Refunded 49.37 USD to the sender") && !$0.contains("in full")
                }
            }
        }
        drill.send("q")
        #expect(try await drill.exitStatus() == 1, "the payment is refunded: the drill's check that it is untouched fails")
    } }

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
