import CheckoutTUI
import Foundation
import Hummingbird
import Logging
import PayPalMock

/// The demo merchant's server side for Instant Payment Notification: a loopback endpoint PayPal posts IPN
/// messages to, handed on to the front's event pane.
struct IPNListener {
    let feed: TerminalFront.IPNFeed
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
        return IPNListener(feed: TerminalFront.IPNFeed(url: url, messages: messages), server: server, sink: sink)
    }

    func stop() async {
        sink.finish()
        await server.stop()
    }
}
