import Foundation
import Hummingbird
import NIOCore
import Synchronization

/// Per-request data: the debug id, the body the exchange middleware read, the REST client, and the answer the route gave.
public struct MockRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The `Paypal-Debug-Id` of this exchange, also the Adaptive Payments `correlationId`.
    var debugId = ""
    /// The request body, read once (and size-checked) by the route table once the caller is admitted.
    var body = Data()
    /// The body as read, for the middleware to journal; empty when the call was refused before it was read.
    let received = BodySlot()
    /// The OAuth client whose access token the route table accepted (REST calls only).
    var clientId: String?
    /// Where the route leaves its answer for the middleware to send and journal.
    let answer = ExchangeSlot<WireResponse>()
    /// The audience that refused the call, if one did.
    let refusedBy = ExchangeSlot<AudienceName>()
    /// The fault a tester armed that this call got, if any.
    let fault = ExchangeSlot<(rule: String, outcome: FaultOutcome)>()
    /// The connection, to close once the answer is sent when the request cannot be read to its end.
    let channel: any Channel
    /// The path the trainer's backend routed this call under (`/workspaces/trainee-07`), for a workspace reached
    /// through it; empty otherwise.
    var routedPath = ""

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }

    /// A fresh context for the same connection, for the workspace the call is routed to under `path`.
    init(routing context: MockRequestContext, under path: String) {
        self.init(source: ApplicationRequestContextSource(channel: context.channel, logger: context.logger))
        routedPath = path
    }
}

/// Holds what a route's part of the exchange produced (its answer, its fault), for the middleware around it.
final class ExchangeSlot<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)

    func put(_ newValue: Value) { value.withLock { $0 = newValue } }

    var current: Value? { value.withLock { $0 } }
}

/// The request body, read at most once: by the fault board or the audience that needs it, or by the route table.
final class BodySlot: Sendable {
    private let value = Mutex<Result<Data, any Error>?>(nil)

    /// The body, read by `read` the first time; a body that could not be read fails every time the same way.
    func reading(_ read: () async throws -> Data) async throws -> Data {
        if let body = value.withLock({ $0 }) { return try body.get() }
        let body: Result<Data, any Error>
        do {
            body = .success(try await read())
        } catch {
            body = .failure(error)
        }
        value.withLock { $0 = body }
        return try body.get()
    }

    /// nil when nothing read the body (or tried to).
    var current: Data? { value.withLock { $0.flatMap { try? $0.get() } } }

    /// Whether something read the body, or tried to.
    var wasRead: Bool { value.withLock { $0 != nil } }
}
