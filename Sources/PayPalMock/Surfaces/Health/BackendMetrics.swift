import Prometheus
import Synchronization

/// What `GET /payterm/v1/metrics` tells Prometheus, when `payterm serve --metrics` asks for it: the requests
/// answered and how long they took, by API and status, the notifications waiting in the outbox, and the exchanges
/// the journal dropped.
final class BackendMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    /// The journal's drops Prometheus was last told of: its counter goes up by those since.
    private let droppedReported = Mutex(0)
    private static let buckets: [Duration] = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000].map { .milliseconds($0) }

    /// `payterm_<metric>_<unit>`. Made where used: a descriptor is not Sendable.
    private static func named(_ metric: String, _ unit: String, _ help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(namespace: "payterm", metricName: metric, unitName: unit, helpText: help)
    }

    /// Counts an answered request.
    func record(path: String, status: Int, elapsed: Duration) {
        let api = Self.api(of: path)
        let requests = Self.named("requests", "total", "Requests answered, by API and HTTP status (0: no answer, as a transport fault leaves).")
        registry.makeCounter(descriptor: requests, labels: [("api", api), ("status", String(status))]).increment()
        let durations = Self.named("request_duration", "seconds", "From a request's arrival to its answer, by API.")
        registry.makeDurationHistogram(descriptor: durations, labels: [("api", api)], buckets: Self.buckets).record(elapsed)
    }

    /// The metrics in Prometheus's text format, with the gauges and the journal's drops read now.
    func exposition(outboxDepth: Int, journalDropped: Int) -> [UInt8] {
        registry.makeGauge(descriptor: Self.named("outbox", "depth", "Webhook events and IPN messages with a delivery still to make.")).set(Int64(outboxDepth))
        let dropped = registry.makeCounter(
            descriptor: Self.named("journal_dropped", "total", "Exchanges not journaled since start, the journal's writer being too far behind."))
        droppedReported.withLock { reported in
            dropped.increment(by: Int64(max(0, journalDropped - reported)))
            reported = max(reported, journalDropped)
        }
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
