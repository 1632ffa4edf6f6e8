import Foundation
import Testing
@testable import PayPalMock

/// Two backends on one store, as two `payterm serve` processes on one database would be: each keeps its own
/// memory (tokens, delivery loop), and only the store is shared.
@Suite struct SharedStoreTests {
    /// Runs `body` with two backends started on one SQLite file.
    static func withTwoBackends(_ body: (TestBackend, TestBackend) async throws -> Void) async throws {
        try await TestBackend.withStateFile { configuration in
            try await TestBackend.with(configuration) { first in
                try await TestBackend.with(configuration) { second in try await body(first, second) }
            }
        }
    }

    @Test func eachWebhookEventIsDeliveredOnceWhicheverBackendFiledIt() async throws {
        try await WebhookReceiver.with { receiver in try await Self.withTwoBackends { first, second in
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
}
