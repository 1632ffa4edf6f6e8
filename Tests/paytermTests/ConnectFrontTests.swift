import Foundation
import Testing

/// "Connect with Braintree" by keystrokes in a real terminal against the real binary and its embedded backend: log
/// in on the Braintree-hosted page and agree, then refresh and revoke from the partner's dashboard; and a forged link
/// refused as CSRF.
@Suite(.serialized, .timeLimit(.minutes(1))) struct ConnectFrontTests {
    static let command = "TERM=xterm-256color \(ServeProcess.binary.path); echo EXIT=$?; sleep 60"

    /// Picks Connect in the flow picker; the focus is left on the flow row.
    static func pickConnect(_ tmux: TmuxSession) async throws {
        try await tmux.waitFor("PayPal library: ready")
        try await tmux.press("Tab")
        try await tmux.press("Left")
        try await tmux.waitFor("Partner dashboard: connect a merchant's Braintree account")
    }

    /// Logs in as the seeded Braintree merchant, whose email the dashboard prefilled.
    static func logIn(_ tmux: TmuxSession) async throws {
        try await tmux.press("p")
        try await tmux.waitFor("merchant@braintree.example.com")
        try await tmux.press("Tab")
        try await tmux.type("pass1234")
        #expect(!(try await tmux.screen()).contains("pass1234"), "the password is masked")
        try await tmux.press("Enter")
        try await tmux.waitFor("would like to:")
    }

    /// Against the embedded backend, and in demo mode, whose in-process backend plays Braintree too.
    @Test(arguments: ["", " --env none"])
    func theMerchantConnectsAndThePartnerRefreshesThenRevokes(_ flags: String) async throws {
        try await TmuxSession.run(Self.command.replacingOccurrences(of: "; echo EXIT", with: "\(flags); echo EXIT")) { tmux in
            try await Self.pickConnect(tmux)
            try await Self.logIn(tmux)
            let authorize = try await tmux.waitFor("Agree and Return")
            #expect(authorize.contains("PayPal powered by Braintree") && authorize.contains("account details"))
            try await tmux.press("Enter")
            try await tmux.waitFor("Merchant payterm-merchant · read_write")
            try await tmux.press("f")
            try await tmux.waitFor("Last result: Refreshed")
            try await tmux.press("v")
            try await tmux.waitFor("Last result: Revoked")
            try await tmux.press("e")
            let events = try await tmux.waitForEvent("oauth_access_revoked")
            #expect(flags.isEmpty ? events.contains("POST /oauth/revoke_access_token → 200") : !events.events.contains { $0.hasPrefix("→") }, "demo mode has no network")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func aForgedLinkIsRefusedAsCSRF() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.pickConnect(tmux)
            for _ in 0..<4 { try await tmux.press("Down") }
            try await tmux.press("Right")
            try await tmux.waitFor("forged (another state: CSRF)")
            try await Self.logIn(tmux)
            try await tmux.press("Enter")
            try await tmux.waitFor("Last result: Refused: the state that came back")
            #expect(!(try await tmux.screen()).contains("Merchant payterm-merchant"), "no code was exchanged")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }
}
