import Foundation
import Testing

/// The real binary in a real terminal (tmux), driven by keystrokes.
@Suite(.serialized) struct TerminalFrontTests {
    /// Runs payterm, then reports how it exited and whether the terminal is back in its normal modes.
    static let command = "\(ServeProcess.binary.path); echo EXIT=$?; "
        + "echo \"MODES $(stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | tr '\\n' ' ')END\"; sleep 60"

    @Test func experienceOneByKeystrokes() async throws {
        let tmux = try TmuxSession(command: "TERM=xterm-256color " + Self.command)
        defer { tmux.kill() }
        try await tmux.waitFor("PayPal library: ready")
        try tmux.press("Enter")
        try await tmux.waitFor("Log in with email and password")
        try tmux.type("alex@payterm.test")
        try tmux.press("Tab")
        try tmux.type("pass1234")
        let login = try await tmux.waitFor("••••••••")
        #expect(!login.contains("pass1234"))
        try tmux.press("Enter")
        try await tmux.waitFor("Ship to")
        try tmux.press("p")
        try tmux.press("C-e")
        try await tmux.waitFor("Last result: Paid: AP-")
        let events = try await tmux.waitFor("paymentLibraryExit()")
        let success = try #require(events.range(of: "paymentSuccess(payKey: AP-"))
        #expect(success.lowerBound < events.range(of: "paymentLibraryExit()")!.lowerBound)
        #expect(events.contains("POST /payterm/v1/buyer/payments/AP-"))
        try tmux.press("q")
        let after = try await tmux.waitFor("END")
        #expect(after.contains("EXIT=0"))
        #expect(after.contains("MODES icanon echo END"))
    }

    @Test func preapprovalThenAPreapprovedPaymentByKeystrokes() async throws {
        let tmux = try TmuxSession(command: Self.command)
        defer { tmux.kill() }
        try await tmux.waitFor("PayPal library: ready")
        try tmux.press("Up", "Left", "Left")
        try await tmux.waitFor("#6 Preapproval")
        try tmux.press("p")
        try await tmux.waitFor("Log in with email and password")
        try tmux.type("alex@payterm.test")
        try tmux.press("Tab")
        try tmux.type("pass1234")
        try tmux.press("Enter")
        try await tmux.waitFor("Create a code")
        try tmux.type("4321")
        try tmux.press("Enter")
        try await tmux.waitFor("AGREE AND PAY")
        try tmux.press("a")
        try await tmux.waitFor("Confirmed preapproval PA-")
        try await tmux.waitFor("PayPal library: ready")   // the sheet has closed: its text no longer covers this
        try tmux.press("Right")
        try await tmux.waitFor("Preapproved payment with PIN")
        try tmux.press("p")
        try await tmux.waitFor("Your preapproval PIN")
        try tmux.type("4321")
        let prompt = try await tmux.waitFor("••••")
        #expect(!prompt.contains("4321"))
        try tmux.press("Enter")
        try await tmux.waitFor("Last result: Preapproved payment AP-")
        try tmux.press("C-e")
        let events = try await tmux.waitFor("paymentSuccess(preapprovalKey: PA-")
        #expect(events.contains("paymentLibraryExit()"))
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    @Test func ctrlCRestoresTheTerminal() async throws {
        let tmux = try TmuxSession(command: Self.command)
        defer { tmux.kill() }
        try await tmux.waitFor("PayPal library: ready")
        try tmux.press("Enter")
        try await tmux.waitFor("Log in with email and password")
        try tmux.press("C-c")
        let after = try await tmux.waitFor("END")
        #expect(after.contains("EXIT=130"))
        #expect(after.contains("MODES icanon echo END"))
        #expect(!after.contains("Merchant app"))
    }

    @Test func noColorAndJapaneseStillDrawEverything() async throws {
        let tmux = try TmuxSession(command: "NO_COLOR=1 \(ServeProcess.binary.path) --lang ja_JP; echo EXIT=$?; sleep 60")
        defer { tmux.kill() }
        try await tmux.waitFor("PayPal library: ready")
        #expect(try tmux.screen().contains("PayPalで支払う"))
        try tmux.press("Enter")
        try await tmux.waitFor("メールアドレスとパスワードでログイン")
        try tmux.press("Escape")
        try await tmux.waitFor("Last result: Canceled by the buyer.")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    @Test func aSmallWindowAsksToBeLarger() async throws {
        let tmux = try TmuxSession(command: Self.command, width: 60, height: 16)
        defer { tmux.kill() }
        try await tmux.waitFor("Make the window larger (needs 72×22)")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    @Test func aBadThemeNamesTheFileLineAndKey() async throws {
        let theme = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).theme")
        try "# a comment\ntext = default on default\nbutton = purpel on default\n".write(to: theme, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: theme) }
        let tmux = try TmuxSession(command: "\(ServeProcess.binary.path) --theme \(theme.path); echo EXIT=$?; sleep 60")
        defer { tmux.kill() }
        let screen = try await tmux.waitFor("EXIT=")
        #expect(screen.contains("line 3, key 'button'"), "\(screen)")
        #expect(screen.contains("'purpel' is not"))
        #expect(screen.contains("EXIT=1"))
    }
}
