import Hummingbird
import Logging
import Synchronization

/// A merchant's notification endpoint on a loopback port, down (every post answered 503) until `comeBack()`, then
/// answering 200: the server of a merchant who was down when a notification came, for drills and their tests.
public final class OutageEndpoint: Sendable {
    /// Where it takes posts: `http://127.0.0.1:PORT/notifications`.
    public let url: String
    private let server: RunningServer
    private let state: State

    /// Whether it is up, shared with the route that answers.
    private final class State: Sendable {
        let up = Mutex(false)
    }

    private init(url: String, server: RunningServer, state: State) {
        self.url = url
        self.server = server
        self.state = state
    }

    public static func start() async throws -> OutageEndpoint {
        let state = State()
        let router = Router()
        router.post("/notifications") { _, _ -> HTTPResponse.Status in state.up.withLock { $0 } ? .ok : .serviceUnavailable }
        var logger = Logger(label: "payterm.outage")
        logger.logLevel = .warning
        let server = try await RunningServer.loopback(router, logger: logger)
        return OutageEndpoint(url: "http://127.0.0.1:\(server.port)/notifications", server: server, state: state)
    }

    /// Answers 200 from now on.
    public func comeBack() {
        state.up.withLock { $0 = true }
    }

    public func stop() async {
        await server.stop()
    }
}
