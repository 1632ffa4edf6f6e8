import Foundation
import PayPalAPI
import Testing

/// `payterm classroom` as a trainer runs it on a `payterm serve`: a workspace per trainee, the commands each
/// runs, a drill on one workspace that the trainer's own backend never sees, and resets.
@Suite(.timeLimit(.minutes(3))) struct ClassroomCommandTests {
    static func payterm(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) async throws -> (status: Int32, text: String) {
        let process = try ServeProcess(arguments, environment: environment, interactive: input != nil)
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

        #expect(try await Self.payterm(["classroom", "assign", "charged-twice", "--backend", base]).status == 0)
        let seeded = try await Self.payterm(["drill", "next"] + flags, input: "q")
        #expect(seeded.status == 1)
        #expect(seeded.text.contains("✗ The duplicate payment"), "the backend set the drill up in Ana's workspace and judged it: \(seeded.text)")
        let workspace = try Self.value("--backend", in: flags)
        let token = try Self.value("--admin-token", in: flags)
        #expect(try await Self.cases(of: "alex@personal.example.com", at: workspace, token: token) == 2)
        #expect(try await Self.cases(of: "alex@personal.example.com", at: base) == 0, "the trainer's own backend sees none of it")

        let status = try await Self.payterm(["classroom", "status", "--backend", base])
        #expect(status.text.contains("ana  ") && status.text.contains("charged-twice") && status.text.contains("✗"), "stopped unsolved: \(status.text)")
        let csv = try await Self.payterm(["classroom", "status", "--format", "csv", "--backend", base])
        let rows = csv.text.split(separator: "\n").map(String.init)
        #expect(rows.first == "trainee,drill,exam,started_at,hints,checks,solved_at,stopped_at" && rows.count == 3, "\(csv.text)")
        #expect(rows.contains { $0.hasPrefix("ana,charged-twice,no,") && !$0.hasSuffix(",") }, "a stopped attempt has its stopped_at: \(csv.text)")
        #expect(rows.contains("ben,,,,,,,"), "a trainee who never started is in the export: \(csv.text)")
        let json = try await Self.payterm(["classroom", "status", "--format", "json", "--backend", base])
        let exported = try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any]
        #expect(((exported?["workspaces"] as? [[String: Any]])?.first?["checks"] as? Int) == 1, "\(json.text)")

        let listed = try await Self.payterm(["classroom", "list", "--backend", base])
        #expect(listed.text.contains("ana · ") && listed.text.contains("ben · "))
        #expect(try await Self.payterm(["classroom", "reset", "ana", "--backend", base]).text.contains("Reset ana."))
        #expect(try await Self.cases(of: "alex@personal.example.com", at: workspace, token: token) == 0)
        let refused = try await Self.payterm(["classroom", "list", "--backend", base], environment: ["PAYTERM_TRAINER_SECRET": "PTT-guess"])
        #expect(refused.status == 1 && refused.text.contains("TRAINER_SECRET_REQUIRED"), "\(refused.text)")
        _ = try await Self.payterm(["classroom", "add", "cat", "dan", "--backend", base])
        let removed = try await Self.payterm(["classroom", "remove", "ben", "cat", "--backend", base])
        #expect(removed.status == 0 && removed.text.contains("Removed ben.") && removed.text.contains("Removed cat."), "several names at once")
        let all = try await Self.payterm(["classroom", "remove", "--all", "--backend", base])
        #expect(all.text.contains("Removed ana.") && all.text.contains("Removed dan."), "\(all.text)")
        #expect(try await Self.payterm(["classroom", "list", "--backend", base]).text.contains("No workspaces yet"), "the whole class is gone")
        serve.signal(SIGTERM)
    }

    /// The trainer's secret, made on the backend's first start in its state folder, printed that once, and found
    /// there by the trainer's commands on the same machine, with the backend's address: the public defaults open
    /// nothing of the class, and a trainee (another state folder) has no secret to send.
    @Test func theClassIsSecretByDefaultAndTheTrainersCommandsFindTheSecret() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-trainer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let trainer = ["XDG_DATA_HOME": home.appendingPathComponent("trainer").path, "PAYTERM_TRAINER_SECRET": ""]
        var serve = try ServeProcess(["serve", "--port", "0", "--in-memory"], environment: trainer)
        let base = try await serve.baseURL()
        try await serve.waitFor("trainer's secret")
        let file = home.appendingPathComponent("trainer/payterm/trainer-secret")
        let secret = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(secret.hasPrefix("PTT-") && serve.text.contains(secret), "printed once, when made")
        let mode = (try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) ?? 0
        #expect(mode & 0o077 == 0, "the trainer's alone: \(String(mode, radix: 8))")

        let added = try await Self.payterm(["classroom", "add", "ana"], environment: trainer)
        #expect(added.status == 0 && added.text.contains("ana · "), "no --backend, no secret typed: \(added.text)")
        let publicDefaults = try await HTTPTransport(baseURL: base).send(
            "GET", "/payterm/v1/workspaces", headers: ["Authorization": "Basic " + Data("payterm-client-id:payterm-client-secret".utf8).base64EncodedString()])
        #expect(publicDefaults.status == 401, "the README's credentials open nothing of the class")
        let trainee = ["XDG_DATA_HOME": home.appendingPathComponent("trainee").path, "PAYTERM_TRAINER_SECRET": ""]
        let theirs = try await Self.payterm(["classroom", "list", "--backend", base.absoluteString], environment: trainee)
        #expect(theirs.status == 1 && theirs.text.contains("There is no trainer's secret"), "\(theirs.text)")

        serve.signal(SIGTERM)
        #expect(try await serve.exitStatus() == 0)
        serve = try ServeProcess(["serve", "--port", "0", "--in-memory"], environment: trainer)
        defer { serve.signal(SIGTERM) }
        try await serve.waitFor("trainer's secret")
        #expect(!serve.text.contains(secret) && serve.text.contains("kept in \(file.path)"), "printed only when made: \(serve.text)")
        #expect(try await Self.payterm(["classroom", "list"], environment: trainer).status == 0, "the newest backend started is the one found")
    }

    /// The console command a drill prints is one line in a narrow terminal too: the terminal wraps it, and it copies whole.
    @Test func aDrillPrintsItsConsoleCommandOnOneLine() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL().absoluteString
        let added = try await Self.payterm(["classroom", "add", "ana", "--backend", base])
        let flags = Array(try Self.line("drills:", of: "ana", in: added.text).drop { $0 != "--backend" })
        #expect(try await Self.payterm(["classroom", "assign", "locked-out", "--backend", base]).status == 0)
        let run = "\(ServeProcess.binary.path) drill next \(flags.map { "'\($0)'" }.joined(separator: " ")); sleep 60"
        try await TmuxSession.run(run, width: 72, height: 22) { tmux in
            try await tmux.waitFor("h next hint")
            let token = try Self.value("--admin-token", in: flags)
            let joined = try await tmux.joinedScreen()
            #expect(joined.split(separator: "\n").contains { $0.hasPrefix("payterm console --backend ") && $0.hasSuffix("--admin-token \(token)") }, "\(joined)")
        }
    }

    /// An exam's first result stands: `drill next` does not give it again, and nothing else starts it.
    @Test func anExamIsTakenOnce() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL().absoluteString
        let added = try await Self.payterm(["classroom", "add", "ana", "--backend", base])
        let flags = Array(try Self.line("drills:", of: "ana", in: added.text).drop { $0 != "--backend" })
        #expect(try await Self.payterm(["classroom", "assign", "locked-out", "--exam", "--backend", base]).status == 0)
        let taken = try await Self.payterm(["drill", "next"] + flags, input: "c")
        #expect(taken.status == 1 && taken.text.contains("Your result: not solved"), "\(taken.text)")
        let again = try await Self.payterm(["drill", "next", "--exam"] + flags, input: "c")
        #expect(again.text.contains("Every drill your trainer assigned is done"), "\(again.text)")
        let status = try await Self.payterm(["classroom", "status", "--backend", base])
        #expect(status.text.contains("✗ (exam)"), "\(status.text)")
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
        #expect(try await Self.payterm(["classroom", "assign", "locked-out", "--backend", base]).status == 0)
        _ = try await ana.startDrill("locked-out")
        _ = try await ana.drillHint("locked-out")
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
        #expect(try await Self.payterm(["classroom", "assign", "hold-after-a-declined-capture", "--backend", base]).status == 0)
        _ = try await trainee.startDrill("hold-after-a-declined-capture")
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
