import Foundation
import PayPalAPI
import Testing

/// `payterm classroom` as a trainer runs it on a `payterm serve`: a workspace per trainee, the commands each
/// runs, a drill on one workspace that the trainer's own backend never sees, and resets.
@Suite(.timeLimit(.minutes(3))) struct ClassroomCommandTests {
    static func payterm(_ arguments: [String], input: String? = nil) async throws -> (status: Int32, text: String) {
        let process = try ServeProcess(arguments, interactive: input != nil)
        if let input { process.send(input) }
        return (try await process.exitStatus(), process.text)
    }

    /// The arguments after `payterm` on the line `add` printed for `name` that starts with `label`, as a shell gives
    /// them (a value in single quotes without them).
    static func line(_ label: String, of name: String, in text: String) throws -> [String] {
        let lines = text.split(separator: "\n").drop { !$0.hasPrefix("\(name) · ") }.dropFirst().prefix(3)
        let line = try #require(lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) }, "no \(label) line for \(name) in \(text)")
        return line.split(separator: " ").drop { $0 != "payterm" }.dropFirst().map { word in
            word.count > 1 && word.hasPrefix("'") && word.hasSuffix("'") ? String(word.dropFirst().dropLast()) : String(word)
        }
    }

    static func value(_ flag: String, in arguments: [String]) throws -> String {
        try #require(arguments.firstIndex(of: flag).map { arguments[$0 + 1] }, "no \(flag) in \(arguments)")
    }

    @Test func aTrainerGivesEachTraineeAWorkspaceAndResetsIt() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let base = try await serve.baseURL().absoluteString
        let added = try await Self.payterm(["classroom", "add", "ana", "ben", "--backend", base])
        #expect(added.status == 0)
        let drill = try Self.line("drills:", of: "ana", in: added.text)
        let flags = Array(drill.drop { $0 != "--backend" })
        #expect(flags.contains("--client-secret") && flags.contains("--api-signature") && flags.contains("--admin-token"))
        #expect(try Self.line("console:", of: "ana", in: added.text).contains("--admin-token"))

        let seeded = try await Self.payterm(["drill", "charged-twice"] + flags, input: "q")
        #expect(seeded.status == 1)
        #expect(seeded.text.contains("✗ The duplicate payment"), "the drill seeded in Ana's workspace with her keys")
        let workspace = try Self.value("--backend", in: flags)
        let token = try Self.value("--admin-token", in: flags)
        #expect(try await Self.cases(of: "alex@personal.example.com", at: workspace, token: token) == 2)
        #expect(try await Self.cases(of: "alex@personal.example.com", at: base) == 0, "the trainer's own backend sees none of it")

        let status = try await Self.payterm(["classroom", "status", "--backend", base])
        #expect(status.text.contains("ana  ") && status.text.contains("charged-twice") && status.text.contains("not yet"), "\(status.text)")
        let csv = try await Self.payterm(["classroom", "status", "--format", "csv", "--backend", base])
        #expect(csv.text.hasPrefix("trainee,drill,exam,started_at,hints,checks,solved_at,stopped_at\nana,charged-twice,no,"), "\(csv.text)")
        let json = try await Self.payterm(["classroom", "status", "--format", "json", "--backend", base])
        let exported = try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any]
        #expect(((exported?["workspaces"] as? [[String: Any]])?.first?["checks"] as? Int) == 1, "\(json.text)")

        let listed = try await Self.payterm(["classroom", "list", "--backend", base])
        #expect(listed.text.contains("ana · ") && listed.text.contains("ben · "))
        #expect(try await Self.payterm(["classroom", "reset", "ana", "--backend", base]).text.contains("Reset ana."))
        #expect(try await Self.cases(of: "alex@personal.example.com", at: workspace, token: token) == 0)
        #expect(try await Self.payterm(["classroom", "remove", "ben", "--backend", base]).status == 0)
        let refused = try await Self.payterm(["classroom", "list", "--backend", base, "--client-secret", "guess"])
        #expect(refused.status == 1 && refused.text.contains("TRAINER_CREDENTIALS_REQUIRED"))
        serve.signal(SIGTERM)
    }

    @Test func aHandoutPerTraineeHoldsTheirLinesForTheirEyesOnly() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL().absoluteString
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-handouts-\(UUID().uuidString)/class")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let added = try await Self.payterm(["classroom", "add", "ana", "ben", "--handouts", folder.path, "--backend", base])
        #expect(added.status == 0 && added.text.contains("handout:  \(folder.path)/ana.txt"), "\(added.text)")
        let sheet = try String(contentsOf: folder.appendingPathComponent("ana.txt"), encoding: .utf8)
        // The sheet's command, its lines joined again, is the one `add` printed.
        let checkout = sheet.components(separatedBy: "\n\n").first { $0.hasPrefix("The merchant's app") }?
            .split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            .replacingOccurrences(of: " \\ ", with: " ")
        let printed = try #require(added.text.split(separator: "\n").first { $0.contains("checkout: payterm") && $0.contains("ws-ana-client") })
            .split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(checkout == printed, "\(sheet)")
        // Pasted into a shell, every value comes back whole: a Braintree secret's $development$ too.
        let (_, echoed) = try await ChildProcess.run("/bin/sh", ["-c", "printf '%s\\n' " + (printed ?? "")])
        let secret = try Self.value("--braintree-oauth-client-secret", in: try Self.line("checkout:", of: "ana", in: added.text))
        #expect(secret.hasPrefix("client_secret$development$") && echoed.split(separator: "\n").contains { $0 == secret }, "\(echoed)")
        for path in [folder.path, folder.appendingPathComponent("ana.txt").path] {
            let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0
            #expect(mode & 0o077 == 0, "\(path) is the trainer's alone: \(String(mode, radix: 8))")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ben.txt").path))
    }

    @Test func theTrainersWatchShowsADrillAsItGoes() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL().absoluteString
        let added = try await Self.payterm(["classroom", "add", "ana", "--backend", base])
        let drills = try Self.line("drills:", of: "ana", in: added.text)
        let ana = AdminClient(
            transport: HTTPTransport(baseURL: try #require(URL(string: try Self.value("--backend", in: drills)))),
            adminToken: try Self.value("--admin-token", in: drills))
        let watch = try ServeProcess(["classroom", "status", "--watch", "--backend", base])
        defer { watch.signal(SIGKILL) }
        try await watch.waitFor("—")
        try await ana.reportDrill("locked-out", .started)
        try await ana.reportDrill("locked-out", .hint)
        try await watch.waitFor("locked-out  1")
        watch.signal(SIGINT)
        #expect(try await watch.exitStatus() == 128 + SIGINT, "Ctrl-C ends the watch")
    }

    @Test func theStatusTableFitsTheTrainersTerminalByCuttingLongDrillNames() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL().absoluteString
        let added = try await Self.payterm(["classroom", "add", "trainee-01", "--backend", base])
        let drills = try Self.line("drills:", of: "trainee-01", in: added.text)
        let trainee = AdminClient(
            transport: HTTPTransport(baseURL: try #require(URL(string: try Self.value("--backend", in: drills)))),
            adminToken: try Self.value("--admin-token", in: drills))
        try await trainee.reportDrill("hold-after-a-declined-capture", .started)
        let status = "\(ServeProcess.binary.path) classroom status --backend \(base); sleep 60"
        let screen = try await TmuxSession.run(status, width: 60, height: 8) { tmux in try await tmux.waitFor("trainee-01") }
        let row = try #require(screen.split(separator: "\n").first { $0.hasPrefix("trainee-01") })
        #expect(row.contains("hold-after-…") && row.contains("not yet"), "one line a trainee: \(screen)")
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }

    @Test func aTraineesLinesOpenTheirWorkspaceAndNotAnothers() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL().absoluteString
        let added = try await Self.payterm(["classroom", "add", "ana", "ben", "--backend", base])
        let checkout = try Self.line("checkout:", of: "ana", in: added.text)
        let (ana, token) = (try Self.value("--backend", in: checkout), try Self.value("--admin-token", in: checkout))
        let ben = try Self.value("--backend", in: try Self.line("checkout:", of: "ben", in: added.text))
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }

        let front = "TERM=xterm-256color XDG_STATE_HOME=\(state.path) \(ServeProcess.binary.path) \(checkout.joined(separator: " ")); sleep 60"
        try await TmuxSession.run(front) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            _ = try await tmux.payForExperienceOne()
        }
        #expect(try await Self.cases(of: "alex@personal.example.com", at: ana, token: token) == 1)
        let journal = try await AdminClient(transport: HTTPTransport(baseURL: try #require(URL(string: ana))), adminToken: token).journal(limit: 200)
        #expect(!journal.isEmpty && journal.allSatisfy { $0.status != 401 }, "every call of Ana's front went through with her keys")

        let console = try Self.line("console:", of: "ana", in: added.text).map { $0 == ana ? ben : $0 }
        let run = "TERM=xterm-256color \(ServeProcess.binary.path) \(console.joined(separator: " ")); sleep 60"
        try await TmuxSession.run(run, width: 100, height: 24) { tmux in
            try await tmux.waitFor("Find a payment")
            try await tmux.type("alex@personal.example.com")
            try await tmux.press("Enter")
            try await tmux.waitFor("ADMIN_TOKEN_REQUIRED")
        }
    }

    @Test func drillsRunningAcrossARestartOfTheClassesBackendGoOnAndOneResetIsSaidSo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = folder.appendingPathComponent("class.sqlite").path
        var serve = try ServeProcess(["serve", "--port", "0", "--db", db])
        let base = try await serve.baseURL()
        let added = try await Self.payterm(["classroom", "add", "ana", "ben", "--backend", base.absoluteString])
        let flags = try ["ana", "ben"].map { name in Array(try Self.line("drills:", of: name, in: added.text).drop { $0 != "--backend" }) }
        let ana = try ServeProcess(["drill", "charged-twice"] + flags[0], interactive: true)
        let ben = try ServeProcess(["drill", "locked-out"] + flags[1], interactive: true)
        for drill in [ana, ben] { try await drill.waitFor("h next hint · c check my work · q stop") }

        serve.signal(SIGTERM)
        #expect(try await serve.exitStatus() == 0)
        serve = try ServeProcess(["serve", "--port", String(try #require(base.port)), "--db", db])
        defer { serve.signal(SIGTERM) }
        _ = try await serve.baseURL()

        let workspace = try #require(URL(string: try Self.value("--backend", in: flags[0])))
        let admin = AdminClient(transport: HTTPTransport(baseURL: workspace), adminToken: try Self.value("--admin-token", in: flags[0]))
        let newest = try #require(try await admin.findCases("alex@personal.example.com").first)
        let duplicate = try await admin.supportCase(newest.kind, newest.id)
        _ = try await admin.take(try #require(duplicate.actions.first { $0.label.hasPrefix("Refund payment") }), on: duplicate.summary, agent: "Ana")
        ana.send("c")
        try await ana.waitFor("Solved. Well done.")
        #expect(try await ana.exitStatus() == 0, "Ana's drill went on, at the address she was given, after the restart")

        #expect(try await Self.payterm(["classroom", "reset", "ben", "--backend", base.absoluteString]).status == 0)
        ben.send("c")
        try await ben.waitFor("The backend was reset")
        #expect(try await ben.exitStatus() == 1)
        #expect(!ben.text.contains("Solved"), "Noor is unlocked by the reset, not by Ben")
    }

    static func cases(of query: String, at base: String, token: String? = nil) async throws -> Int {
        try await AdminClient(transport: HTTPTransport(baseURL: try #require(URL(string: base))), adminToken: token).findCases(query).count
    }
}
