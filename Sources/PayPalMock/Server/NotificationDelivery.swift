import Foundation
import GRDB
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import ServiceLifecycle

/// Posts what is waiting in the outbox (webhook events and IPN messages) beside the server, retrying as
/// `Delivery` says.
struct NotificationDelivery: Service {
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
                await deliverDue(WebhookEvent.self)
                await deliverDue(IPNMessage.self)
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    /// Makes every delivery of this kind of message whose time has come.
    func deliverDue<Message: OutboxMessage>(_ type: Message.Type) async {
        let now = Date()
        let messages = (try? await store.read { db in
            try db.owners(in: Message.pending).compactMap { try db.document(Message.self, id: $0) }
        }) ?? []
        for message in messages {
            for delivery in message.deliveries where delivery.status == .pending && delivery.nextAttemptAt <= now {
                let code = await send(message, delivery)
                do {
                    try await store.write { db in try Self.record(code, of: delivery, messageId: message.id, as: Message.self, in: db) }
                } catch {
                    logger.warning("\(Message.kind) \(message.id): could not record its delivery: \(error)")
                }
            }
        }
    }

    private func send(_ message: some OutboxMessage, _ delivery: Delivery) async -> Int? {
        guard let url = URL(string: delivery.url), let (body, headers) = try? message.request(for: delivery, base: address.base) else { return nil }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let answer = try? await session.data(for: request)
        return (answer?.1 as? HTTPURLResponse)?.statusCode
    }

    private static func record<Message: OutboxMessage>(
        _ code: Int?, of sent: Delivery, messageId: String, as type: Message.Type, in db: Database
    ) throws {
        guard var message = try db.document(Message.self, id: messageId),
              let index = message.deliveries.firstIndex(where: { $0.transmissionId == sent.transmissionId })
        else { return }
        message.deliveries[index].record(code)
        try db.save(message)
        if !message.deliveries.contains(where: { $0.status == .pending }) {
            try db.removeAlias(message.id, in: Message.pending)
        }
    }
}
