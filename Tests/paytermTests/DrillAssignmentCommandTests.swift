import Foundation
import PayPalAPI
import Testing

/// A drill the trainer writes and assigns to the class, taken with `payterm drill next`, then an exam with no
/// hints whose first check is the result; the trainer's status and export say both.
@Suite(.timeLimit(.minutes(3))) struct DrillAssignmentCommandTests {
    static let trainersDrill = """
        name: noor-again
        title: Noor is locked out again
        customer: "Noor Haddad calls: \\"I cannot log in.\\""
        task: Unlock her.
        setup:
          - wrong password: {buyer: noor@personal.example.com, times: 3}
        hints: [Search for her email.]
        checks:
          - says: Noor logs in again
            buyer: noor@personal.example.com
            is: able to log in
        """

    @Test func aTrainersDrillAssignedToTheClassIsEachTraineesNextThenAnExamGivesNoHintsAndRecordsItsResult() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-drills-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("noor-again.yaml").path
        try Self.trainersDrill.write(toFile: file, atomically: true, encoding: .utf8)
        let bad = folder.appendingPathComponent("bad.yaml").path
        try Self.trainersDrill.replacingOccurrences(of: "times: 3", with: "times: three").write(toFile: bad, atomically: true, encoding: .utf8)

        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL().absoluteString
        let added = try await ClassroomCommandTests.payterm(["classroom", "add", "ana", "--backend", base])
        let flags = Array(try ClassroomCommandTests.line("drills:", of: "ana", in: added.text).drop { $0 != "--backend" })

        let refused = try await ClassroomCommandTests.payterm(["classroom", "assign", bad, "--backend", base])
        #expect(refused.status == 1 && refused.text.contains("bad.yaml:6: expected a number from 1 to 1000"), "\(refused.text)")
        let assigned = try await ClassroomCommandTests.payterm(["classroom", "assign", file, "--backend", base])
        #expect(assigned.status == 0 && assigned.text.contains("noor-again is assigned to 1: ana."), "\(assigned.text)")
        #expect(try await ClassroomCommandTests.payterm(["classroom", "assign", "locked-out", "--exam", "--backend", base]).status == 0)

        let first = try ServeProcess(["drill", "next"] + flags, interactive: true)
        try await first.waitFor("h next hint · c check my work · q stop")
        #expect(first.text.contains("Drill 1 of 2 your trainer assigned: noor-again") && first.text.contains("Noor is locked out again"))
        let ana = AdminClient(
            transport: HTTPTransport(baseURL: try #require(URL(string: try ClassroomCommandTests.value("--backend", in: flags)))),
            adminToken: try ClassroomCommandTests.value("--admin-token", in: flags))
        #expect(try await ana.unlockBuyers() == ["noor@personal.example.com"])
        first.send("c")
        try await first.waitFor("Solved. Well done.")
        #expect(try await first.exitStatus() == 0)

        let exam = try ServeProcess(["drill", "next"] + flags, interactive: true)
        try await exam.waitFor("c check my work (final) · q stop (final)")
        #expect(exam.text.contains("Drill 2 of 2 your trainer assigned, an exam: locked-out"))
        exam.send("h")
        try await exam.waitFor("No hints in an exam.")
        exam.send("c")
        try await exam.waitFor("Your result: not solved.")
        #expect(try await exam.exitStatus() == 1)
        #expect(!exam.text.contains("Hint 1"))

        let done = try await ClassroomCommandTests.payterm(["drill", "next"] + flags)
        #expect(done.status == 0 && done.text.contains("Every drill your trainer assigned is done (2)."), "\(done.text)")
        let status = try await ClassroomCommandTests.payterm(["classroom", "status", "--backend", base])
        let lines = status.text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("ana      noor-again") && $0.contains("✓ ") && $0.hasSuffix("2 of 2") }, "\(status.text)")
        #expect(lines.contains { $0.hasPrefix("         locked-out  0      1       ✗ (exam)") }, "every attempt, a row each: \(status.text)")
        let csv = try await ClassroomCommandTests.payterm(["classroom", "status", "--format", "csv", "--backend", base])
        let rows = csv.text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).prefix(3).joined(separator: ",") }
        #expect(rows == ["trainee,drill,exam", "ana,noor-again,no", "ana,locked-out,yes"], "\(csv.text)")
    }

    /// A drill whose key is an alias bomb spun `payterm classroom assign` and every trainee's `drill next`: the file
    /// is refused at its line, and the trainer's backend refuses the same text sent to it directly, before any
    /// trainee is given it.
    @Test func anAliasBombIsRefusedByTheCommandAndByTheBackend() async throws {
        let bomb = (1...8).reduce("x:\n  l0: &l0 [x, x, x, x, x, x, x, x, x]\n") { text, level in
            text + "  l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        } + "? *l8\n: boom\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-bomb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bomb.yaml").path
        try (Self.trainersDrill + "\n" + bomb).write(toFile: file, atomically: true, encoding: .utf8)

        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let base = try await serve.baseURL()
        #expect(try await ClassroomCommandTests.payterm(["classroom", "add", "ana", "--backend", base.absoluteString]).status == 0)
        let refused = try await ClassroomCommandTests.payterm(["classroom", "assign", file, "--backend", base.absoluteString])
        #expect(refused.status == 1 && refused.text.contains("bomb.yaml:") && refused.text.contains("its aliases (*…) expand to more than"), "\(refused.text)")

        let body = try JSONSerialization.data(withJSONObject: ["drill": "bomb", "text": Self.trainersDrill + "\n" + bomb])
        let direct = try await HTTPTransport(baseURL: base).send(
            "POST", "/payterm/v1/workspaces/assignments",
            headers: ["X-PayTerm-Trainer-Secret": ChildProcess.trainerSecret, "Content-Type": "application/json"], body: body)
        let text = String(decoding: direct.body, as: UTF8.self)
        #expect(direct.status == 400 && text.contains("its aliases (*…) expand to more than"), "\(direct.status) \(text)")
        let progress = try await HTTPTransport(baseURL: base).send(
            "GET", "/payterm/v1/workspaces/progress", headers: ["X-PayTerm-Trainer-Secret": ChildProcess.trainerSecret])
        let workspaces = (try JSONSerialization.jsonObject(with: progress.body) as? [String: Any])?["workspaces"] as? [[String: Any]]
        #expect(workspaces?.first?["assigned"] as? [String] == [], "no trainee was given it: \(String(describing: workspaces))")
    }
}
