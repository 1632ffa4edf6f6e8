import Foundation
import Testing

/// payPalContext across runs: a checkout left when payterm ends resumes in the next run against the same backend.
@Suite(.serialized, .timeLimit(.minutes(3))) struct KeptCheckoutTests {
    @Test func aCheckoutLeftByCtrlCResumesInTheNextRun() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let url = try await serve.baseURL()
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let kept = state.appendingPathComponent("payterm/kept-checkout.json")
        let run = "XDG_STATE_HOME=\(state.path) \(ServeProcess.binary.path) --backend \(url.absoluteString)"
        try await TmuxSession.run("\(run); echo FIRST-RUN-ENDED; read again; \(run); echo EXIT=$?; sleep 60") { tmux in
            try await tmux.reviewShippingToAlexsWork()
            try await tmux.press("C-c")
            try await tmux.waitFor("FIRST-RUN-ENDED")
            let file = try String(contentsOf: kept, encoding: .utf8)
            #expect(file.contains("AD-ALEX-WORK"))
            #expect(!file.contains("pass1234"))
            #expect(try FileManager.default.attributesOfItem(atPath: kept.path)[.posixPermissions] as? Int == 0o600)

            try await tmux.press("Enter")
            let resumed = try await tmux.waitFor("500 Howard St")
            #expect(!resumed.contains("Log in with email"))
            #expect(!FileManager.default.fileExists(atPath: kept.path))
            try await tmux.press("p")
            try await tmux.waitFor("Last result: Paid: AP-")
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
        #expect(!FileManager.default.fileExists(atPath: kept.path))
    }
}

extension TmuxSession {
    /// Waits for the library to initialize, opens it, logs in as Alex and picks his work address on the review.
    func reviewShippingToAlexsWork() async throws {
        try await waitFor("PayPal library: ready")
        try await press("Enter")
        try await logInAsAlex()
        try await waitFor("Ship to")
        try await press("Down", "Right")
        try await waitFor("500 Howard St")
    }
}
