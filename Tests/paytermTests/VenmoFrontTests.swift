import Foundation
import Testing

/// Venmo through Braintree by keystrokes in a real terminal against the real binary and its embedded backend: the
/// signed-in Venmo app pays (in demo mode too), venmo.com stands in for a missing app, a cancel, and vaulting with a
/// purchase.
@Suite(.serialized, .timeLimit(.minutes(3))) struct VenmoFrontTests {
    static let command = "TERM=xterm-256color \(ServeProcess.binary.path); echo EXIT=$?; sleep 60"

    /// Picks Venmo in the flow picker; the focus is left on the flow row.
    static func pickVenmo(_ tmux: TmuxSession) async throws {
        try await tmux.waitFor("PayPal library: ready")
        try await tmux.press("Tab")
        for _ in 0..<5 { try await tmux.press("Right") }
        try await tmux.waitFor("BTVenmoClient.tokenize on the buyer's iPhone")
    }

    /// Steps the setting `rows` below the picker to its next value.
    static func step(_ tmux: TmuxSession, row: Int) async throws {
        for _ in 0..<row { try await tmux.press("Down") }
        try await tmux.press("Right")
        for _ in 0..<row { try await tmux.press("Up") }
    }

    /// Against the embedded backend, and in demo mode, whose in-process backend plays the gateway too.
    @Test(arguments: ["", " --env none"])
    func theSignedInVenmoAppPaysAndTheMerchantsServerSells(_ flags: String) async throws {
        try await TmuxSession.run(Self.command.replacingOccurrences(of: "; echo EXIT", with: "\(flags); echo EXIT")) { tmux in
            try await Self.pickVenmo(tmux)
            try await tmux.press("p")
            let app = try await tmux.waitFor("Paying as @alex-rivera")
            #expect(app.contains("◀ PayTerm Demo Store") && !app.contains("Merchant app"), "the Venmo app has the whole screen")
            #expect(app.contains("Pay PayTerm Demo Store") && app.contains("$59.00") && app.contains("Amount subject to change"))
            try await tmux.press("Enter")
            let paid = try await tmux.waitFor("Last result: Paid: Braintree transaction")
            #expect(paid.contains("$59.00, Venmo @alex-rivera"))
            try await tmux.press("e")
            let events = try await tmux.waitForEvent("analytics venmo:tokenize:succeeded")
            #expect(events.contains("tokenize completion: BTVenmoAccountNonce"))
            #expect(events.contains("handle-return:started"))
            if flags.isEmpty {
                // The Venmo app's own calls say who made them (issue 38, item 19).
                let app = try await tmux.waitForEvent("the Venmo app: POST /payterm/v1/buyer/venmo/")
                #expect(!app.contains("buyer's SDK: POST /payterm/v1/buyer/venmo/"), "\(app)")
            }
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func withoutTheAppFallbackToWebOpensVenmoDotComForALogIn() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.pickVenmo(tmux)
            try await Self.step(tmux, row: 6)
            try await Self.step(tmux, row: 6)
            try await tmux.waitFor("not installed")
            try await tmux.press("p")
            try await tmux.waitFor("Last result: Venmo could not finish (BTVenmoError 2)")
            try await Self.step(tmux, row: 4)
            try await tmux.waitFor("yes: venmo.com without the app")
            try await tmux.press("p")
            try await tmux.waitFor("https://venmo.com/go/checkout")
            try await tmux.type("alex@personal.example.com")
            try await tmux.press("Tab")
            try await tmux.type("pass1234")
            #expect(!(try await tmux.screen()).contains("pass1234"), "the password is masked")
            try await tmux.press("Enter")
            try await tmux.waitFor("Paying as @alex-rivera")
            try await tmux.press("Enter")
            try await tmux.waitFor("Last result: Paid: Braintree transaction")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// Three wrong passwords on venmo.com lock Alex's Venmo account, and only it: after a cancel, Alex logs in to
    /// PayPal in the library. Before, Ctrl-U unlocks Venmo and its log-in says so.
    @Test func aLockedVenmoAccountLeavesThePayPalAccountOpen() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.openVenmoDotCom(tmux)
            try await tmux.type("alex@personal.example.com")
            try await tmux.press("Tab")
            try await tmux.lockTheLogIn(refused: "attempt")
            try await tmux.press("C-u")
            let unlocked = try await tmux.waitFor("Unlocked: this account")
            #expect(!unlocked.contains("locked until"), "\(unlocked)")
            try await tmux.lockTheLogIn(refused: "attempt")
            try await tmux.press("Escape")
            try await tmux.waitFor("Last result: Venmo was cancelled (BTVenmoError 10)")
            for _ in 0..<5 { try await tmux.press("Left") }
            try await tmux.press("p")
            try await tmux.logInAsAlex()
            try await tmux.waitFor("Ship to")
        }
    }

    /// Without the app and with the fallback to the web, the merchant's Venmo button opens venmo.com's log-in.
    static func openVenmoDotCom(_ tmux: TmuxSession) async throws {
        try await Self.pickVenmo(tmux)
        try await Self.step(tmux, row: 6)
        try await Self.step(tmux, row: 6)
        try await tmux.waitFor("not installed")
        try await Self.step(tmux, row: 4)
        try await tmux.waitFor("yes: venmo.com without the app")
        try await tmux.press("p")
        try await tmux.waitFor("https://venmo.com/go/checkout")
    }

    @Test func aCancelInTheVenmoAppComesBackAsCanceled() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.pickVenmo(tmux)
            try await tmux.press("p")
            try await tmux.waitFor("Paying as @alex-rivera")
            try await tmux.press("c")
            try await tmux.waitFor("Last result: Venmo was cancelled (BTVenmoError 10)")
            try await tmux.press("e")
            try await tmux.waitForEvent("error com.braintreepayments.BTVenmoErrorDomain 10")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func vaultingWithAPurchaseSavesTheVenmoAccount() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.pickVenmo(tmux)
            try await Self.step(tmux, row: 3)
            try await tmux.waitFor("yes, with the purchase")
            try await tmux.press("p")
            let paysheet = try await tmux.waitFor("Paying as @alex-rivera")
            #expect(paysheet.contains("may charge your"))
            try await tmux.press("Enter")
            let paid = try await tmux.waitFor("Venmo @alex-rivera")
            #expect(paid.contains("saved as payment method"))
            try await tmux.press("e")
            try await tmux.waitForEvent("POST /merchants/payterm-merchant/client_api/v1/payment_methods/venmo_accounts")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }
}
