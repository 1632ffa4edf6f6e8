import Foundation
import PayPalAPI
import Testing

/// `payterm classroom` as a trainer runs it on a `payterm serve`: a workspace per trainee, the commands each
/// runs, a drill on one workspace that the trainer's own backend never sees, and resets.
@Suite(.timeLimit(.minutes(1))) struct ClassroomCommandTests {
    static func payterm(_ arguments: [String], input: String? = nil) async throws -> (status: Int32, text: String) {
        let process = try ServeProcess(arguments, interactive: input != nil)
        if let input { process.send(input) }
        return (try await process.exitStatus(), process.text)
    }

    @Test func aTrainerGivesEachTraineeAWorkspaceAndResetsIt() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let base = try await serve.baseURL().absoluteString
        let added = try await Self.payterm(["classroom", "add", "ana", "ben", "--backend", base])
        #expect(added.status == 0)
        let drillLine = try #require(added.text.split(separator: "\n").first { $0.contains("drills:") && $0.contains("ws-ana-client") })
        let flags = drillLine.split(separator: " ").drop { $0 != "--backend" }.map(String.init)
        #expect(flags.contains("--client-secret") && flags.contains("--api-signature"))
        #expect(added.text.contains("console:  payterm console --backend http://127.0.0.1:"))

        let drill = try await Self.payterm(["drill", "charged-twice"] + flags, input: "q")
        #expect(drill.status == 1)
        #expect(drill.text.contains("✗ The duplicate payment"), "the drill seeded in Ana's workspace with her keys")
        let workspace = try #require(flags.firstIndex(of: "--backend").map { flags[$0 + 1] })
        #expect(try await Self.cases(of: "alex@personal.example.com", at: workspace) == 2)
        #expect(try await Self.cases(of: "alex@personal.example.com", at: base) == 0, "the trainer's own backend sees none of it")

        let listed = try await Self.payterm(["classroom", "list", "--backend", base])
        #expect(listed.text.contains("ana · ") && listed.text.contains("ben · "))
        #expect(try await Self.payterm(["classroom", "reset", "ana", "--backend", base]).text.contains("Reset ana."))
        #expect(try await Self.cases(of: "alex@personal.example.com", at: workspace) == 0)
        #expect(try await Self.payterm(["classroom", "remove", "ben", "--backend", base]).status == 0)
        let refused = try await Self.payterm(["classroom", "list", "--backend", base, "--client-secret", "guess"])
        #expect(refused.status == 1 && refused.text.contains("TRAINER_CREDENTIALS_REQUIRED"))
        serve.signal(SIGTERM)
    }

    static func cases(of query: String, at base: String) async throws -> Int {
        try await AdminClient(transport: HTTPTransport(baseURL: try #require(URL(string: base)))).findCases(query).count
    }
}
