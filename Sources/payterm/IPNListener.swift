import CheckoutTUI
import Foundation
import Hummingbird
import Logging
import PayPalMock

/// The demo merchant's server side for Instant Payment Notification: a loopback endpoint PayPal posts IPN
/// messages to, handed on to the front's event pane.
struct IPNListener {
    /// Where the endpoint listens, and the messages as they arrive.
    struct Feed: Sendable {
        var url: URL
        var messages: AsyncStream<String>
    }

    let feed: Feed
    private let server: RunningServer
    private let sink: AsyncStream<String>.Continuation

    static func start() async throws -> IPNListener {
        let (messages, sink) = AsyncStream.makeStream(of: String.self)
        let router = Router()
        router.post("/ipn") { request, _ -> HTTPResponse.Status in
            sink.yield(String(buffer: try await request.body.collect(upTo: 64 * 1_024)))
            return .ok
        }
        var logger = Logger(label: "payterm.ipn")
        logger.logLevel = .warning
        let server = try await RunningServer.loopback(router, logger: logger)
        let url = URL(string: "http://127.0.0.1:\(server.port)/ipn")!
        return IPNListener(feed: Feed(url: url, messages: messages), server: server, sink: sink)
    }

    func stop() async {
        sink.finish()
        await server.stop()
    }
}
