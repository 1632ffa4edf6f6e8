import Foundation
import PayPalAPI
import Testing

/// A training day's class, each in a terminal of their own: the trainer assigns a drill to five trainees, each
/// takes it with `payterm drill next` and solves it, the trainer's status view shows them as they go, the trainer
/// watches one trainee's checkout, and the results are exported.
@Suite(.timeLimit(.minutes(3))) struct ClassOfFiveTests {
    static let trainees = ["t1", "t2", "t3", "t4", "t5"]

    @Test func aClassOfFiveTakesADrillAssignedCentrallyWhileTheTrainerWatches() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL().absoluteString
        let added = try await ClassroomCommandTests.payterm(["classroom", "add"] + Self.trainees + ["--backend", base])
        #expect(try await ClassroomCommandTests.payterm(["classroom", "assign", "locked-out", "--backend", base]).status == 0)
        let flags = try Self.trainees.map { Array(try ClassroomCommandTests.line("drills:", of: $0, in: added.text).drop { $0 != "--backend" }) }
        let binary = ServeProcess.binary.path

        let status = "TERM=xterm-256color \(binary) classroom status --watch --backend \(base); sleep 60"
        try await TmuxSession.run(status, width: 100, height: 12) { trainersStatus in
            try await trainersStatus.waitFor("t5")
            try await Self.inTerminals(Self.trainees.indices.map { "TERM=xterm-256color \(binary) drill next \(flags[$0].joined(separator: " ")); echo EXIT=$?; sleep 60" }) { terminals in
                for terminal in terminals { try await terminal.waitFor("h next hint · c check my work · q stop") }
                try await terminals[0].press("h")
                try await terminals[0].waitFor("Hint 1 of 3")
                try await trainersStatus.waitFor("t1  locked-out  1") { screen in screen.components(separatedBy: "locked-out").count == 6 }
                for (index, terminal) in terminals.enumerated() {
                    let workspace = AdminClient(
                        transport: HTTPTransport(baseURL: try #require(URL(string: try ClassroomCommandTests.value("--backend", in: flags[index])))),
                        adminToken: try ClassroomCommandTests.value("--admin-token", in: flags[index]))
                    #expect(try await workspace.unlockBuyers() == ["noor@personal.example.com"])
                    try await terminal.press("c")
                    try await terminal.waitFor("EXIT=0")
                }
                let everyone = try await trainersStatus.waitFor("five solved") { screen in screen.components(separatedBy: "✓").count == 6 }
                #expect(everyone.components(separatedBy: "1 of 1").count == 6, "each has done the one drill assigned: \(everyone)")
            }
        }

        let checkout = try ClassroomCommandTests.line("checkout:", of: "t3", in: added.text)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        try await TmuxSession.run("TERM=xterm-256color XDG_STATE_HOME=\(state.path) \(binary) \(checkout.joined(separator: " ")); sleep 60") { t3 in
            try await t3.waitFor("PayPal library: ready")
            try await TmuxSession.run("TERM=xterm-256color \(binary) classroom watch t3 --backend \(base); sleep 60") { trainersWatch in
                try await trainersWatch.waitFor("PayPal library: ready")
                try await t3.press("Enter")
                try await trainersWatch.waitFor("Log in with email and password")
            }
        }

        let csv = try await ClassroomCommandTests.payterm(["classroom", "status", "--format", "csv", "--backend", base])
        let rows = csv.text.split(separator: "\n").dropFirst()
        #expect(rows.count == 5 && Set(rows.map { $0.split(separator: ",")[0] }) == Set(Self.trainees.map { Substring($0) }), "\(csv.text)")
        #expect(rows.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false)[6].hasPrefix("20") }, "each attempt has its solved_at: \(csv.text)")
    }

    /// Runs each command in a terminal of its own, 100×30, for `body`; ends them all afterwards.
    static func inTerminals(_ commands: [String], _ body: ([TmuxSession]) async throws -> Void) async throws {
        guard let first = commands.first else { return try await body([]) }
        try await TmuxSession.run(first) { session in
            try await inTerminals(Array(commands.dropFirst())) { others in try await body([session] + others) }
        }
    }
}
