import CheckoutTUI
import Foundation
import Testing

/// The flow picker by keystrokes in a real terminal against the real binary: a flow passed over calls nothing, and
/// the event pane tells the picked flow's story, the library's start-up the MPL's alone (issue 38, item 20).
@Suite(.serialized, .timeLimit(.minutes(3))) struct FlowPickerFrontTests {
    static let command = "TERM=xterm-256color \(ServeProcess.binary.path); echo EXIT=$?; sleep 60"

    @Test func theLibrarysStartUpIsInTheMPLsPaneOnly() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await AppSwitchFrontTests.pickAppSwitch(tmux)
            try await tmux.press("e")
            let braintree = PaneEvents(try await tmux.waitFor("┌─ Events"))
            #expect(!braintree.contains("PayPal library initialized") && !braintree.contains("POST /payterm/v1/buyer/initialize"), "\(braintree)")
            for _ in 0..<(FlowCatalog.names.firstIndex(of: "app-switch") ?? 0) { try await tmux.press("Left") }
            let mpl = try await tmux.waitForEvent("PayPal library initialized")
            #expect(mpl.contains("buyer's SDK: POST /payterm/v1/buyer/initialize → 200"), "\(mpl)")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func passingPayLaterCallsNothingAndChoosingItShowsItsMessage() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Tab")
            let payLater = FlowCatalog.names.firstIndex(of: "pay-later") ?? 0
            for _ in 0...payLater { try await tmux.press("Right") }
            try await tmux.press("Left")
            try await tmux.waitFor("PayPal's Pay Later message shows here once the flow is chosen (Tab).")
            // Time enough for calls that would have started to be answered.
            try await Task.sleep(for: .seconds(2))
            try await tmux.press("e")
            let passed = PaneEvents(try await tmux.waitFor("┌─ Events"))
            #expect(!passed.contains("/client_token") && !passed.contains("willAppear("), "\(passed)")
            try await tmux.press("e")
            try await tmux.press("Tab")
            try await tmux.waitFor("Pay in 4 interest-free payments of $14.75 with PayPal.")
            try await tmux.press("C-e")
            let chosen = try await tmux.waitForEvent("didAppear(")
            #expect(chosen.count(of: "willAppear(") == 1, "\(chosen)")
            try await tmux.press("C-c")
            try await tmux.waitFor("EXIT=")
        }
    }
}
