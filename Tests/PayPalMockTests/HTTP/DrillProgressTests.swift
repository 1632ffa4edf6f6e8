import Foundation
import Testing
@testable import PayPalMock

/// A trainee's drills, told by their `payterm drill` to their workspace and read by the trainer: counted right
/// however many come at once, kept across a restart and a reset, and nobody else's to write.
@Suite struct DrillProgressTests {
    static let trainer = ClassroomTests.trainer

    static func report(_ seat: Seat, _ event: String, drill: String = "charged-twice", solved: Bool? = nil, headers: [String: String]? = nil) async throws -> Int {
        var body: [String: Any] = ["drill": drill, "event": event]
        if let solved { body["solved"] = solved }
        return try await seat.backend.http.send("POST", "/payterm/v1/drills/progress", headers: headers ?? seat.admin, json: body).status
    }

    static func progress(on backend: TestBackend) async throws -> JSON {
        let exchange = try await backend.http.send("GET", "/payterm/v1/workspaces/progress", headers: trainer)
        guard exchange.status == 200 else { throw TestFailure("progress: HTTP \(exchange.status)") }
        return JSON(try exchange.jsonObject())
    }

    @Test func aTraineesDrillIsCountedAndTheTrainerReadsIt() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            _ = try await ClassroomTests.workspace("ben", on: backend)
            for (event, solved) in [("started", nil), ("hint", nil), ("check", false), ("check", true)] as [(String, Bool?)] {
                #expect(try await Self.report(ana, event, solved: solved) == 204)
            }
            let progress = try await Self.progress(on: backend)
            #expect(progress["workspaces[0].name"] == "ana" && progress["workspaces[0].drill"] == "charged-twice")
            #expect(progress["workspaces[0].hints"] == 1 && progress["workspaces[0].checks"] == 2 && progress["workspaces[0].solved"] == true)
            #expect((progress["workspaces[0].seconds"] as Int?).map { $0 >= 0 } == true)
            #expect(progress["workspaces[1].name"] == "ben" && (progress["workspaces[1].drill"] as String?) == nil, "Ben has not begun")
            #expect(try await Self.report(ana, "started", drill: "locked-out") == 204)
            let next = try await Self.progress(on: backend)
            #expect(next["workspaces[0].drill"] == "locked-out" && next["workspaces[0].solved"] == false && next.count("workspaces[0].attempts") == 2)
        }
    }

    @Test func onlyTheTraineesOwnAdminTokenWritesAndOnlyTheTrainerReads() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let ben = try await ClassroomTests.workspace("ben", on: backend)
            #expect(try await Self.report(ana, "started", headers: [:]) == 401)
            #expect(try await Self.report(ana, "started", headers: ben.admin) == 401, "Ben's token writes nothing of Ana's")
            #expect(try await Self.report(ana, "started", headers: Self.trainer) == 401, "nor do the trainer's keys")
            #expect(try await Self.report(ana, "started", drill: "../x") == 400)
            #expect(try await Self.report(ana, "bored") == 400)
            #expect(try await ana.backend.http.send("GET", "/payterm/v1/workspaces/progress", headers: ana.admin).status == 403)
            #expect(try await backend.http.send("GET", "/payterm/v1/workspaces/progress").status == 401)
            let own = try await backend.http.send("POST", "/payterm/v1/drills/progress", json: ["drill": "charged-twice", "event": "started"])
            let refusal = JSON(try own.jsonObject())
            #expect(own.status == 404 && refusal["details[0].issue"] == "NOT_A_WORKSPACE", "the trainer's backend keeps none")
            #expect(try await Self.progress(on: backend).count("workspaces[0].attempts") == 0)
        }
    }

    @Test func sixteenHintsAtOnceAreSixteen() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            #expect(try await Self.report(ana, "started") == 204)
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<16 { group.addTask { try await Self.report(ana, "hint") } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 204, count: 16))
            #expect(try await Self.progress(on: backend)["workspaces[0].hints"] == 16)
        }
    }

    @Test func progressOutlivesARestartAndResetsAndGoesWithItsWorkspace() async throws {
        try await TestBackend.withStateFile { configuration in
            try await TestBackend.with(configuration) { backend in
                let ana = try await ClassroomTests.workspace("ana", on: backend)
                #expect(try await Self.report(ana, "started") == 204)
                #expect(try await Self.report(ana, "check", solved: true) == 204)
            }
            try await TestBackend.with(configuration) { backend in
                #expect(try await Self.progress(on: backend)["workspaces[0].solved"] == true, "kept across a restart")
                #expect(try await backend.http.send("POST", "/payterm/v1/workspaces/reset", headers: Self.trainer).status == 200)
                #expect(try await backend.http.send("POST", "/payterm/v1/reset").status == 200)
                #expect(try await Self.progress(on: backend)["workspaces[0].solved"] == true, "a reset of the workspaces or the trainer's keeps it")
                #expect(try await backend.http.send("DELETE", "/payterm/v1/workspaces/ana", headers: Self.trainer).status == 204)
                _ = try await ClassroomTests.workspace("ana", on: backend)
                #expect((try await Self.progress(on: backend)["workspaces[0].drill"] as String?) == nil, "a new ana starts with none")
            }
        }
    }
}
