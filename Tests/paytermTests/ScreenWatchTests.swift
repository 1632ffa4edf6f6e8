import Foundation
import PayPalAPI
import Synchronization
import Testing

/// Watching a screen as a class does, in real terminals: the trainer watches a trainee's checkout from a smaller
/// terminal (cut, and said so) without ever seeing what the trainee types as a password, and a trainee watches the
/// trainer's scenario.
@Suite(.timeLimit(.minutes(2))) struct ScreenWatchTests {
    @Test func theTrainerWatchesATraineesCheckoutCutToTheirTerminalAndNeverTheirPassword() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL().absoluteString
        let added = try await ClassroomCommandTests.payterm(["classroom", "add", "ana", "--backend", base])
        let checkout = try ClassroomCommandTests.line("checkout:", of: "ana", in: added.text)
        #expect(checkout.first == "--share", "a trainee's checkout shares its screen")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }

        // Every frame Ana's workspace passes on, as bytes.
        let frames = Mutex<Data>(Data())
        let workspace = AdminClient(
            transport: HTTPTransport(baseURL: try #require(URL(string: try ClassroomCommandTests.value("--backend", in: checkout)))),
            adminToken: try ClassroomCommandTests.value("--admin-token", in: checkout))
        let raw = Task {
            try await workspace.watchScreen { update in
                if case .frame(let json) = update { frames.withLock { $0.append(json) } }
                return true
            }
        }
        defer { raw.cancel() }

        let watch = "TERM=xterm-256color \(ServeProcess.binary.path) classroom watch ana --backend \(base); echo EXIT=$?; sleep 60"
        try await TmuxSession.run(watch, width: 72, height: 22) { trainersTerminal in
            let front = "TERM=xterm-256color XDG_STATE_HOME=\(state.path) \(ServeProcess.binary.path) \(checkout.joined(separator: " ")); sleep 60"
            try await TmuxSession.run(front) { anasTerminal in
                try await anasTerminal.waitFor("PayPal library: ready")
                try await trainersTerminal.waitFor("Pay with PayPal")
                try await trainersTerminal.waitFor("Screen 100×30 cut to 72×22: enlarge this terminal to see all of it")
                try await anasTerminal.press("Enter")
                try await anasTerminal.logInAsAlex()
                try await trainersTerminal.waitFor("Ship to")
                try await anasTerminal.press("C-c")
                let after = try await trainersTerminal.waitFor("Nobody shares ana's screen now")
                #expect(!after.contains("pass1234"))
            }
            try await trainersTerminal.press("C-c")
            try await trainersTerminal.waitFor("EXIT=130")
        }
        let seen = frames.withLock { $0 }
        #expect(seen.count > 1_000, "the raw watch saw the frames")
        #expect(String(decoding: seen, as: UTF8.self).contains("••••••••"), "the login was shared, masked")
        #expect(seen.range(of: Data("pass1234".utf8)) == nil, "what Ana typed as her password never left her screen")
    }

    @Test func aTraineeWatchesTheTrainersScenario() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL().absoluteString
        let added = try await ClassroomCommandTests.payterm(["classroom", "add", "ana", "--backend", base])
        let token = try ClassroomCommandTests.value("--admin-token", in: try ClassroomCommandTests.line("console:", of: "ana", in: added.text))
        let scenario = try PlayCommandTests.file(PlayCommandTests.twoPauses)
        let watch = "TERM=xterm-256color \(ServeProcess.binary.path) watch --backend \(base) --admin-token \(token); sleep 60"
        try await TmuxSession.run(watch) { anasTerminal in
            try await anasTerminal.waitFor("Nobody shares a screen through")
            try await TmuxSession.run(PlayCommandTests.played(scenario, "--share --backend \(base)")) { trainersTerminal in
                let caption = try await trainersTerminal.waitFor("First, the merchant's app.")
                let watched = try await anasTerminal.waitFor("First, the merchant's app.")
                #expect(watched.contains("Pay with PayPal") && caption.contains("Pay with PayPal"))
                #expect(!watched.contains("cut to"), "a terminal as large as the trainer's shows it whole")
            }
        }
    }

    @Test func watchingATraineeGoesOnAcrossARestartOfTheClassesBackend() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = folder.appendingPathComponent("class.sqlite").path
        var serve = try ServeProcess(["serve", "--port", "0", "--db", db])
        let base = try await serve.baseURL()
        let added = try await ClassroomCommandTests.payterm(["classroom", "add", "ana", "--backend", base.absoluteString])
        let checkout = try ClassroomCommandTests.line("checkout:", of: "ana", in: added.text)
        let state = folder.appendingPathComponent("state")

        let watch = "TERM=xterm-256color \(ServeProcess.binary.path) classroom watch ana --backend \(base.absoluteString); sleep 60"
        try await TmuxSession.run(watch) { trainersTerminal in
            let front = "TERM=xterm-256color XDG_STATE_HOME=\(state.path) \(ServeProcess.binary.path) \(checkout.joined(separator: " ")); sleep 60"
            try await TmuxSession.run(front) { anasTerminal in
                try await anasTerminal.waitFor("PayPal library: ready")
                try await trainersTerminal.waitFor("Pay with PayPal")
                serve.signal(SIGTERM)
                #expect(try await serve.exitStatus() == 0)
                _ = try await trainersTerminal.waitFor("the watch noticing") { $0.contains("does not answer") || $0.contains("Nobody shares") }
                serve = try ServeProcess(["serve", "--port", String(try #require(base.port)), "--db", db])
                _ = try await serve.baseURL()
                // Ana types nothing: her screen, still, comes back by itself.
                let back = try await trainersTerminal.waitFor("Pay with PayPal", timeout: .seconds(10))
                #expect(!back.contains("Nobody shares"), "\(back)")
            }
        }
        serve.signal(SIGTERM)
    }
}
