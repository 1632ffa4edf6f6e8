import Foundation
import Testing

/// A tester's faults as the audience and the tester each see them in a real terminal: the buyer and the merchant
/// read what PayPal says; the event pane and the inspector say which fault did it, the call given up included.
@Suite(.serialized, .timeLimit(.minutes(3))) struct FaultStoryFrontTests {
    static let command = TesterPanelFrontTests.command

    /// The log-in held with no answer: when the library gives up, the call's ✕ line comes in this checkout's story,
    /// before what giving up caused, naming the fault; the inspector lists it with the failed calls.
    @Test func aLogInWithNoAnswerIsGivenUpInItsOwnStoryNamingItsFault() async throws {
        try await TmuxSession.run(Self.command, width: 72, height: 22) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await TesterPanelFrontTests.arm("4", "Armed: Timeout (no answer) on the log-in.", on: "Make the log-in fail", in: tmux)
            try await tmux.press("C-e")
            try await tmux.logInAsAlex()
            try await tmux.waitFor("PayPal can't be reached", timeout: .seconds(60))
            let pane = try await tmux.waitForEvent("the tester's fault F-1")
            let givenUp = try #require(pane.index(of: "✕ buyer's SDK: POST /payterm/v1/buyer/login → no answer: the caller gave up"), "\(pane)")
            #expect(pane.events[givenUp].contains(PaneEvents.squeezed("the tester's fault F-1")), "\(pane)")
            #expect(pane.count(of: "POST /payterm/v1/buyer/login") == 1, "one line for the call: \(pane)")
            try await tmux.press("C-o")
            try await tmux.waitFor("Inspector · everything")
            for _ in 0..<5 { try await tmux.press("f") }
            let failures = try await tmux.waitFor("Inspector · failed calls")
            #expect(failures.contains("POST /payterm/v1/buyer/login → no answer") && failures.contains("the tester's fault F-1"), "\(failures)")
            try await tmux.press("Escape")
            try await tmux.waitFor("the inspector closed") { !$0.contains("Inspector ·") }
            try await tmux.press("C-c")
            try await tmux.waitFor("EXIT=")
        }
    }

    /// A reset or a lost answer fails at once with no answer to name its fault: the line names it all the same.
    @Test(arguments: [("3", "Network down (reset)"), ("7", "Answer lost after the change")])
    func aCallThatGotNoAnswerNamesItsFault(_ key: String, _ label: String) async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await TesterPanelFrontTests.arm(key, "Armed: \(label) on the log-in.", on: "Make the log-in fail", in: tmux)
            try await tmux.press("C-e")
            try await tmux.logInAsAlex()
            let pane = try await tmux.waitForEvent("the tester's fault F-1")
            #expect(pane.events.contains { $0.hasPrefix(PaneEvents.squeezed("✕ buyer's SDK: POST /payterm/v1/buyer/login → no answer")) }, "\(pane)")
            try await tmux.press("C-c")
            try await tmux.waitFor("EXIT=")
        }
    }

    /// A pay key expired by a tester's fault: the merchant's last result says what PayPal says, the pane which
    /// fault said it.
    @Test func aFaultsRefusalReachesTheMerchantInPayPalsWords() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await TesterPanelFrontTests.armOnThePayment("e", "Armed: Expired (order, pay key…)", in: tmux)
            try await tmux.press("p")
            let library = try await tmux.waitFor("Error code: PAY_KEY_EXPIRED")
            #expect(library.contains("This payment expired before it was") && !library.contains("armed by a tester"), "\(library)")
            try await tmux.press("Enter")
            let result = try await tmux.waitFor("Last result: Failed:")
            #expect(!result.contains("armed by a tester") && !result.contains("Fault F-"), "\(result)")
            try await tmux.press("C-e")
            let pane = try await tmux.waitForEvent("the tester's fault F-1")
            #expect(pane.events.contains { $0.contains(PaneEvents.squeezed("→ 422 (")) && $0.hasSuffix("thetester'sfaultF-1") }, "\(pane)")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }
}
