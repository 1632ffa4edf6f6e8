import Foundation
import Hummingbird

/// `GET /payterm/v1/metrics`, Prometheus's text format, on a backend started with `payterm serve --metrics`. An
/// admin call: on a backend reachable from other machines, Prometheus sends the admin token.
struct MetricsRoutes: Surface {
    static let path = "/payterm/v1/metrics"
    let metrics: BackendMetrics
    let store: Store
    let journal: Journal

    init?(_ parts: BackendParts) {
        guard let metrics = parts.metrics else { return nil }
        (self.metrics, store, journal) = (metrics, parts.store, parts.journal)
    }

    func register(on routes: RouteTable) {
        routes.on(.get, RouterPath(Self.path), for: \.admin) { _, _, _ in
            let depth = try await store.read { db in
                try db.aliasOwners(in: .pendingWebhookEvent).count + db.aliasOwners(in: .pendingIPNMessage).count
            }
            let text = metrics.exposition(outboxDepth: depth, journalDropped: journal.dropped)
            return WireResponse(status: .ok, body: Data(text), contentType: "text/plain; version=0.0.4")
        }
    }
}
