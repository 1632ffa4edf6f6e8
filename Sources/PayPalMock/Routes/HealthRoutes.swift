import Foundation
import Hummingbird

/// `GET /payterm/v1/health`, for a load balancer or a supervisor: 200 `{"status":"UP"}` when the backend reads its
/// store, else 503 `{"status":"DOWN"}` with the reason. It needs no token, even where the admin API does, and is
/// not journaled: a balancer asking every few seconds would push out the exchanges a tester came for.
struct HealthRoutes {
    static let path = "/payterm/v1/health"
    let store: Store

    func register(on routes: RouteTable) {
        routes.on(.get, RouterPath(Self.path)) { _, _ in
            do {
                let seeded = try await store.read { db in try SeedMark.current(in: db) != nil }
                return try .rest(["status": "UP", "store": seeded ? "SEEDED" : "EMPTY"])
            } catch {
                return try .rest(["status": "DOWN", "reason": "The backend cannot read its store."], status: .serviceUnavailable)
            }
        }
    }
}
