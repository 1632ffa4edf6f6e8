import Foundation
import Testing

/// Clicks in a real terminal: xterm's SGR mouse reports typed into the pane, as a terminal sends them.
@Suite(.serialized, .timeLimit(.minutes(3))) struct MouseTests {
    @Test func clickingThePayPalButtonAndAChoice() async throws {
        try await TmuxSession.run("TERM=xterm-256color \(ServeProcess.binary.path) --env none; echo EXIT=$?; sleep 60") { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.click(on: "Pay with PayPal")
            try await tmux.logInAsAlex()
            try await tmux.waitFor("2211 N First St")
            try await tmux.click(on: "2211 N First St")
            let review = try await tmux.waitFor("500 Howard St")
            #expect(!review.contains("2211 N First St"))
            try await tmux.click(on: "Cancel")
            try await tmux.waitFor("Last result: Canceled by the buyer.")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }
}

extension TmuxSession {
    /// Presses and releases the left button on the first cell showing `text`, as xterm reports it in SGR mode
    /// (`ESC [ < button ; column ; row M`, then `m` for the release; columns and rows count from 1).
    func click(on text: String) async throws {
        let screen = try await waitFor(text)
        let lines = screen.components(separatedBy: "\n")
        guard let row = lines.firstIndex(where: { $0.contains(text) }), let found = lines[row].range(of: text) else {
            throw ProcessFailure("'\(text)' is not on the screen")
        }
        let column = lines[row].distance(from: lines[row].startIndex, to: found.lowerBound) + 1
        try await type("\u{1b}[<0;\(column + 1);\(row + 1)M")
        try await type("\u{1b}[<0;\(column + 1);\(row + 1)m")
    }
}
