import Foundation
import Hummingbird
import Logging
import PayPalMock
import Synchronization

/// A merchant's webhook or IPN endpoint on loopback: records what PayTerm posts to it, and answers 503 to the
/// first `failFirst` posts to rehearse retries.
final class WebhookReceiver: Sendable {
    struct Delivery: Sendable {
        var headers: [String: String]
        /// The body as sent: a webhook event's JSON, or an IPN message's form.
        var body: String
        /// The body read as JSON; empty for a form.
        var event: JSON
    }

    /// What has arrived, and how many posts are still to be refused.
    private final class Inbox: Sendable {
        let deliveries = Mutex<[Delivery]>([])
        let failures: Mutex<Int>

        init(failures: Int) { self.failures = Mutex(failures) }
    }

    let url: URL
    private let inbox: Inbox
    private let server: RunningServer

    private init(url: URL, inbox: Inbox, server: RunningServer) {
        self.url = url
        self.inbox = inbox
        self.server = server
    }

    var deliveries: [Delivery] { inbox.deliveries.withLock { $0 } }

    /// Waits until `count` posts have arrived, and returns them all.
    func waitFor(_ count: Int, timeout: Duration = .seconds(60)) async throws -> [Delivery] {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let now = deliveries
            if now.count >= count { return now }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw TestFailure("the webhook received \(deliveries.count) posts, not \(count)")
    }

    /// Runs `body` with a receiver, stopping it afterwards, also when `body` throws.
    static func with(failFirst: Int = 0, _ body: (WebhookReceiver) async throws -> Void) async throws {
        let receiver = try await start(failFirst: failFirst)
        do {
            try await body(receiver)
        } catch {
            await receiver.stop()
            throw error
        }
        await receiver.stop()
    }

    private static func start(failFirst: Int) async throws -> WebhookReceiver {
        let inbox = Inbox(failures: failFirst)
        let router = Router()
        router.post("/hooks") { request, context -> HTTPResponse.Status in
            let body = try await request.body.collect(upTo: 1 << 20)
            let headers = Dictionary(request.headers.map { ($0.name.canonicalName, $0.value) }, uniquingKeysWith: { $1 })
            let object = (try? JSONSerialization.jsonObject(with: Data(buffer: body))) as? [String: Any] ?? [:]
            let text = String(buffer: body)
            inbox.deliveries.withLock { $0.append(Delivery(headers: headers, body: text, event: JSON(object))) }
            let fail = inbox.failures.withLock { remaining in
                defer { remaining = max(0, remaining - 1) }
                return remaining > 0
            }
            return fail ? .serviceUnavailable : .ok
        }
        var logger = Logger(label: "webhook-receiver")
        logger.logLevel = .warning
        let server = try await RunningServer.loopback(router, logger: logger)
        return WebhookReceiver(url: URL(string: "http://127.0.0.1:\(server.port)/hooks")!, inbox: inbox, server: server)
    }

    private func stop() async { await server.stop() }
}
