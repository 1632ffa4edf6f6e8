import Foundation
import Logging
import ServiceLifecycle

/// Posts what is waiting in the outbox (webhook events and IPN messages) beside the server, retrying as
/// `Delivery` says; first it keeps the authorizations' expiries that time brought, whose events go out with the rest.
struct NotificationDelivery: Service {
    let store: Store
    let address: ServerAddress
    let clock: VirtualClock
    let logger: Logger
    let outbound: OutboundClient

    init(backend: MockBackend, logger: Logger) {
        store = backend.store
        address = backend.address
        clock = backend.clock
        self.logger = logger
        outbound = backend.outbound
    }

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

    /// The merchant's status, its body unread but for `OutboundClient.answerLimit`; nil when it was not called or
    /// did not answer within `wait`.
    private func send(_ message: some OutboxMessage, _ delivery: Delivery) async -> Int? {
        guard let (body, headers) = try? message.request(for: delivery, base: address.base) else { return nil }
        let call = OutboundClient.Call(url: delivery.url, headers: headers.map { ($0.key, $0.value) }, body: body, wait: Self.wait)
        return await outbound.post(call).answer?.status
    }

    /// How long PayPal waits for a merchant's answer to a delivery.
    static let wait: Duration = .seconds(5)

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

    /// Longer than an attempt can take (`wait`).
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
