import Foundation
import Hummingbird
import Synchronization

/// Which API an idempotent operation belongs to: how long its answers are kept and how a replay is sent.
enum IdempotencyScope: Sendable {
    /// Orders v2: 6 hours; a replayed 201 comes back as 200 ("Idempotent response").
    case orders
    /// Payments v2: 45 days; a replay keeps the status of the first answer.
    case payments
    /// Vault v3: 3 hours; a replayed 201 comes back as 200, as for Orders.
    case vault
    /// The support desk's actions: 45 days, as the refunds they make; a replay keeps the status of the first answer.
    case support

    var retentionSeconds: TimeInterval {
        switch self {
        case .orders: 6 * 3_600
        case .payments, .support: 45 * 86_400
        case .vault: 3 * 3_600
        }
    }

    func replayed(_ answer: WireResponse) -> WireResponse {
        guard self == .orders || self == .vault, answer.status == .created else { return answer }
        return WireResponse(status: .ok, body: answer.body)
    }
}

/// What a stored answer is filed under: the OAuth client, the operation on one resource (the method and the
/// resource's path) and the client's `PayPal-Request-Id`, as PayPal keys a request id to the operation on that
/// resource.
struct IdempotencyKey: Hashable, Sendable {
    var clientId: String
    var operation: String
    var requestId: String
}

/// `PayPal-Request-Id`: runs an operation once per key and answers repeats with the stored answer.
///
/// A repeat that arrives while the first is still running waits for it and gets its answer (or its error); one
/// sent to another backend on the same store waits for the answer too, as the first claims its key in the store
/// before running (and if the first fails, runs itself). Answers are kept in the store, so replays survive a
/// restart, until the scope's retention passes on the virtual clock. Only answers are kept: an operation that
/// fails can be retried with the same id. The operation and its saved answer are two commits, so a crash between
/// them forgets the answer; its claim lapses after `claimLease`.
final class Idempotency: Sendable {
    static let header = "PayPal-Request-Id"
    /// How long a claim holds a key without an answer: longer than any operation runs.
    static let claimLease: TimeInterval = 30

    private let store: Store
    private let clock: VirtualClock
    private let running = Mutex<[IdempotencyKey: Task<(answer: WireResponse, replay: Bool), any Error>]>([:])

    init(store: Store, clock: VirtualClock) {
        self.store = store
        self.clock = clock
    }

    /// The stored answer under `key`, the answer of the same request still running, or else `perform`'s, kept.
    func answer(
        _ key: IdempotencyKey, in scope: IdempotencyScope, perform: @escaping @Sendable () async throws -> WireResponse
    ) async throws -> WireResponse {
        let (task, isFirst) = running.withLock { running in
            if let task = running[key] { return (task, false) }
            let task = Task { try await self.settle(key, in: scope, perform: perform) }
            running[key] = task
            return (task, true)
        }
        let result = await task.result
        if isFirst { _ = running.withLock { $0.removeValue(forKey: key) } }
        let outcome = try result.get()
        return outcome.replay || !isFirst ? scope.replayed(outcome.answer) : outcome.answer
    }

    /// Refuses a request that must carry `PayPal-Request-Id` (PayPal requires it where `reason` holds) and does not.
    static func require(in request: Request, _ reason: String) throws {
        guard request.header(header) == nil else { return }
        throw RESTError(status: 400, issue: "MISSING_REQUIRED_PARAMETER", description: "\(header) is required \(reason).", field: header)
    }

    private func settle(
        _ key: IdempotencyKey, in scope: IdempotencyScope, perform: @Sendable () async throws -> WireResponse
    ) async throws -> (answer: WireResponse, replay: Bool) {
        let waitingSince = ContinuousClock.now
        while true {
            let now = clock.now()
            if let stored = try await store.read({ db in try db.idempotentAnswer(key, at: now) }) { return (stored, true) }
            if try await store.write({ db in try db.claimIdempotencyKey(key, at: now, until: now.addingTimeInterval(Self.claimLease)) }) { break }
            // Another backend on the store runs the same request; its answer comes when it is done.
            guard ContinuousClock.now - waitingSince < .seconds(Self.claimLease) else {
                throw RESTError(
                    status: 409, issue: "PREVIOUS_REQUEST_IN_PROGRESS",
                    description: "A request with this \(Self.header) is still being processed by another backend on the store. Send it again later.")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        let answer: WireResponse
        do {
            answer = try await perform()
        } catch {
            try? await store.write { db in try db.releaseIdempotencyKey(key) }
            throw error
        }
        let answered = clock.now()
        try await store.write { db in try db.saveIdempotentAnswer(answer, for: key, at: answered, until: answered.addingTimeInterval(scope.retentionSeconds)) }
        return (answer, false)
    }
}
