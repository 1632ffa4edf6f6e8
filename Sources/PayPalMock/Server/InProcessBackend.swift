import Foundation
import Logging
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The backend answering requests handed to it in this process, with no socket at all: the library's demo mode
/// (MPL's `ENV_NONE`, which has no network) runs on it, so demo mode follows the very rules the backend does.
/// State lives in memory and ends with the value.
public final class InProcessBackend: Sendable {
    /// The base URL its links are written with; nothing listens there.
    public static let baseURL = URL(string: "http://payterm.in-process")!

    private let exchange: InProcessExchange<MockRequestContext>
    private let backend: MockBackend
    /// Posts the outbox (webhook events, IPN messages) to the merchant's server in this process, as a served
    /// backend's `NotificationDelivery` posts it over the network.
    private let delivery: Task<Void, Never>

    private init(backend: MockBackend, exchange: InProcessExchange<MockRequestContext>, delivery: Task<Void, Never>) {
        self.backend = backend
        self.exchange = exchange
        self.delivery = delivery
    }

    deinit { delivery.cancel() }

    /// A seeded backend in memory, with these credentials; its shipping callbacks, webhook events and IPN messages go
    /// to `merchant`, the merchant's server in this process, when there is one (none are delivered without one).
    public static func start(credentials: Credentials = .defaults, merchant: MerchantExchange? = nil) async throws -> InProcessBackend {
        var configuration = BackendConfiguration(storage: .inMemory, credentials: credentials)
        configuration.merchantExchange = merchant
        let backend = try await MockBackend(configuration: configuration)
        let delivery = Task {
            guard merchant != nil else { return }
            try? await NotificationDelivery(backend: backend, logger: Logger(label: "payterm.in-process")).run()
        }
        return InProcessBackend(backend: backend, exchange: InProcessExchange(backend.router()), delivery: delivery)
    }

    /// Answers a request as the backend would over HTTP: a client's transport hands its requests here instead of
    /// to URLSession.
    public func answer(_ urlRequest: URLRequest) async throws -> (Data, URLResponse) {
        try await exchange.answer(urlRequest) { [backend] context in
            if let fault = context.fault.current?.outcome, fault.isTransport {
                // With no socket, a connection's fault is the error the client's URL loading would have reported; a
                // call with no answer is held as over a socket, until its caller gives up (cancels it) or the hold ends.
                guard fault == .noAnswer else { throw URLError(.networkConnectionLost) }
                try? await Task.sleep(for: backend.configuration.noAnswerHold)
                throw URLError(Task.isCancelled ? .cancelled : .timedOut)
            }
        }
    }
}
