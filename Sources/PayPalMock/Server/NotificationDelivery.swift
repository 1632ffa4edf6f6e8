import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import PayPalAPI
import ServiceLifecycle

/// Posts what is waiting in the outbox (webhook events and IPN messages) beside the server, retrying as
/// `Delivery` says; first it keeps the authorizations' expiries that time brought, whose events go out with the rest.
struct NotificationDelivery: Service {
    let store: Store
    let address: ServerAddress
    let clock: VirtualClock
    let logger: Logger
    /// How the merchants' servers are reached: over the network unless the configuration hands one in this process.
    let exchange: HTTPTransport.Exchange?

    init(backend: MockBackend, logger: Logger) {
        store = backend.store
        address = backend.address
        clock = backend.clock
        self.logger = logger
        exchange = backend.configuration.merchantExchange
    }

    /// For `https` listeners only: made on the first, as any URLSession on Linux leaves a cache's and a cookie
    /// store's folders in the user's home.
    private static let secureSession = URLSession(configuration: .ephemeral)

    /// How a sent delivery went, to be recorded: kept in memory while the store cannot take it, and recorded before
    /// anything more is sent, so that this backend never sends a delivery again because its record failed.
    typealias Unrecorded = @Sendable (any StoreTransaction) throws -> Date?

    func run() async throws {
        await cancelWhenGracefulShutdown {
            var unrecorded: [Unrecorded] = []
            while !Task.isCancelled {
                let recordRetry = await record(&unrecorded)
                await keepExpiries()
                let webhookRetry = unrecorded.isEmpty ? await deliverDue(WebhookEvent.self, unrecorded: &unrecorded) : nil
                let ipnRetry = unrecorded.isEmpty ? await deliverDue(IPNMessage.self, unrecorded: &unrecorded) : nil
                // Nothing to do until the store changes (a notification is filed) or a retry falls due.
                let retry = Self.earliest(recordRetry, webhookRetry, ipnRetry, Date().addingTimeInterval(Self.sweep))
                await store.changes.wait(atMost: retry.map { .seconds(max(0, $0.timeIntervalSinceNow)) })
            }
        }
    }

    /// Records what the store could not take before; returns when to try again if some still wait, or when the
    /// deliveries recorded are to be tried again.
    private func record(_ unrecorded: inout [Unrecorded]) async -> Date? {
        var retry: Date?
        while let first = unrecorded.first {
            do {
                retry = Self.earliest(retry, try await store.write { db in try first(db) })
                unrecorded.removeFirst()
            } catch {
                logger.warning("\(unrecorded.count) deliveries sent wait to be recorded: \(error)")
                return Date().addingTimeInterval(1)
            }
        }
        return retry
    }

    /// Makes every delivery of this kind of message whose time has come; returns when the next one that is still
    /// to be tried again falls due, if any. A delivery sent whose record the store refused is kept in `unrecorded`,
    /// and none is sent after it.
    func deliverDue<Message: OutboxMessage>(_ type: Message.Type, unrecorded: inout [Unrecorded]) async -> Date? {
        let now = Date()
        let messages = (try? await store.read { db in
            try db.owners(in: Message.pending).compactMap { try db.document(Message.self, id: $0) }
        }) ?? []
        var retry = messages.flatMap(\.deliveries).filter { $0.status == .pending && $0.nextAttemptAt > now }.map(\.nextAttemptAt).min()
        for message in messages {
            for delivery in message.deliveries where delivery.status == .pending && delivery.nextAttemptAt <= now {
                guard (try? await store.write({ db in try Self.claim(delivery, messageId: message.id, as: Message.self, in: db) })) == true
                else { continue }
                let code = await send(message, delivery)
                let recording: Unrecorded = { db in try Self.record(code, of: delivery, messageId: message.id, as: Message.self, in: db) }
                do {
                    retry = Self.earliest(retry, try await store.write(recording))
                } catch {
                    logger.warning("\(Message.kind) \(message.id): its delivery is recorded once the store takes it: \(error)")
                    unrecorded.append(recording)
                    return Self.earliest(retry, Date().addingTimeInterval(1))
                }
            }
        }
        return retry
    }

    private func send(_ message: some OutboxMessage, _ delivery: Delivery) async -> Int? {
        guard let url = URL(string: delivery.url), let (body, headers) = try? message.request(for: delivery, base: address.base) else { return nil }
        var request = URLRequest(url: url, timeoutInterval: 5)
        request.httpMethod = "POST"
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let answer = if let exchange {
            try? await exchange(request)
        } else if url.scheme?.lowercased() == "https" {
            try? await Self.secureSession.data(for: request)
        } else {
            try? await NIOExchange.exchange(request)
        }
        return (answer?.1 as? HTTPURLResponse)?.statusCode
    }

    private func keepExpiries() async {
        let now = clock.now()
        do {
            try await store.write { db in try AuthorizationExpiry(events: WebhookEvents(address: address)).keepDue(in: db, at: now) }
        } catch {
            logger.warning("authorization expiries could not be kept: \(error)")
        }
    }

    private static func earliest(_ dates: Date?...) -> Date? { dates.compactMap(\.self).min() }

    /// Takes a due delivery for this backend to send: it is put off by `lease` in the store, so that no other backend
    /// on the store sends it meanwhile, and one sends it once the lease is out if this one stopped before recording
    /// how sending went. False when it is not due any more (another backend took or made it).
    private static func claim<Message: OutboxMessage>(
        _ delivery: Delivery, messageId: String, as type: Message.Type, in db: any StoreTransaction
    ) throws -> Bool {
        let now = Date()
        guard var message = try db.document(Message.self, id: messageId),
              let index = message.deliveries.firstIndex(where: { $0.transmissionId == delivery.transmissionId }),
              message.deliveries[index].status == .pending, message.deliveries[index].nextAttemptAt <= now
        else { return false }
        message.deliveries[index].nextAttemptAt = now.addingTimeInterval(lease)
        try db.save(message)
        return true
    }

    /// Longer than an attempt can take (its request times out in 5 s).
    static let lease: TimeInterval = 30
    /// How often the store is looked at with nothing to wait for: another backend on the store may have filed a
    /// notification, or stopped holding a lease.
    static let sweep: TimeInterval = 10

    /// Records an attempt's answer; returns when the delivery is to be tried again, if it is.
    private static func record<Message: OutboxMessage>(
        _ code: Int?, of sent: Delivery, messageId: String, as type: Message.Type, in db: any StoreTransaction
    ) throws -> Date? {
        guard var message = try db.document(Message.self, id: messageId),
              let index = message.deliveries.firstIndex(where: { $0.transmissionId == sent.transmissionId })
        else { return nil }
        message.deliveries[index].record(code)
        try db.save(message)
        if !message.deliveries.contains(where: { $0.status == .pending }) {
            try db.removeAlias(message.id, in: Message.pending)
        }
        let delivery = message.deliveries[index]
        return delivery.status == .pending ? delivery.nextAttemptAt : nil
    }
}
