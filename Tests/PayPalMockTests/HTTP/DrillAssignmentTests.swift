import Foundation
import GRDB
import PayPalAPI
import Testing
@testable import PayPalMock

/// Drills the trainer assigns to the class: every trainee's workspace is given the drill's text, in order; the
/// trainee reads their own with their admin token and sees which are done; nobody else assigns or reads.
@Suite struct DrillAssignmentTests {
    static let trainer = ClassroomTests.trainer

    static func assign(_ drill: String, text: String = "name: x", exam: Bool = false, on backend: TestBackend, headers: [String: String]? = nil) async throws -> HTTPExchange {
        try await backend.http.send(
            "POST", "/payterm/v1/workspaces/assignments", headers: headers ?? trainer, json: ["drill": drill, "text": text, "exam": exam])
    }

    static func assignments(_ seat: Seat, headers: [String: String]? = nil) async throws -> (status: Int, json: JSON?) {
        let exchange = try await seat.backend.http.send("GET", "/payterm/v1/drills/assignments", headers: headers ?? seat.admin)
        return (exchange.status, exchange.status == 200 ? JSON(try exchange.jsonObject()) : nil)
    }

    @Test func everyTraineeIsGivenTheDrillsInOrderAndSeesWhichAreDone() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let ben = try await ClassroomTests.workspace("ben", on: backend)
            let given = try await Self.assign("charged-twice", text: "name: charged-twice\n", on: backend)
            #expect(given.status == 200)
            #expect(JSON(try given.jsonObject())["workspaces"] == ["ana", "ben"])
            #expect(try await Self.assign("locked-out", text: "name: locked-out\n", exam: true, on: backend).status == 200)
            #expect(try await Self.assign("charged-twice", text: "name: charged-twice\n# again\n", on: backend).status == 200)

            let anas = try #require(try await Self.assignments(ana).json)
            #expect(anas.count("assignments") == 2)
            #expect(anas["assignments[0].drill"] == "charged-twice" && anas["assignments[0].text"] == "name: charged-twice\n# again\n", "assigned again: new text, same place")
            #expect(anas["assignments[1].drill"] == "locked-out" && anas["assignments[1].exam"] == true)
            #expect(anas["assignments[0].done"] == false && anas["assignments[1].done"] == false)

            #expect(try await DrillJudgingTests.call(ana, "start", drill: "charged-twice").status == 201)
            try await DrillJudgingTests.solve(ana)
            #expect(try await DrillJudgingTests.call(ana, "check", drill: "charged-twice").json?["solved"] == true)
            #expect(try await DrillJudgingTests.call(ben, "start", drill: "locked-out").json?["exam"] == true)
            #expect(try await DrillJudgingTests.call(ben, "check", drill: "locked-out").json?["solved"] == false)
            #expect(try await Self.assignments(ana).json?["assignments[0].done"] == true, "solved")
            let bens = try #require(try await Self.assignments(ben).json)
            #expect(bens["assignments[0].done"] == false && bens["assignments[1].done"] == true, "an exam, taken, is done whatever its result")

            let progress = try await DrillJudgingTests.progress(on: backend)
            #expect(progress["workspaces[0].done"] == 1 && progress["workspaces[0].assigned"] == ["charged-twice", "locked-out"])
            #expect(progress["workspaces[1].exam"] == true && progress["workspaces[1].attempts[0].exam"] == true)
        }
    }

    @Test func onlyTheTrainerAssignsAndOnlyTheTraineeReadsTheirs() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let ben = try await ClassroomTests.workspace("ben", on: backend)
            #expect(try await Self.assign("x", on: backend, headers: [:]).status == 401)
            #expect(try await Self.assign("x", on: backend, headers: ana.admin).status == 401, "a trainee's token assigns nothing")
            #expect(try await Self.assign("x", on: ana.backend, headers: ana.admin).status == 403, "a workspace holds no class")
            #expect(try await Self.assign("../x", on: backend).status == 400)
            #expect(try await Self.assign("x", text: "", on: backend).status == 400)
            #expect(try await Self.assign("x", text: String(repeating: "a", count: 65_537), on: backend).status == 400)
            #expect(try await Self.assign("x", on: backend).status == 200)
            #expect(try await Self.assignments(ana, headers: [:]).status == 401)
            #expect(try await Self.assignments(ana, headers: ben.admin).status == 401, "Ben's token reads nothing of Ana's")
            #expect(try await Self.assignments(ana, headers: Self.trainer).status == 401, "nor do the trainer's keys")
            let own = try await backend.http.send("GET", "/payterm/v1/drills/assignments")
            let refusal = JSON(try own.jsonObject())
            #expect(own.status == 404 && refusal["details[0].issue"] == "NOT_A_WORKSPACE")
        }
    }

    @Test func sixteenIdenticalAssignmentsAtOnceAreOne() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<16 { group.addTask { try await Self.assign("charged-twice", on: backend).status } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 200, count: 16))
            #expect(try await Self.assignments(ana).json?.count("assignments") == 1)
        }
    }

    /// Every assignment rewrote every workspace's row with all the drills (60 of 60 KiB for 4 workspaces made
    /// 37 MB) and any number was kept: the class keeps each drill once, at most sixteen, and a trainee reads them.
    @Test func theClassKeepsEachDrillOnceAndAtMostSixteen() async throws {
        try await TestBackend.withStateFile { configuration in
            guard case .file(let path) = configuration.storage else { return }
            try await TestBackend.with(configuration) { backend in
                var seats: [Seat] = []
                for name in ["ana", "ben", "cat", "dan"] { seats.append(try await ClassroomTests.workspace(name, on: backend)) }
                let page = "name: x\n# " + String(repeating: "a", count: 60 * 1_024) + "\n"
                for index in 0..<DrillAssignment.mostPerClass {
                    #expect(try await Self.assign("drill-\(index)", text: page, on: backend).status == 200)
                }
                let past = try await Self.assign("one-more", text: page, on: backend)
                let refusal = JSON(try past.jsonObject())
                #expect(past.status == 422 && refusal["details[0].issue"] == "TOO_MANY_DRILLS", "\(refusal)")
                #expect(try await Self.assign("drill-0", text: "name: x\n# again\n", on: backend).status == 200, "one of them assigned again")

                let read = try await seats[3].backend.http.send("GET", "/payterm/v1/drills/assignments", headers: seats[3].admin)
                let anas = JSON(try read.jsonObject())
                #expect(anas.count("assignments") == DrillAssignment.mostPerClass && anas["assignments[0].text"] == "name: x\n# again\n")
                #expect(read.body.count < DrillAssignment.mostPerClass * (DrillAssignment.largestText + 1_024), "\(read.body.count) bytes")

                let queue = try DatabaseQueue(path: path)
                let (rows, largestRow) = try await queue.read { db in
                    (try Int.fetchOne(db, sql: "SELECT count(*) FROM drill_assignments"),
                     try Int.fetchOne(db, sql: "SELECT coalesce(max(length(body)), 0) FROM workspace_progress"))
                }
                #expect(rows == DrillAssignment.mostPerClass, "kept once for the class")
                #expect((largestRow ?? 0) < 1_024, "no workspace's row holds the drills: \(largestRow ?? 0) bytes")

                for name in ["ana", "ben", "cat", "dan"] {
                    #expect(try await backend.http.send("DELETE", "/payterm/v1/workspaces/\(name)", headers: Self.trainer).status == 204)
                }
                _ = try await ClassroomTests.workspace("eve", on: backend)
                #expect(try await DrillJudgingTests.progress(on: backend)["workspaces[0].assigned"] == [String](), "the last removal ended the class and its drills")
            }
        }
    }

    /// A class whose workspaces' rows held its drills, as an earlier PayTerm kept them, keeps them for the class.
    @Test func drillsKeptInTheWorkspacesRowsByAnEarlierPayTermAreTheClasss() async throws {
        try await TestBackend.withStateFile { configuration in
            guard case .file(let path) = configuration.storage else { return }
            try await TestBackend.with(configuration) { backend in _ = try await ClassroomTests.workspace("ana", on: backend) }
            let legacy = #"{"attempts":[],"assignments":[{"drill":"locked-out","text":"name: locked-out\n","exam":true,"assignedAt":"2026-11-20T10:00:00Z"}]}"#
            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in
                try db.execute(sql: "DROP TABLE drill_assignments")
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v9'")
                try db.execute(sql: "INSERT OR REPLACE INTO workspace_progress (workspace_id, body) SELECT id, ? FROM workspaces", arguments: [legacy])
            }
            try await TestBackend.with(configuration) { backend in
                let progress = try await DrillJudgingTests.progress(on: backend)
                #expect(progress["workspaces[0].assigned"] == ["locked-out"], "\(progress)")
                #expect(try await Self.assign("charged-twice", on: backend).status == 200)
                #expect(try await DrillJudgingTests.progress(on: backend)["workspaces[0].assigned"] == ["locked-out", "charged-twice"])
            }
        }
    }

    @Test func progressKeptBeforeAssignmentsIsStillRead() throws {
        let stored = #"[{"drill":"locked-out","startedAt":"2026-11-20T10:00:00Z","hints":1,"checks":0}]"#
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let training = try decoder.decode(WorkspaceTraining.self, from: Data(stored.utf8))
        #expect(training.attempts.map(\.drill) == ["locked-out"] && training.attempts[0].hints == 1 && !training.attempts[0].exam)
        #expect(training.assignments.isEmpty)
    }
}
