import Foundation
import Testing
@testable import PayPalMock

/// Two backends on one store, as two `payterm serve` processes on one database would be: each keeps its own
/// memory (tokens, clock, faults, delivery loop, connections), and only the store is shared. On a SQLite file, and
/// on a PostgreSQL database when the tests have a server.
@Suite struct SharedStoreTests {
    enum Shared: String, CustomTestStringConvertible, Sendable {
        case sqliteFile, postgres
        var testDescription: String { rawValue }
    }

    static let stores: [Shared] = TestPostgres.enabled ? [.sqliteFile, .postgres] : [.sqliteFile]

    /// Runs `body` with two backends started on one store.
    static func withTwoBackends(on shared: Shared, calling listeners: [URL] = [], _ body: (TestBackend, TestBackend) async throws -> Void) async throws {
        func run(_ configuration: BackendConfiguration) async throws {
            var configuration = configuration
            configuration.allowedMerchants = .calling(listeners)
            try await TestBackend.with(configuration) { first in
                try await TestBackend.with(configuration) { second in try await body(first, second) }
            }
        }
        switch shared {
        case .sqliteFile: try await TestBackend.withStateFile(run)
        case .postgres: try await TestPostgres.withDatabase { address in try await run(BackendConfiguration(port: 0, storage: .postgres(address: address))) }
        }
    }

    /// The statuses of `count` calls sent at once, every other one to each backend.
    static func statuses(
        of count: Int, over first: TestBackend, _ second: TestBackend, _ call: @escaping @Sendable (TestBackend) async throws -> Int
    ) async throws -> [Int] {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<count { group.addTask { try await call(index.isMultiple(of: 2) ? first : second) } }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
    }

    @Test(arguments: stores) func eachWebhookEventIsDeliveredOnceWhicheverBackendFiledIt(_ shared: Shared) async throws {
        try await WebhookReceiver.with { receiver in try await Self.withTwoBackends(on: shared, calling: [receiver.url]) { first, second in
            _ = try await WebhookTests.subscribe(first, receiver.url, to: ["PAYMENT.CAPTURE.COMPLETED"])
            var captures: [String] = []
            for round in 0..<8 {
                captures.append(try await (round.isMultiple(of: 2) ? first : second).capturedOrder().capture)
            }
            let posts = try await receiver.waitFor(captures.count)
            // Time for a second copy to arrive, were one sent.
            try await Task.sleep(for: .seconds(2))
            let received = receiver.deliveries.compactMap { $0.event["resource.id"] as String? }
            #expect(received.sorted() == captures.sorted(), "\(posts.count) posts for \(captures.count) captures")
            let transmissions = receiver.deliveries.compactMap { $0.headers["paypal-transmission-id"] }
            #expect(transmissions.count == captures.count && Set(transmissions).count == transmissions.count, "\(transmissions)")
        } }
    }

    @Test(arguments: stores) func sixteenCreatesWithOneRequestIdOverTwoBackendsMakeOneOrder(_ shared: Shared) async throws {
        try await Self.withTwoBackends(on: shared) { first, second in
            let requestId = UUID().uuidString
            let ids = try await withThrowingTaskGroup(of: String?.self) { group in
                for index in 0..<16 {
                    group.addTask {
                        let (status, order) = try await (index.isMultiple(of: 2) ? first : second).rest(
                            "POST", "/v2/checkout/orders", json: Orders.simple(), headers: ["PayPal-Request-Id": requestId])
                        #expect([200, 201].contains(status), "\(status) \(order)")
                        return order["id"]
                    }
                }
                return try await group.reduce(into: [String?]()) { $0.append($1) }
            }
            #expect(ids.count == 16)
            #expect(Set(ids.compactMap(\.self)).count == 1, "\(Set(ids.compactMap(\.self)))")
        }
    }

    @Test(arguments: stores) func sixtyFourCapturesOfOneOrderOverTwoBackendsMakeOneCapture(_ shared: Shared) async throws {
        try await Self.withTwoBackends(on: shared) { first, second in
            let order = try await first.approvedOrder()
            let statuses = try await Self.statuses(of: 64, over: first, second) { backend in
                try await backend.rest("POST", "/v2/checkout/orders/\(order)/capture").0
            }
            #expect(statuses.filter { $0 == 201 }.count == 1, "\(statuses)")
            #expect(statuses.filter { $0 == 422 }.count == 63, "\(statuses)")
            let (_, read) = try await second.rest("GET", "/v2/checkout/orders/\(order)")
            #expect(read.count("purchase_units[0].payments.captures") == 1)
        }
    }

    @Test(arguments: stores) func theClockMovedOnOneBackendIsEveryBackendsAtTheNextCall(_ shared: Shared) async throws {
        try await Self.withTwoBackends(on: shared) { first, second in
            _ = try await second.http.send("GET", "/payterm/v1/clock")
            let moved = JSON(try await first.http.send("POST", "/payterm/v1/clock", json: ["advance": "30d", "freeze": true]).jsonObject())
            let seen = JSON(try await second.http.send("GET", "/payterm/v1/clock").jsonObject())
            #expect(seen["frozen"] == true)
            let now: String = try #require(moved["now"])
            #expect(seen["now"] == now, "frozen 30 days ahead on both")
        }
    }

    @Test(arguments: stores) func aResetOnOneBackendEndsTheTokensEveryBackendRemembered(_ shared: Shared) async throws {
        try await Self.withTwoBackends(on: shared) { first, second in
            let token = try await second.accessToken()
            let (before, _) = try await second.rest("GET", "/v2/checkout/orders/NO-SUCH-ORDER", token: token)
            #expect(before == 404, "the token works, and the second backend remembers it")
            _ = try await first.http.send("POST", "/payterm/v1/reset")
            let (after, _) = try await second.rest("GET", "/v2/checkout/orders/NO-SUCH-ORDER", token: token)
            #expect(after == 401)
        }
    }

    @Test(arguments: stores) func aFaultArmedToPersistOnOneBackendTakesCallsOnEvery(_ shared: Shared) async throws {
        try await Self.withTwoBackends(on: shared) { first, second in
            _ = try await second.http.send("GET", "/payterm/v1/faults")
            try await FaultTests.arm(first, [
                "method": "GET", "path": "/v2/checkout/orders/*", "persist": true, "repeat": true,
                "outcome": ["error": ["status": 503, "issue": "SERVICE_UNAVAILABLE"]],
            ])
            let (status, _) = try await second.rest("GET", "/v2/checkout/orders/NO-SUCH-ORDER")
            #expect(status == 503)
            _ = try await first.http.send("DELETE", "/payterm/v1/faults")
            let (cleared, _) = try await second.rest("GET", "/v2/checkout/orders/NO-SUCH-ORDER")
            #expect(cleared == 404)
        }
    }

    @Test(arguments: stores) func aOneShotFaultArmedToPersistTakesOneCallOfSixteenOverTwoBackends(_ shared: Shared) async throws {
        try await Self.withTwoBackends(on: shared) { first, second in
            try await FaultTests.arm(first, [
                "method": "GET", "path": "/v2/checkout/orders/*", "persist": true, "outcome": ["error": ["status": 503, "issue": "SERVICE_UNAVAILABLE"]],
            ])
            let statuses = try await Self.statuses(of: 16, over: first, second) { backend in
                try await backend.rest("GET", "/v2/checkout/orders/NO-SUCH-ORDER").0
            }
            #expect(statuses.filter { $0 == 503 }.count == 1, "\(statuses)")
            #expect(statuses.filter { $0 == 404 }.count == 15, "\(statuses)")
        }
    }

    @Test(arguments: stores) func faultsArmedToPersistOnTwoBackendsAtOnceAreAllKept(_ shared: Shared) async throws {
        try await Self.withTwoBackends(on: shared) { first, second in
            let statuses = try await Self.statuses(of: 8, over: first, second) { backend in
                try await backend.admin("POST", "/payterm/v1/faults", json: [
                    "path": "/v2/checkout/orders/*", "persist": true, "outcome": ["latency_ms": 1],
                ]).0
            }
            #expect(statuses == Array(repeating: 201, count: 8), "\(statuses)")
            let (_, listed) = try await second.admin("GET", "/payterm/v1/faults")
            let ids = (listed.value(at: "faults") as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            #expect(ids.count == 8 && Set(ids).count == 8, "\(ids)")
        }
    }
}
