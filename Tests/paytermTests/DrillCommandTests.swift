import Foundation
import PayPalAPI
import Testing

/// `payterm drill` as a trainee runs it, against a `payterm serve`: the task, a hint, a check that is not yet
/// met, the fix made through the support desk, and the check that says it is solved.
@Suite(.timeLimit(.minutes(3))) struct DrillCommandTests {
    @Test func aTraineeGetsAHintFixesTheCaseAndIsToldItIsSolved() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let base = try await serve.baseURL()
        let drill = try ServeProcess(["drill", "charged-twice", "--backend", base.absoluteString], interactive: true)
        try await drill.waitFor("h next hint · c check my work · q stop")
        #expect(drill.text.contains("Solve it in the support console:\npayterm console --backend \(base.absoluteString)\n"))
        drill.send("h")
        try await drill.waitFor("Hint 1 of 3: Search for the buyer's email")
        drill.send("c")
        try await drill.waitFor("Not yet")
        #expect(drill.text.contains("✗ The duplicate payment"))

        let admin = AdminClient(transport: HTTPTransport(baseURL: base))
        let newest = try #require(try await admin.findCases("alex@personal.example.com").first)
        let duplicate = try await admin.supportCase(newest.kind, newest.id)
        let refund = try #require(duplicate.actions.first { $0.label.hasPrefix("Refund payment") })
        _ = try await admin.take(refund, on: duplicate.summary, agent: "trainee 7")

        drill.send("c")
        try await drill.waitFor("Solved. Well done.")
        #expect(try await drill.exitStatus() == 0)
        serve.signal(SIGTERM)
    }

    @Test func aTraineeWhoStopsIsToldWhatWasMissedAndTheListNamesEveryDrill() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let base = try await serve.baseURL()
        let drill = try ServeProcess(["drill", "locked-out", "--backend", base.absoluteString], interactive: true)
        try await drill.waitFor("Your task: Let the buyer log in again.")
        drill.send("q")
        #expect(try await drill.exitStatus() == 1)
        #expect(drill.text.contains("✗ Noor can log in with her password again"))
        serve.signal(SIGTERM)

        let list = try ServeProcess(["drill", "list"])
        #expect(try await list.exitStatus() == 0)
        for name in ["charged-twice", "one-item-returned", "hold-after-a-declined-capture", "preapproval-after-cancelling", "missed-refund-webhook", "locked-out"] {
            #expect(list.text.contains(name))
        }
        let unknown = try ServeProcess(["drill", "nope"])
        #expect(try await unknown.exitStatus() == 64)
        #expect(unknown.text.contains("There is no drill 'nope'"))
    }
}
