import Foundation
import GRDB
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import ServiceLifecycle

/// Posts pending webhook events to their webhooks, with PayPal's transmission headers, beside the server:
/// a 2xx answer delivers one; anything else is tried again after 2, 4, 8 and 16 seconds, then given up.
struct WebhookDelivery: Service {
    let store: Store
    let address: ServerAddress
    let session: URLSession
    let logger: Logger

    init(store: Store, address: ServerAddress, logger: Logger) {
        self.store = store
        self.address = address
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        session = URLSession(configuration: configuration)
        self.logger = logger
    }

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await deliverDue()
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    /// Makes every delivery whose time has come.
    func deliverDue() async {
        let now = Date()
        let events = (try? await store.read { db in
            try db.owners(in: .pendingWebhookEvent).compactMap { try db.document(WebhookEvent.self, id: $0) }
        }) ?? []
        for event in events {
            for delivery in event.deliveries where delivery.status == .pending && delivery.nextAttemptAt <= now {
                let code = await send(event, delivery)
                do {
                    try await store.write { db in try Self.record(code, of: delivery, eventId: event.id, in: db) }
                } catch {
                    logger.warning("webhook event \(event.id): could not record its delivery: \(error)")
                }
            }
        }
    }

    private func send(_ event: WebhookEvent, _ delivery: WebhookEvent.Delivery) async -> Int? {
        guard let url = URL(string: delivery.url) else { return nil }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = try? WireResponse.restEncoder.encode(WebhookEventView(event, base: address.base))
        let headers = [
            "Content-Type": "application/json",
            "PAYPAL-TRANSMISSION-ID": delivery.transmissionId,
            "PAYPAL-TRANSMISSION-TIME": Timestamp.rest(delivery.transmissionTime),
            "PAYPAL-TRANSMISSION-SIG": delivery.transmissionSignature,
            "PAYPAL-AUTH-ALGO": "SHA256withRSA",
            "PAYPAL-AUTH-VERSION": "v2",
            "PAYPAL-CERT-URL": "\(address.base)/v1/notifications/certs/CERT-PAYTERM",
        ]
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let answer = try? await session.data(for: request)
        return (answer?.1 as? HTTPURLResponse)?.statusCode
    }

    /// Notes an attempt: delivered on a 2xx, failed for good after the last attempt, else due again later.
    private static func record(_ code: Int?, of sent: WebhookEvent.Delivery, eventId: String, in db: Database) throws {
        guard var event = try db.document(WebhookEvent.self, id: eventId),
              let index = event.deliveries.firstIndex(where: { $0.transmissionId == sent.transmissionId })
        else { return }
        var delivery = event.deliveries[index]
        delivery.attempts += 1
        delivery.lastStatusCode = code
        if let code, (200..<300).contains(code) {
            delivery.status = .delivered
        } else if delivery.attempts >= WebhookEvent.maximumAttempts {
            delivery.status = .failed
        } else {
            delivery.nextAttemptAt = Date().addingTimeInterval(WebhookEvent.backoff(after: delivery.attempts))
        }
        event.deliveries[index] = delivery
        try db.save(event)
        if !event.deliveries.contains(where: { $0.status == .pending }) {
            try db.removeAlias(event.id, in: .pendingWebhookEvent)
        }
    }
}
