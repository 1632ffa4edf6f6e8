import Foundation
import PayPalAPI
import Testing

/// `payterm play`: scenarios checked headless by the real binary, and one played in a real terminal (tmux) with its
/// pauses.
@Suite(.serialized, .timeLimit(.minutes(3))) struct PlayCommandTests {
    /// A scenario file in a fresh temporary folder.
    static func file(_ text: String, named name: String = "scenario.yaml") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The shell command that plays `scenario` at no pace, with `flags`, then says how it exited and stays.
    static func played(_ scenario: String, _ flags: String = "") -> String {
        "TERM=xterm-256color \(ServeProcess.binary.path) play --pace 0 \(flags) \(scenario); echo EXIT=$?; sleep 60"
    }

    /// The tests' smallest scenario: the library opened between two pauses.
    static let twoPauses = try! String(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../ScenarioFixtures/two-pauses.yaml"),
        encoding: .utf8)

    @Test func checkPassesAGoodScenarioAndFailsAnotherAtItsLine() async throws {
        let wrong = try Self.file(Self.twoPauses + "  - wait: Log in\n    expect:\n      callback: paymentSuccess\n", named: "wrong.yaml")
        let good = try Self.file(Self.twoPauses, named: "good.yaml")
        let (status, output) = try await ChildProcess.run(ServeProcess.binary.path, ["play", "--check", good, wrong])
        #expect(status == 1, "\(output)")
        #expect(output.contains("✓ Two pauses ("), "\(output)")
        #expect(output.contains("✗ Two pauses (") && output.contains("wrong.yaml:12: expected the callback paymentSuccess; the merchant received none"), "\(output)")
        #expect(output.contains("2 scenarios checked · 1 passed · 1 failed"), "\(output)")
        let (passed, one) = try await ChildProcess.run(ServeProcess.binary.path, ["play", "--check", good])
        #expect(passed == 0)
        #expect(one.contains("1 scenario checked · 1 passed · 0 failed"), "\(one)")
    }

    @Test func aScenarioWrittenInGermanOnlyPlaysInGermanAndIsRefusedInEnglishAtItsLine() async throws {
        let german = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../ScenarioFixtures/german-only.yaml").standardized.path
        let (passed, inGerman) = try await ChildProcess.run(ServeProcess.binary.path, ["play", "--check", "--lang", "de_DE", german])
        #expect(passed == 0 && inGerman.contains("✓ Nur Deutsch ("), "\(inGerman)")
        let (refused, inEnglish) = try await ChildProcess.run(ServeProcess.binary.path, ["play", "--check", german])
        #expect(refused == 1)
        #expect(inEnglish.contains("german-only.yaml:6: this text is given in de_DE only, and the scenario plays in en_US: add en_US: … to it"), "\(inEnglish)")
        let (notPlayed, played) = try await ChildProcess.run(ServeProcess.binary.path, ["play", german])
        #expect(notPlayed == 1 && played.contains("german-only.yaml:6: this text is given in de_DE only"), "refused before a terminal is needed: \(played)")
    }

    @Test func checkNamesABadFilesLine() async throws {
        let bad = try Self.file("name: Bad\ndescription: D\nflow: mpl\nsteps:\n  - press: Entr\n")
        let (status, output) = try await ChildProcess.run(ServeProcess.binary.path, ["play", "--check", bad])
        #expect(status == 1)
        #expect(output.contains("scenario.yaml:5: unknown key 'Entr': expected a character, Ctrl-<letter>, or enter"), "\(output)")
    }

    @Test func helpNamesPlayAndItsFlags() async throws {
        let (_, top) = try await ChildProcess.run(ServeProcess.binary.path, ["--help"])
        #expect(top.contains("Play a training scenario"), "\(top)")
        let (status, help) = try await ChildProcess.run(ServeProcess.binary.path, ["play", "--help"])
        #expect(status == 0)
        for flag in ["--check", "--pace", "--backend", "--lang", "--theme"] { #expect(help.contains(flag), "\(flag)") }
    }

    @Test func playStopsAtEachPauseWithItsCaptionAndLeavesOnQ() async throws {
        let scenario = try Self.file(Self.twoPauses)
        let command = "TERM=xterm-256color \(ServeProcess.binary.path) play --pace 0 \(scenario); echo EXIT=$?; "
            + "echo \"MODES $(stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | tr '\\n' ' ')END\"; sleep 60"
        try await TmuxSession.run(command, width: 72, height: 22) { tmux in
            let first = try await tmux.waitFor("First, the merchant's app.")
            #expect(first.split(separator: "\n").last?.contains("First, the merchant's app.") == true, "the caption is on the bottom line")
            #expect(first.contains("Pay with PayPal"), "the app shows above it")
            try await tmux.press("Space")
            let second = try await tmux.waitFor("Second, the library's log-in.")
            #expect(second.contains("Log in with email and password"), "the steps between ran")
            #expect(second.contains("╰"), "the sheet is whole above the banner")
            try await tmux.press("q")
            let after = try await tmux.waitFor("END")
            #expect(after.contains("EXIT=0"))
            #expect(after.contains("MODES icanon echo END"))
            #expect(!after.contains("Merchant app"))
        }
    }

    @Test func theKeyboardHandedBackPutsBackThePanesTheScenarioHad() async throws {
        let scenario = try Self.file(Self.twoPauses + "  - press: Ctrl-E\n  - wait: Events · Ctrl-E hides\n  - pause: Third, the events.\n")
        try await TmuxSession.run(Self.played(scenario), width: 100, height: 30) { tmux in
            try await tmux.waitFor("First, the merchant's app.")
            try await tmux.press("t")
            try await tmux.press("C-e")
            try await tmux.waitFor("Events · Ctrl-E hides")
            try await tmux.press("t")
            let handedBack = try await tmux.waitFor("First, the merchant's app.")
            #expect(!handedBack.contains("Events · Ctrl-E hides"), "the pane the trainer opened is closed again")
            try await tmux.press("Space")
            try await tmux.waitFor("Second, the library's log-in.")
            try await tmux.press("Space")
            let third = try await tmux.waitFor("Third, the events.")
            #expect(third.contains("Events · Ctrl-E hides"), "the scenario's own Ctrl-E opened the pane, as it expects")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// A scenario may open the event pane from the start (`pane: on`); at a pause, `e` or Ctrl-E shows or hides it
    /// for the class, and going on puts it back as the scenario has it (issue 38, item 11).
    @Test func thePaneIsOpenFromTheStartWhenAskedAndEOrCtrlEWorkDuringAPause() async throws {
        let scenario = try Self.file(Self.twoPauses.replacingOccurrences(of: "steps:", with: "pane: on\nsteps:"))
        try await TmuxSession.run(Self.played(scenario), width: 100, height: 30) { tmux in
            let first = try await tmux.waitFor("First, the merchant's app.")
            #expect(first.contains("Events · Ctrl-E hides"), "pane: on: \(first)")
            #expect(first.contains("e events"), "the pause's keys say so: \(first)")
            try await tmux.press("e")
            try await tmux.waitFor("the pane closed at the pause") { !$0.contains("Events · Ctrl-E hides") && $0.contains("First, the merchant's app.") }
            try await tmux.press("C-e")
            try await tmux.waitFor("the pane open again") { $0.contains("Events · Ctrl-E hides") && $0.contains("First, the merchant's app.") }
            try await tmux.press("e")
            try await tmux.waitFor("the pane closed at the pause") { !$0.contains("Events · Ctrl-E hides") }
            try await tmux.press("Space")
            let second = try await tmux.waitFor("Second, the library's log-in.")
            #expect(second.contains("Events · Ctrl-E hides"), "going on put the pane back as the scenario has it: \(second)")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// The receipt closes by itself 2 s after it opens; played at the guide's `--pace 2`, neither the pace before
    /// the pause nor the time the trainer talks at it may close it.
    @Test func aPauseHoldsTheReceiptItSpeaksAboutUntilTheTrainerGoesOn() async throws {
        let scenario = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/mpl-3-donation.yaml").path
        let command = "TERM=xterm-256color \(ServeProcess.binary.path) play --pace 2 \(scenario); echo EXIT=$?; sleep 60"
        try await TmuxSession.run(command, width: 100, height: 30) { tmux in
            for caption in ["Experience #3 is a donation.", "The review names the charity"] {
                try await tmux.waitFor(caption, timeout: .seconds(60))
                try await tmux.press("Space")
            }
            // The caption quotes the receipt's words: the receipt's own line has its check mark.
            let paused = try await tmux.waitFor("The receipt says", timeout: .seconds(60))
            #expect(paused.contains("✓ Donation made"), "\(paused)")
            try await Task.sleep(for: .seconds(3))
            let later = try await tmux.screen()
            #expect(later.contains("✓ Donation made") && later.contains("The receipt says"), "the receipt is still up: \(later)")
            #expect(!later.contains("Last result: Paid"), "the merchant's app has not taken over: \(later)")
            try await tmux.press("Space")
            let end = try await tmux.waitFor("That's the end", timeout: .seconds(30))
            #expect(!end.contains("✓ Donation made") && end.contains("Last result: Paid"), "the receipt closed by itself once the trainer went on: \(end)")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func aKioskGoesOnByItselfAndStartsOver() async throws {
        let scenario = try Self.file(Self.twoPauses)
        try await TmuxSession.run(Self.played(scenario, "--auto 1"), width: 72, height: 22) { tmux in
            try await tmux.waitFor("First, the merchant's app.")
            try await tmux.waitFor("Second, the library's log-in.")
            try await tmux.waitFor("It starts again by itself")
            try await tmux.waitFor("First, the merchant's app.")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
        let (status, output) = try await ChildProcess.run(ServeProcess.binary.path, ["play", "--auto", "0", "x.yaml"])
        #expect(status != 0 && output.contains("--auto wants seconds, more than 0"), "\(output)")
    }

    @Test func backOnABackendPlayDidNotStartResetsOnlyTheWorkspacePlayMadeThere() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL()
        _ = try await ClassroomCommandTests.payterm(["drill", "charged-twice", "--backend", base.absoluteString], input: "q")
        #expect(try await ClassroomCommandTests.cases(of: "alex@personal.example.com", at: base.absoluteString) == 2)

        let scenario = try Self.file(Self.twoPauses)
        try await TmuxSession.run(Self.played(scenario, "--backend \(base.absoluteString)"), width: 72, height: 22) { tmux in
            try await tmux.waitFor("First, the merchant's app.")
            try await tmux.press("Space")
            try await tmux.waitFor("Second, the library's log-in.")
            try await tmux.press("b")
            try await tmux.waitFor("First, the merchant's app.")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
        #expect(try await ClassroomCommandTests.cases(of: "alex@personal.example.com", at: base.absoluteString) == 2, "the class's backend was not reset")
        let trainer = Secret(ChildProcess.trainerSecret)
        #expect(try await AdminClient(transport: HTTPTransport(baseURL: base)).workspaces(trainer: trainer).isEmpty, "play removed its workspace")

        let added = try await ClassroomCommandTests.payterm(["classroom", "add", "ana", "--backend", base.absoluteString])
        let checkout = try ClassroomCommandTests.line("checkout:", of: "ana", in: added.text)
        let ana = ["--backend", "--admin-token"].flatMap { [$0, (try? ClassroomCommandTests.value($0, in: checkout)) ?? ""] }
        let (status, output) = try await ChildProcess.run(ServeProcess.binary.path, ["play"] + ana + [scenario])
        #expect(status == 1)
        #expect(output.contains("is not play's to reset") && output.contains("WORKSPACES_ARE_THE_TRAINERS"), "\(output)")
    }
}
