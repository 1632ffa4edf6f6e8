import Foundation
import Testing
@testable import PayPalMock

/// `GET /payterm/v1/metrics`, on a backend that asks for it.
@Suite struct MetricsTests {
    @Test func prometheusReadsRequestsByAPIAndTheOutboxDepth() async throws {
        var configuration = BackendConfiguration(port: 0)
        configuration.metrics = true
        try await TestBackend.with(configuration) { backend in
            _ = try await WebhookTests.subscribe(backend, URL(string: "http://127.0.0.1:9/nobody-listens")!, to: ["PAYMENT.CAPTURE.COMPLETED"])
            _ = try await backend.capturedOrder()
            _ = try await backend.rest("GET", "/v2/checkout/orders/NO-SUCH-ORDER")
            _ = try await backend.payKey()
            let answer = try await backend.http.send("GET", MetricsRoutes.path)
            #expect(answer.status == 200)
            let text = String(decoding: answer.body, as: UTF8.self)
            #expect(text.contains(#"payterm_requests_total{api="rest",status="404"} 1"#), "\(text)")
            #expect(text.contains(#"payterm_requests_total{api="adaptive",status="200"} 1"#))
            #expect(text.contains(#"payterm_request_duration_seconds_count{api="rest"}"#))
            #expect(text.contains("payterm_outbox_depth 1"), "the capture's event waits for a listener that does not answer")
            #expect(text.contains("# TYPE payterm_journal_dropped_total counter\npayterm_journal_dropped_total 0"), "a counter, named as Prometheus names them")
            #expect(!text.contains("metrics"), "Prometheus's own calls are not counted")
        }
    }

    /// The journal's drops since start, as a counter goes: each scrape says the count so far.
    @Test func theJournalsDropsAreACounter() {
        let metrics = BackendMetrics()
        _ = metrics.exposition(outboxDepth: 0, journalDropped: 3)
        let text = String(decoding: metrics.exposition(outboxDepth: 0, journalDropped: 5), as: UTF8.self)
        #expect(text.contains("# TYPE payterm_journal_dropped_total counter\npayterm_journal_dropped_total 5"), "\(text)")
        #expect(!text.contains("payterm_journal_dropped "), "no gauge of the old name")
    }

    @Test func aBackendThatDidNotAskHasNoMetricsAndARemoteOneWantsItsToken() async throws {
        try await TestBackend.with { backend in
            let answer = try await backend.http.send("GET", MetricsRoutes.path)
            #expect(answer.status == 404)
        }
        var configuration = BackendConfiguration(port: 0, adminToken: "metrics-admin-token")
        configuration.metrics = true
        try await TestBackend.with(configuration) { backend in
            #expect(try await backend.http.send("GET", MetricsRoutes.path).status == 401)
            let answer = try await backend.http.send("GET", MetricsRoutes.path, headers: [AdminHolders.header: "metrics-admin-token"])
            #expect(answer.status == 200)
        }
    }
}
