import Foundation
import Testing

/// What a live audience sees, by keystrokes in a real terminal: a quit that never waits on the network.
@Suite(.serialized, .timeLimit(.minutes(3))) struct AudienceFrontTests {
    static let command = "TERM=xterm-256color \(ServeProcess.binary.path); echo EXIT=$?; sleep 60"

    /// The log-in held by a "Timeout" fault, the buyer gives up with Esc, then the presenter quits with `q` or
    /// Ctrl-C: payterm is gone at once, the held call cancelled, where it waited for the backend for two minutes.
    @Test(arguments: ["q", "C-c"])
    func aHeldCallDoesNotHoldTheQuit(_ quit: String) async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await tmux.press("C-f")
            try await tmux.waitFor("Make the log-in fail")
            try await tmux.press("4")
            try await tmux.waitFor("Armed: Timeout (no answer) on the log-in.")
            try await tmux.press("Escape")
            try await tmux.logInAsAlex()
            try await tmux.waitFor("Logging in")
            try await tmux.press("Escape")
            try await tmux.waitFor("Last result: Canceled by the buyer.")
            try await tmux.press(quit)
            // Well under the time the held call would take: the quit does not wait on it.
            let exited = try await tmux.waitFor("EXIT=", timeout: .seconds(5))
            #expect(exited.contains(quit == "q" ? "EXIT=0" : "EXIT=130"))
        }
    }

    /// `R` resets the backend, which forgets the merchant's webhook subscription: the app subscribes again, so the
    /// next payment's webhooks still arrive.
    @Test func webhooksStillArriveAfterAReset() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("C-f")
            try await tmux.waitFor("R reset the backend")
            try await tmux.press("R")
            try await tmux.waitFor("The backend is back to its seeded state")
            try await tmux.press("Escape")
            try await tmux.waitFor("the panel closed") { !$0.contains("Tester ·") }
            try await Self.payAndQuitOnTheWebhook(tmux)
        }
    }

    /// A payment with its webhooks and a quit leave nothing in the home folder but PayTerm's own XDG folders: no
    /// `~/.local/share/release` of a cookie store, no `~/.cache/org.swift.foundation.URLCache`.
    @Test func aRunCreatesNothingOutsidePayTermsOwnFolders() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let unsetXDG = "unset XDG_DATA_HOME XDG_STATE_HOME XDG_CACHE_HOME XDG_CONFIG_HOME;"
        try await TmuxSession.run("\(unsetXDG) HOME=\(home.path) \(Self.command)") { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await Self.payAndQuitOnTheWebhook(tmux)
        }
        let made = FileManager.default.enumerator(atPath: home.path)?.allObjects as? [String] ?? []
        let parents: Set = [".local", ".local/share", ".local/state", ".cache", ".config"]
        let strays = made.filter { path in
            !parents.contains(path) && !parents.contains { path.hasPrefix($0 + "/payterm") }
        }
        #expect(strays.isEmpty, "made outside PayTerm's folders: \(strays)")
    }

    /// Pays now, waits for the capture's webhook in the event pane, then quits.
    static func payAndQuitOnTheWebhook(_ tmux: TmuxSession) async throws {
        try await ConfirmPaymentFrontTests.approve("Pay now", in: tmux)
        try await tmux.waitFor("Last result: Payment captured")
        try await tmux.press("e")
        try await tmux.waitForEvent("Webhook ← PAYMENT.CAPTURE.COMPLETED")
        try await tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}
