import Foundation
import Testing

/// The real binary in a real terminal (tmux), driven by keystrokes.
@Suite(.serialized, .timeLimit(.minutes(3))) struct TerminalFrontTests {
    /// Runs payterm, then reports how it exited and whether the terminal is back in its normal modes.
    static let command = "\(ServeProcess.binary.path); echo EXIT=$?; "
        + "echo \"MODES $(stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | tr '\\n' ' ')END\"; sleep 60"

    @Test func experienceOneByKeystrokes() async throws {
        try await TmuxSession.run("TERM=xterm-256color " + Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            let events = try await tmux.payForExperienceOne()
            let success = try #require(events.index(of: "paymentSuccess(payKey: AP-"))
            #expect(success < events.index(of: "paymentLibraryExit()")!)
            #expect(events.contains("POST /payterm/v1/buyer/payments/AP-"))
            let notified = try await tmux.waitForEvent("· VERIFIED")
            #expect(notified.contains("IPN ← Adaptive Payment PAY COMPLETED AP-"), "the merchant's server got the IPN and PayPal vouched for it")
            try await tmux.press("q")
            let after = try await tmux.waitFor("END")
            #expect(after.contains("EXIT=0"))
            #expect(after.contains("MODES icanon echo END"))
        }
    }

    /// A backend at `--backend` calls no listener it was not told of: the front registers its own.
    @Test func aFrontAtAServedBackendRegistersItsListenerAndGetsItsIPN() async throws {
        let served = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { served.signal(SIGKILL) }
        let base = try await served.baseURL().absoluteString
        try await TmuxSession.run("TERM=xterm-256color " + Self.command.replacingOccurrences(of: "; echo EXIT", with: " --backend \(base); echo EXIT")) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            _ = try await tmux.payForExperienceOne()
            let notified = try await tmux.waitForEvent("· VERIFIED")
            #expect(notified.contains("IPN ← Adaptive Payment PAY COMPLETED AP-"), "the served backend posted to the front's listener")
            try await tmux.press("q")
        }
    }

    @Test func aResizedTerminalIsRedrawnWithoutAKey() async throws {
        try await TmuxSession.run("TERM=xterm-256color " + Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.resize(width: 80, height: 24)
            let redrawn = try await tmux.waitFor("the merchant app drawn 80 columns wide", timeout: .seconds(5)) { screen in
                screen.split(separator: "\n").contains { $0.hasPrefix("┌─ Merchant app") && $0.hasSuffix("┐") && $0.count == 80 }
            }
            #expect(redrawn.contains("Pay with PayPal"))
        }
    }

    /// Against the embedded backend, and in demo mode on canned data.
    @Test(arguments: ["", " --env none"])
    func preapprovalThenAPreapprovedPaymentByKeystrokes(_ flags: String) async throws {
        try await TmuxSession.run(Self.command.replacingOccurrences(of: "; echo EXIT", with: "\(flags); echo EXIT")) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Up", "Left", "Left")
            try await tmux.waitFor("#6 Preapproval")
            try await tmux.press("p")
            try await tmux.logInAsAlex()
            try await tmux.waitFor("Create a code")
            try await tmux.type("4321")
            try await tmux.press("Enter")
            try await tmux.type("4321")
            try await tmux.press("Enter")
            try await tmux.waitFor("AGREE AND PAY")
            try await tmux.press("a")
            try await tmux.waitFor("Confirmed preapproval PA-")
            try await tmux.waitFor("PayPal library: ready")   // the sheet has closed: its text no longer covers this
            try await tmux.press("Right")
            try await tmux.waitFor("Preapproved payment with PIN")
            try await tmux.press("p")
            try await tmux.waitFor("Your preapproval PIN")
            try await tmux.type("4321")
            let prompt = try await tmux.waitFor("••••")
            #expect(!prompt.contains("4321"))
            try await tmux.press("Enter")
            try await tmux.waitFor("Last result: Preapproved payment AP-")
            try await tmux.press("C-e")
            let events = try await tmux.waitForEvent("paymentSuccess(preapprovalKey: PA-")
            if !flags.contains("--env none") {
                let notified = try await tmux.waitForEvent("Adaptive Payment PAY COMPLETED")
                #expect(notified.contains("IPN ← Adaptive Payment PREAPPROVAL ACTIVE PA-"), "the agreement's IPN")
            }
            #expect(events.contains("paymentLibraryExit()"))
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func ctrlCRestoresTheTerminal() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await tmux.press("C-c")
            let after = try await tmux.waitFor("END")
            #expect(after.contains("EXIT=130"))
            #expect(after.contains("MODES icanon echo END"))
            #expect(!after.contains("Merchant app"))
        }
    }

    @Test func noColorAndJapaneseStillDrawEverything() async throws {
        try await TmuxSession.run("NO_COLOR=1 \(ServeProcess.binary.path) --lang ja_JP; echo EXIT=$?; sleep 60") { tmux in
            try await tmux.waitFor("PayPal library: ready")
            let merchant = try await tmux.screen()
            #expect(merchant.contains("PayPalで支払う"))
            try await tmux.press("Enter")
            try await tmux.waitFor("メールとパスワードでログイン")
            try await tmux.press("Escape")
            // The merchant's app speaks Japanese too (issue 38, item 22).
            try await tmux.waitFor("前回の結果：購入者がキャンセルしました。")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// The events pane moves the sheet aside and back. Only the cells that changed are sent to the terminal, so a
    /// double-width character half overwritten by a change must still come out whole, where the canvas puts it.
    @Test func theSheetMovesAsideAndBackWithItsJapaneseInPlace() async throws {
        try await TmuxSession.run("TERM=xterm-256color \(ServeProcess.binary.path) --lang ja_JP; sleep 60") { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("メールとパスワードでログイン")
            let closed = try await tmux.settledScreen()
            try await tmux.press("C-e")
            try await tmux.waitFor("Events · Ctrl-E hides")
            let beside = try await tmux.settledScreen().split(separator: "\n")
            // The sheet's rows, at the left edge, end where the pane's begin.
            let top = try #require(beside.firstIndex { $0.hasPrefix("╭") })
            let bottom = try #require(beside.firstIndex { $0.hasPrefix("╰") })
            #expect(bottom - top > 20)
            for row in beside[(top + 1)..<bottom] { #expect(row.contains("││"), "\(row)") }
            try await tmux.press("C-e")
            try await tmux.waitFor("the pane closed") { !$0.contains("Events · Ctrl-E hides") }
            #expect(Self.withoutTheTime(try await tmux.settledScreen()) == Self.withoutTheTime(closed))
        }
    }

    /// A run of bold or underlined cells sets ncurses' window attributes, which ncurses adds to all it draws after
    /// them: the lines of the boxes, in no bold or underlined style, show whether any leaked.
    @Test func noEmphasisLeaksIntoTheCellsDrawnAfterIt() async throws {
        try await TmuxSession.run("TERM=xterm-256color \(ServeProcess.binary.path); sleep 60") { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await tmux.press("C-e")
            try await tmux.waitFor("Events · Ctrl-E hides")
            _ = try await tmux.settledScreen()
            let lines = try await tmux.styledScreen().filter { "─│╭╮╰╯┌┐└┘".contains($0.character) }
            #expect(lines.count > 100)
            #expect(lines.filter(\.bold).isEmpty)
            #expect(lines.filter(\.underline).isEmpty)
        }
    }

    /// The screen with the status bar's clock masked, which may turn a minute between two captures.
    static func withoutTheTime(_ screen: String) -> String {
        screen.replacingOccurrences(of: "[0-9]{1,2}:[0-9]{2}", with: "--:--", options: .regularExpression)
    }

    @Test func ctrlBackslashRestoresTheTerminalRatherThanDumpingACrashReport() async throws {
        try await TmuxSession.run("TERM=xterm-256color " + Self.command) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            try await tmux.press("C-\\")
            let after = try await tmux.waitFor("END")
            #expect(after.contains("EXIT=131"))
            #expect(after.contains("MODES icanon echo END"))
            #expect(!after.lowercased().contains("crash") && !after.contains("backtrace"), "\(after)")
            #expect(try await tmux.format("#{keypad_cursor_flag}#{keypad_flag}") == "00")
        }
    }

    @Test(arguments: [SIGSEGV, SIGABRT])
    func aCrashLeavesTheTerminalsModesAsTheyWere(_ signal: Int32) async throws {
        let marker = "crash-\(UUID().uuidString.prefix(8))"
        try await TmuxSession.run("TERM=xterm-256color \(ServeProcess.binary.path) --app-id APP-\(marker); echo EXIT=$?; sleep 60") { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Enter")
            try await tmux.waitFor("Log in with email and password")
            #expect(try await tmux.format("#{keypad_cursor_flag}") == "1", "ncurses has the keypad on while it runs")
            // Anchored, so that neither the shell nor tmux, whose command lines name the marker too, is signalled.
            _ = try await ChildProcess.run("pkill", ["-\(signal)", "-f", "^\(ServeProcess.binary.path) --app-id APP-\(marker)"])
            try await tmux.waitFor("EXIT=\(128 + signal)")
            #expect(try await tmux.format("#{keypad_cursor_flag}#{keypad_flag}#{alternate_on}") == "000")
        }
    }

    @Test func anUnreachableBackendIsSaidInASentence() async throws {
        try await TmuxSession.run("\(ServeProcess.binary.path) --backend http://127.0.0.1:9; echo EXIT=$?; sleep 60") { tmux in
            let screen = try await tmux.waitFor("r to retry")
            #expect(screen.contains("PayPal can't be reached at http://127.0.0.1:9: press"))
            #expect(!screen.contains("NSURLErrorDomain") && !screen.contains("(null)"))
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func closingTheWindowEndsTheProgram() async throws {
        let marker = "hangup-\(UUID().uuidString.prefix(8))"
        try await TmuxSession.run("\(ServeProcess.binary.path) --app-id APP-\(marker)") { tmux in
            try await tmux.waitFor("PayPal library")
            try await tmux.closeWindow()
        }
        var running = true
        for _ in 0..<50 where running {
            try await Task.sleep(for: .milliseconds(100))
            running = try await ChildProcess.run("pgrep", ["-f", marker]).status == 0
        }
        #expect(!running, "payterm kept running after its terminal went away")
    }

    @Test func aSmallWindowAsksToBeLarger() async throws {
        try await TmuxSession.run(Self.command, width: 60, height: 16) { tmux in
            try await tmux.waitFor("Make the window larger (needs 72×22)")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
        _ = try await TmuxSession.run("\(ServeProcess.binary.path) --lang de_DE; sleep 60", width: 60, height: 16) { tmux in
            try await tmux.waitFor("Bitte das Fenster vergrößern (nötig: 72×22)")
        }
    }

    @Test func aBadThemeNamesTheFileLineAndKey() async throws {
        let theme = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).theme")
        try "# a comment\ntext = default on default\nbutton = purpel on default\n".write(to: theme, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: theme) }
        try await TmuxSession.run("\(ServeProcess.binary.path) --theme \(theme.path); echo EXIT=$?; sleep 60") { tmux in
            let screen = try await tmux.waitFor("EXIT=")
            #expect(screen.contains("line 3, key 'button'"), "\(screen)")
            #expect(screen.contains("'purpel' is not"))
            #expect(screen.contains("EXIT=1"))
        }
    }
}

extension TmuxSession {
    /// Opens the library, logs in as Alex, pays on the review screen, and returns the screen with the event
    /// pane once the library has exited.
    func payForExperienceOne() async throws -> PaneEvents {
        try await press("Enter")
        try await logInAsAlex()
        try await waitFor("Ship to")
        try await press("p")
        try await press("C-e")
        try await waitFor("Last result: Paid: AP-")
        return try await waitForEvent("paymentLibraryExit()")
    }

    /// Fills in the library's login screen for Alex, checks the password is masked, and logs in.
    func logInAsAlex() async throws {
        try await waitFor("Log in with email and password")
        try await type("alex@personal.example.com")
        try await press("Tab")
        try await type("pass1234")
        let login = try await waitFor("••••••••")
        #expect(!login.contains("pass1234"))
        try await press("Enter")
    }

    /// Types three wrong passwords into the focused password field, each once the last was refused (in words holding
    /// `refused`) and cleared; the third locks the account, whose screen says until when in local time, not as a stamp.
    func lockTheLogIn(refused: String) async throws {
        for attempt in 1...3 {
            try await type("wrong999")
            // Seen masked first, so that the refusal waited for next is this password's.
            try await waitFor("••••••••")
            try await press("Enter")
            guard attempt < 3 else { break }
            try await waitFor("refusal \(attempt), the password cleared") { $0.contains(refused) && !$0.contains("••••••••") }
        }
        let locked = try await waitFor("locked until")
        #expect(locked.contains(/until \d{1,2}:\d{2}\W?[AP]M/), "a local time: \(locked)")
        #expect(!locked.contains(/\d{4}-\d{2}-\d{2}T/), "no stamp: \(locked)")
    }
}
