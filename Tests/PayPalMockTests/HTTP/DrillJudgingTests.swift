import Foundation
import Testing
@testable import PayPalMock

/// A trainee's assigned drills, set up and judged by their workspace's backend and read by the trainer: nothing the
/// trainee's client sends says a drill passed, an exam is taken once, counts hold however many calls come at once,
/// and nobody else's token reaches them. (`ClockReferee` judges the tests' drills; `payterm serve`'s is tested with
/// the real binary.)
@Suite struct DrillJudgingTests {
    static let trainer = ClassroomTests.trainer

    static func call(_ seat: Seat, _ what: String, drill: String = "clock-drill", headers: [String: String]? = nil) async throws -> (status: Int, json: JSON?) {
        let exchange = try await seat.backend.http.send("POST", "/payterm/v1/drills/\(drill)/\(what)", headers: headers ?? seat.admin)
        return (exchange.status, exchange.body.isEmpty ? nil : JSON(try exchange.jsonObject()))
    }

    static func progress(on backend: TestBackend) async throws -> JSON {
        let exchange = try await backend.http.send("GET", "/payterm/v1/workspaces/progress", headers: trainer)
        guard exchange.status == 200 else { throw TestFailure("progress: HTTP \(exchange.status)") }
        return JSON(try exchange.jsonObject())
    }

    static func assign(_ drill: String = "clock-drill", exam: Bool = false, on backend: TestBackend) async throws {
        let given = try await DrillAssignmentTests.assign(drill, text: "name: \(drill)\n", exam: exam, on: backend)
        guard given.status == 200 else { throw TestFailure("assign: HTTP \(given.status)") }
    }

    /// What the trainee does to solve the tests' drill: moves their workspace's clock a day.
    static func solve(_ seat: Seat) async throws {
        let moved = try await seat.backend.http.send("POST", "/payterm/v1/clock", headers: seat.admin, json: ["advance": "1d"])
        guard moved.status == 200 else { throw TestFailure("clock: HTTP \(moved.status)") }
    }

    @Test func theBackendSetsTheDrillUpJudgesItAndTheTrainerReadsIt() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            _ = try await ClassroomTests.workspace("ben", on: backend)
            try await Self.assign(on: backend)
            let started = try await Self.call(ana, "start")
            #expect(started.status == 201 && started.json?["story"] == ClockReferee.story && started.json?["exam"] == false)
            let missed = try await Self.call(ana, "check")
            #expect(missed.status == 200 && missed.json?["solved"] == false && missed.json?["over"] == false)
            #expect(missed.json?["checks[0].met"] == false, "nothing done yet: the backend says so")
            #expect(try await Self.call(ana, "hint").json?["hints"] == 1)
            try await Self.solve(ana)
            let solved = try await Self.call(ana, "check")
            #expect(solved.json?["solved"] == true && solved.json?["over"] == true && solved.json?["checks[0].met"] == true)

            let progress = try await Self.progress(on: backend)
            #expect(progress["workspaces[0].name"] == "ana" && progress["workspaces[0].drill"] == "clock-drill")
            #expect(progress["workspaces[0].hints"] == 1 && progress["workspaces[0].checks"] == 2 && progress["workspaces[0].solved"] == true)
            #expect((progress["workspaces[0].attempts[0].stopped_at"] as String?) != nil, "a solved attempt is finished")
            #expect(progress["workspaces[1].name"] == "ben" && (progress["workspaces[1].drill"] as String?) == nil, "Ben has not begun")
        }
    }

    @Test func nothingATraineeSendsSaysADrillPassed() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            try await Self.assign(on: backend)
            let claimed = try await ana.backend.http.send(
                "POST", "/payterm/v1/drills/progress", headers: ana.admin, json: ["drill": "clock-drill", "event": "check", "solved": true])
            #expect(claimed.status == 404, "no route takes a verdict")
            #expect(try await Self.call(ana, "check").status == 409, "no attempt under way to check")
            let unassigned = try await Self.call(ana, "start", drill: "charged-twice")
            #expect(unassigned.status == 404 && unassigned.json?["details[0].issue"] == "DRILL_NOT_ASSIGNED")
            #expect(try await Self.call(ana, "start").status == 201)
            #expect(try await Self.call(ana, "stop").status == 204)
            #expect(try await Self.call(ana, "check").status == 409, "a stopped attempt is not checked again")
            let progress = try await Self.progress(on: backend)
            #expect(progress["workspaces[0].solved"] == false && progress["workspaces[0].done"] == 0)
        }
    }

    @Test func anExamIsTakenOnceAndItsFirstCheckStands() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let ben = try await ClassroomTests.workspace("ben", on: backend)
            try await Self.assign("exam-drill", exam: true, on: backend)
            #expect(try await Self.call(ana, "start", drill: "exam-drill").json?["exam"] == true)
            #expect(try await Self.call(ana, "hint", drill: "exam-drill").status == 409, "no hints in an exam")
            let judged = try await Self.call(ana, "check", drill: "exam-drill")
            #expect(judged.json?["solved"] == false && judged.json?["over"] == true)
            let again = try await Self.call(ana, "start", drill: "exam-drill")
            #expect(again.status == 409 && again.json?["details[0].issue"] == "EXAM_TAKEN")
            try await Self.solve(ana)
            #expect(try await Self.call(ana, "check", drill: "exam-drill").status == 409, "the first result stands")

            let starts = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<16 { group.addTask { try await Self.call(ben, "start", drill: "exam-drill").status } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(starts.filter { $0 == 201 }.count == 1 && starts.filter { $0 == 409 }.count == 15, "\(starts)")
            let progress = try await Self.progress(on: backend)
            #expect(progress.count("workspaces[0].attempts") == 1 && progress["workspaces[0].solved"] == false && progress["workspaces[0].done"] == 1)
            #expect(progress.count("workspaces[1].attempts") == 1)
        }
    }

    @Test func onlyTheTraineesOwnAdminTokenTakesTheirDrills() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let ben = try await ClassroomTests.workspace("ben", on: backend)
            try await Self.assign(on: backend)
            #expect(try await Self.call(ana, "start", headers: [:]).status == 401)
            #expect(try await Self.call(ana, "start", headers: ben.admin).status == 401, "Ben's token starts nothing of Ana's")
            #expect(try await Self.call(ana, "start", headers: Self.trainer).status == 401, "nor does the trainer's secret")
            #expect(try await Self.call(ana, "start", drill: "..").status == 400)
            #expect(try await ana.backend.http.send("GET", "/payterm/v1/workspaces/progress", headers: ana.admin).status == 403)
            #expect(try await backend.http.send("GET", "/payterm/v1/workspaces/progress").status == 401)
            let own = try await backend.http.send("POST", "/payterm/v1/drills/clock-drill/start")
            let refusal = JSON(try own.jsonObject())
            #expect(own.status == 404 && refusal["details[0].issue"] == "NOT_A_WORKSPACE", "the trainer's backend keeps none")
            #expect(try await Self.progress(on: backend).count("workspaces[0].attempts") == 0)
        }
    }

    @Test func sixteenChecksOfAnExamAtOnceJudgeItOnce() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            try await Self.assign("exam-drill", exam: true, on: backend)
            #expect(try await Self.call(ana, "start", drill: "exam-drill").status == 201)
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<16 { group.addTask { try await Self.call(ana, "check", drill: "exam-drill").status } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == 200 }.count == 1 && statuses.filter { $0 == 409 }.count == 15, "\(statuses)")
            #expect(try await Self.progress(on: backend)["workspaces[0].checks"] == 1, "the first result, once")
        }
    }

    @Test func sixteenHintsAtOnceAreSixteen() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            try await Self.assign(on: backend)
            #expect(try await Self.call(ana, "start").status == 201)
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<16 { group.addTask { try await Self.call(ana, "hint").status } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 200, count: 16))
            #expect(try await Self.progress(on: backend)["workspaces[0].hints"] == 16)
        }
    }

    @Test func progressOutlivesARestartAndResetsAndGoesWithItsWorkspace() async throws {
        try await TestBackend.withStateFile { configuration in
            try await TestBackend.with(configuration) { backend in
                let ana = try await ClassroomTests.workspace("ana", on: backend)
                try await Self.assign(on: backend)
                #expect(try await Self.call(ana, "start").status == 201)
                try await Self.solve(ana)
                #expect(try await Self.call(ana, "check").json?["solved"] == true)
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
