import Foundation
import Testing
@testable import PayPalMock

/// `GET /payterm/v1/health`, as a load balancer calls it: no token, not journaled, never faulted.
@Suite struct HealthTests {
    @Test func aBackendThatReadsItsStoreIsUpWithoutTheAdminToken() async throws {
        try await TestBackend.with(BackendConfiguration(port: 0, adminToken: "health-admin-token")) { backend in
            let answer = try await backend.http.send("GET", HealthRoutes.path)
            #expect(answer.status == 200)
            let health = JSON(try answer.jsonObject())
            #expect(health["status"] == "UP")
            #expect(health["store"] == "SEEDED")
            let clock = try await backend.http.send("GET", "/payterm/v1/clock")
            #expect(clock.status == 401, "the admin API still needs its token")
        }
    }

    @Test func healthChecksAreNeitherJournaledNorFaulted() async throws {
        try await TestBackend.with { backend in
            try await FaultTests.arm(backend, ["method": "GET", "path": "/**", "outcome": ["error": ["status": 500, "issue": "INTERNAL_SERVER_ERROR"]], "repeat": true])
            for _ in 0..<3 { #expect(try await backend.http.send("GET", HealthRoutes.path).status == 200) }
            let (_, faulted) = try await backend.rest("GET", "/v2/checkout/orders/NO-SUCH-ORDER")
            #expect(faulted["name"] == "INTERNAL_SERVER_ERROR", "the fault is armed, and takes other calls")
            let (_, journal) = try await backend.admin("GET", "/payterm/v1/journal?limit=50")
            let paths = (journal.value(at: "entries") as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
            #expect(!paths.contains(HealthRoutes.path), "\(paths)")
        }
    }
}
