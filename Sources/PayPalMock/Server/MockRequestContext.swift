import Foundation
import Hummingbird
import NIOCore
import Synchronization

/// Per-request data: the debug id, the body the exchange middleware read, the REST client, and the answer the route gave.
public struct MockRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The `Paypal-Debug-Id` of this exchange, also the Adaptive Payments `correlationId`.
    var debugId = ""
    /// The request body, read once (and size-checked) by the exchange middleware.
    var body = Data()
    /// The OAuth client whose access token the route table accepted (REST calls only).
    var clientId: String?
    /// Where the route leaves its answer for the middleware to send and journal.
    let answer = AnswerSlot()
    /// The fault a tester armed that this call got, if any.
    let fault = FaultSlot()
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

/// Holds the `WireResponse` a route produced, so the middleware can journal its bytes.
final class AnswerSlot: Sendable {
    private let value = Mutex<WireResponse?>(nil)

    func put(_ response: WireResponse) { value.withLock { $0 = response } }

    func take() -> WireResponse? { value.withLock { $0 } }
}
