import Foundation
import PayPalAPI
import Testing
@testable import PayPalMock

/// The classroom on PostgreSQL, over two backends on one database as two `payterm serve` processes would be:
/// each workspace is a schema of the database, served under `/workspaces/NAME` by both; either makes, resets and
/// removes it, and trainees reach nothing of each other's.
@Suite(.enabled(if: TestPostgres.enabled, TestPostgres.absent)) struct SharedClassroomTests {
    static let trainer = ClassroomTests.trainer

    static func withTwoBackends(calling listeners: [URL] = [], _ body: (TestBackend, TestBackend, String) async throws -> Void) async throws {
        try await TestPostgres.withDatabase { address in
            let configuration = TestBackend.configuration(storage: .postgres(address: address), calling: listeners)
            try await TestBackend.with(configuration) { first in
                try await TestBackend.with(configuration) { second in try await body(first, second, address) }
            }
        }
    }

    /// The workspace of that name as a trainee reaches it through `backend`, from the trainer's list there.
    static func seat(_ name: String, through backend: TestBackend) async throws -> Seat {
        let listed = try await WorkspaceCollisionTests.listed(on: backend)
        guard let index = (0..<listed.count("workspaces")).first(where: { listed["workspaces[\($0)].name"] == name }) else {
            throw TestFailure("no workspace \(name) in \(listed)")
        }
        return try Seat(listed, prefix: "workspaces[\(index)].")
    }

    static func workspaceSchemas(at address: String) async throws -> Int {
        try await TestPostgres.count("SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'payterm_workspace_%'", at: address)
    }

    @Test func aWorkspaceMadeThroughOneBackendIsServedByBothAndRemovedThroughEither() async throws {
        try await Self.withTwoBackends { first, second, address in
            let made = try await ClassroomTests.workspace("ana", on: first)
            #expect(made.backend.baseURL.absoluteString == first.baseURL.absoluteString + "/workspaces/ana")
            let anaThroughSecond = try await Self.seat("ana", through: second)
            #expect(anaThroughSecond.backend.baseURL.absoluteString == second.baseURL.absoluteString + "/workspaces/ana")
            #expect(anaThroughSecond.keys == made.keys && anaThroughSecond.adminToken == made.adminToken)

            try await DrillJudgingTests.assign(on: first)
            #expect(try await DrillJudgingTests.call(anaThroughSecond, "start").status == 201)
            #expect(try await DrillJudgingTests.progress(on: first)["workspaces[0].drill"] == "clock-drill", "a drill begun through one, read through the other")
            try await ClassroomTests.capturedOrder(anaThroughSecond.backend, as: made.keys)
            #expect(try await made.ordersOfAlex() == 1, "the payment made through the second is the first's too")
            #expect(try await ClassroomTests.ordersOfAlex(first) == 0, "the trainer's own backend does not see it")
            _ = try await ClassroomTests.workspace("ben", on: second)
            let ben = try await Self.seat("ben", through: first)
            #expect(try await ben.ordersOfAlex() == 0, "Ben does not see Ana's payment")
            #expect(try await Self.workspaceSchemas(at: address) == 2)

            #expect(try await second.http.send("POST", "/payterm/v1/workspaces/ana/reset", headers: Self.trainer).status == 200)
            #expect(try await made.ordersOfAlex() == 0, "a reset through the second is seen through the first")
            try await ClassroomTests.capturedOrder(ben.backend, as: ben.keys)
            #expect(try await first.http.send("POST", "/payterm/v1/workspaces/reset", headers: Self.trainer).status == 200)
            #expect(try await Self.seat("ben", through: second).ordersOfAlex() == 0, "reset all reaches a workspace the other made")

            #expect(try await first.http.send("DELETE", "/payterm/v1/workspaces/ben", headers: Self.trainer).status == 204)
            let gone = try await second.http.send("GET", "/workspaces/ben/payterm/v1/clock", headers: ben.admin)
            #expect(gone.status == 404, "removed through the first, gone through the second at once")
            #expect(JSON(try gone.jsonObject())["name"] == "RESOURCE_NOT_FOUND")
            #expect(try await Self.workspaceSchemas(at: address) == 1, "its schema went with it")
            #expect(try await made.ordersOfAlex() == 0, "Ana's stays")
        }
    }

    @Test func traineesReachNothingOfEachOthersNorTheTrainersThroughTheirPaths() async throws {
        try await Self.withTwoBackends { first, second, _ in
            let ana = try await ClassroomTests.workspace("ana", on: first)
            let ben = try await ClassroomTests.workspace("ben", on: second)
            let anaToken = try await ana.backend.accessToken(client: ana.keys)
            let order = try await ana.backend.rest("POST", "/v2/checkout/orders", json: Orders.simple(), token: anaToken).1
            let id: String = try #require(order["id"])
            #expect(try await ben.backend.rest("GET", "/v2/checkout/orders/\(id)", token: anaToken).0 == 401, "Ana's token is nothing in Ben's")
            #expect(try await ben.backend.http.send("GET", "/payterm/v1/clock", headers: ana.admin).status == 401, "nor her admin token")
            let trainersToken = try await ben.backend.http.send(
                "POST", "/v1/oauth2/token", headers: Self.trainer.merging(["Content-Type": "application/x-www-form-urlencoded"]) { $1 },
                body: Data("grant_type=client_credentials".utf8))
            #expect(trainersToken.status == 401, "nor the trainer's keys")
            let bensToken = try await ben.backend.accessToken(client: ben.keys)
            #expect(try await ben.backend.rest("GET", "/v2/checkout/orders/\(id)", token: bensToken).0 == 404, "Ana's order is not in Ben's")
            #expect(try await second.rest("GET", "/v2/checkout/orders/\(id)").0 == 404, "nor in the trainer's")
            for target in ["/workspaces/nobody/v2/checkout/orders", "/workspaces/Ana/v2/checkout/orders", "/workspaces/../v2/checkout/orders"] {
                #expect(try await first.http.send("GET", target).status == 404, "\(target)")
            }
            let nested = try await first.http.send(
                "POST", "/workspaces/ana/payterm/v1/workspaces", headers: Self.trainer.merging(ana.admin) { $1 }, json: ["name": "x"])
            #expect(nested.status == 403, "a workspace makes no workspaces, even through the trainer's address")
        }
    }

    @Test func aWorkspacesWebhookEventsAreDeliveredOnceWithLinksUnderItsPath() async throws {
        try await WebhookReceiver.with { receiver in try await Self.withTwoBackends(calling: [receiver.url]) { first, second, _ in
            let seats = [try await ClassroomTests.workspace("ana", on: first), try await Self.seat("ana", through: second)]
            let token = try await seats[1].backend.accessToken(client: seats[0].keys)
            let hook = try await seats[0].backend.rest(
                "POST", "/v1/notifications/webhooks", json: ["url": receiver.url.absoluteString, "event_types": [["name": "PAYMENT.CAPTURE.COMPLETED"]]],
                token: token)
            #expect(hook.0 == 201)
            var captures: [String] = []
            for round in 0..<4 {
                let backend = seats[round % 2].backend
                let order: String = try #require(try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple(), token: token).1["id"])
                #expect(try await backend.approveOrder(order).0 == 200)
                let captured = try await backend.rest("POST", "/v2/checkout/orders/\(order)/capture", token: token).1
                captures.append(try #require(captured["purchase_units[0].payments.captures[0].id"]))
            }
            _ = try await receiver.waitFor(captures.count)
            // Time for a second copy to arrive, were one sent.
            try await Task.sleep(for: .seconds(2))
            #expect(receiver.deliveries.compactMap { $0.event["resource.id"] as String? }.sorted() == captures.sorted())
            let links = receiver.deliveries.compactMap { $0.event["resource.links[0].href"] as String? }
            #expect(links.count == captures.count && links.allSatisfy { $0.contains("/workspaces/ana/v2/payments/captures/") }, "\(links)")
        } }
    }

    @Test func sixteenCreationsOfOneNameOverTwoBackendsMakeOneWorkspace() async throws {
        try await Self.withTwoBackends { first, second, address in
            let statuses = try await SharedStoreTests.statuses(of: 16, over: first, second) { backend in
                try await backend.http.send("POST", "/payterm/v1/workspaces", headers: Self.trainer, json: ["name": "dup"]).status
            }
            #expect(statuses.sorted() == [201] + Array(repeating: 409, count: 15))
            #expect(try await Self.workspaceSchemas(at: address) == 1)
            let dup = try await Self.seat("dup", through: second)
            try await ClassroomTests.capturedOrder(dup.backend, as: dup.keys)
        }
    }

    @Test func aClassOutlivesARestartOfEveryProcessWithItsKeysAndItsState() async throws {
        try await TestPostgres.withDatabase { address in
            let configuration = BackendConfiguration(port: 0, storage: .postgres(address: address)).holdingClass()
            var before: Seat?
            try await TestBackend.with(configuration) { backend in
                let ana = try await ClassroomTests.workspace("ana", on: backend)
                try await ClassroomTests.capturedOrder(ana.backend, as: ana.keys)
                before = ana
            }
            try await TestBackend.with(configuration) { backend in
                let ana = try await Self.seat("ana", through: backend)
                #expect(ana.keys == before?.keys && ana.adminToken == before?.adminToken)
                #expect(try await ana.ordersOfAlex() == 1)
            }
        }
    }

    @Test func routedTargetsSplitIntoAWorkspaceAndItsOwnPath() {
        #expect(WorkspaceRouting.split("/workspaces/ana/v2/checkout/orders?x=1")! == ("ana", "/v2/checkout/orders?x=1"))
        #expect(WorkspaceRouting.split("/workspaces/ana")! == ("ana", "/"))
        #expect(WorkspaceRouting.split("/workspaces/ana?x=1")! == ("ana", "/?x=1"))
        for target in ["/workspaces/", "/workspaces/Ana/x", "/workspaces/../x", "/workspacesana/x", "/v2/workspaces/ana", "/workspaces/a%2Fb/x"] {
            #expect(WorkspaceRouting.split(target) == nil, "\(target)")
        }
    }
}
