import Foundation
import Testing

/// "Connect with Braintree" by keystrokes in a real terminal against the real binary and its embedded backend: log
/// in on the Braintree-hosted page and agree, then refresh and revoke from the partner's dashboard; and a forged link
/// refused as CSRF.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ConnectFrontTests {
    static let command = "TERM=xterm-256color \(ServeProcess.binary.path); echo EXIT=$?; sleep 60"

    /// Picks Connect in the flow picker; the focus is left on the flow row.
    static func pickConnect(_ tmux: TmuxSession) async throws {
        try await tmux.waitFor("PayPal library: ready")
        try await tmux.press("Tab")
        try await tmux.press("Left")
        try await tmux.press("Left")
        try await tmux.waitFor("Partner dashboard: connect a merchant's Braintree account")
    }

    /// Opens the page, the focus on the password of the seeded merchant, whose email the dashboard prefilled.
    static func openOnThePassword(_ tmux: TmuxSession) async throws {
        try await tmux.press("p")
        try await tmux.waitFor("merchant@braintree.example.com")
        try await tmux.press("Tab")
    }

    /// Logs in as the seeded Braintree merchant.
    static func logIn(_ tmux: TmuxSession) async throws {
        try await openOnThePassword(tmux)
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
            let connected = try await tmux.waitFor("Merchant payterm-merchant · read_write")
            #expect(connected.contains("paytermpartner://braintree/connect?status=connected"), "back in the app by its custom URL scheme")
            try await tmux.press("e")
            let back = try await tmux.waitForEvent("braintreeLogin dismissed the Safari view")
            let order = ["Braintree sent the browser back to the partner's server", "exchanged the code", "paytermpartner://braintree/connect"]
            let positions = order.compactMap(back.index(of:))
            #expect(positions.count == order.count && positions == positions.sorted(), "the seed's step 3 follows the exchange: \(back)")
            try await tmux.press("f")
            try await tmux.waitFor("Last result: Refreshed")
            try await tmux.press("v")
            try await tmux.waitFor("Last result: Revoked")
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

    /// After a refused log-in the focus is on the password, cleared, so the password typed next is masked and sent as
    /// the password, never shown in clear in the email; the other form opens on its email; at 72×22 the keys still
    /// say how to get the help.
    @Test func aRefusedLogInPutsTheFocusOnTheClearedPassword() async throws {
        try await TmuxSession.run(Self.command, width: 72, height: 22) { tmux in
            try await Self.pickConnect(tmux)
            try await Self.openOnThePassword(tmux)
            try await tmux.type("wrong999")
            try await tmux.press("Enter")
            try await tmux.waitFor("The email or password is not right")
            try await tmux.type("pass1234")
            let retyped = try await tmux.screen()
            #expect(!retyped.contains("pass1234"), "typed into the password, masked")
            #expect(retyped.contains("F1 help"), "the keys say how to get the help from a field")
            try await tmux.press("Enter")
            try await tmux.waitFor("would like to:")
            try await tmux.press("f")
            try await tmux.waitFor("Last result")
            try await tmux.press("p")
            try await tmux.waitFor("New to Braintree? Sign up")
            for _ in 0..<3 { try await tmux.press("Tab") }
            try await tmux.press("Enter")
            try await tmux.waitFor("Sign up for Braintree")
            try await tmux.type("x")
            try await tmux.waitFor("typing lands in the email") { $0.contains("merchant@braintree.example.comx") }
            try await tmux.press("Escape")
            try await tmux.waitFor("the page closed") { !$0.contains("Sign up for Braintree") }
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// Three wrong passwords lock the Braintree login, which says until when in the merchant's local time, not as a
    /// stamp; Ctrl-U unlocks it, and so does the tester's `u` once it is locked again, the page saying so at once.
    @Test func aLockedLogInSaysUntilWhenAndCtrlUOrTheTestersUUnlocksIt() async throws {
        try await TmuxSession.run(Self.command, width: 72, height: 22) { tmux in
            try await Self.pickConnect(tmux)
            try await Self.openOnThePassword(tmux)
            try await tmux.lockTheLogIn(refused: "not right")
            try await tmux.press("C-u")
            let unlocked = try await tmux.waitFor("Unlocked: this account")
            #expect(!unlocked.contains("locked until"), "\(unlocked)")
            try await tmux.lockTheLogIn(refused: "not right")
            try await tmux.press("C-f")
            try await tmux.waitFor("the panel is ready") { $0.contains("No faults armed.") }
            try await tmux.press("u")
            try await tmux.waitFor("Unlocked merchant@braintree.example.com (Braintree)")
            try await tmux.press("Escape")
            try await tmux.waitFor("the page says it is unlocked") { !$0.contains("Tester ·") && $0.contains("Unlocked: this account") }
            try await tmux.type("pass1234")
            try await tmux.press("Enter")
            try await tmux.waitFor("would like to:")
        }
    }
}
