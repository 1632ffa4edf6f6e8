import Prometheus

/// What `GET /payterm/v1/metrics` tells Prometheus, when `payterm serve --metrics` asks for it: the requests
/// answered and how long they took, by API and status, the notifications waiting in the outbox, and the exchanges
/// the journal dropped.
final class BackendMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private static let buckets: [Duration] = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000].map { .milliseconds($0) }

    /// Counts an answered request.
    func record(path: String, status: Int, elapsed: Duration) {
        let api = Self.api(of: path)
        registry.makeCounter(
            name: "payterm_requests_total", labels: [("api", api), ("status", String(status))],
            help: "Requests answered, by API and HTTP status (0: no answer, as a transport fault leaves)."
        ).increment()
        registry.makeDurationHistogram(
            name: "payterm_request_duration_seconds", labels: [("api", api)], buckets: Self.buckets,
            help: "From a request's arrival to its answer, by API."
        ).record(elapsed)
    }

    /// The metrics in Prometheus's text format, with the gauges read now.
    func exposition(outboxDepth: Int, journalDropped: Int) -> [UInt8] {
        registry.makeGauge(name: "payterm_outbox_depth", help: "Webhook events and IPN messages with a delivery still to make.")
            .set(Double(outboxDepth))
        registry.makeGauge(name: "payterm_journal_dropped", help: "Exchanges not journaled since start, the journal's writer being too far behind.")
            .set(Double(journalDropped))
        return registry.emitToBuffer()
    }

    /// Which API a path belongs to: few values, so that each keeps its own series.
    static func api(of path: String) -> String {
        if path == OAuthRoutes.tokenPath { return "oauth" }
        if ["/v1/", "/v2/", "/v3/"].contains(where: path.hasPrefix) { return "rest" }
        if path.hasPrefix("/AdaptivePayments/") || path.hasPrefix("/AdaptiveAccounts/") { return "adaptive" }
        if path.hasPrefix("/payterm/v1/buyer/") { return "buyer" }
        if path.hasPrefix("/payterm/v1/") { return "admin" }
        if path.hasPrefix("/cgi-bin/") { return "ipn" }
        if path.hasPrefix("/merchants/") || path.hasPrefix("/client_api/") { return "braintree" }
        return "other"
    }
}
