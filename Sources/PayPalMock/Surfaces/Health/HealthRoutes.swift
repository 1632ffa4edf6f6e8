import Foundation
import HTTPTypes
import Hummingbird

/// `GET /payterm/v1/health`, for a load balancer or a supervisor: 200 `{"status":"UP"}` when the backend reads its
/// store, else 503 `{"status":"DOWN"}` with the reason. It needs no token, even where the admin API does, and is
/// not journaled: a balancer asking every few seconds would push out the exchanges a tester came for. `HEAD` and
/// `OPTIONS` are answered as `GET` is (HEAD without the body): HAProxy's `option httpchk` asks with OPTIONS unless
/// told otherwise.
struct HealthRoutes: Surface {
    static let path = "/payterm/v1/health"
    let store: Store

    static let methods: [HTTPRequest.Method] = [.get, .head, .options]

    init(_ parts: BackendParts) {
        store = parts.store
    }

    func register(on routes: RouteTable) {
        for method in Self.methods {
            routes.on(method, RouterPath(Self.path), for: \.anyone, faultable: false) { _, _, _ in
                var answer = try await health()
                if method == .head { answer.body = Data() }
                return answer
            }
        }
    }

    private func health() async throws -> WireResponse {
        do {
            let seeded = try await store.read { db in try SeedMark.current(in: db) != nil }
            return try .rest(["status": "UP", "store": seeded ? "SEEDED" : "EMPTY"])
        } catch {
            return try .rest(["status": "DOWN", "reason": "The backend cannot read its store."], status: .serviceUnavailable)
        }
    }
}
