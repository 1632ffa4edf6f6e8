import Hummingbird
import Logging
import ServiceLifecycle

/// A server run inside this process until stopped, on the port it reports once bound (port 0 picks a free one).
public final class RunningServer: Sendable {
    public let port: Int
    private let group: ServiceGroup
    private let running: Task<Void, any Error>

    private init(port: Int, group: ServiceGroup, running: Task<Void, any Error>) {
        self.port = port
        self.group = group
        self.running = running
    }

    /// Runs the application `make` builds, handing it the callback to call with the port it bound; returns once
    /// it accepts connections, or throws why it could not (the port is in use, say).
    public static func start<Server: Service>(
        logger: Logger, _ make: (@escaping @Sendable (Int) async -> Void) -> Server
    ) async throws -> RunningServer {
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let application = make { port in
            portSink.yield(port)
            portSink.finish()
        }
        let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
        let running = Task {
            defer { portSink.finish() }
            try await group.run()
        }
        guard let port = await ports.first(where: { _ in true }) else {
            try await running.value
            throw CancellationError()
        }
        return RunningServer(port: port, group: group, running: running)
    }

    /// Stops accepting requests, finishes the ones under way, and waits for the server to close.
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = await running.result
    }
}

extension RunningServer {
    /// Serves `router` on a free port of 127.0.0.1: a merchant's endpoint for webhooks or IPN, say.
    public static func loopback(_ router: Router<BasicRequestContext>, logger: Logger) async throws -> RunningServer {
        try await start(logger: logger) { onRunning in
            Application(
                router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
                onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) }, logger: logger)
        }
    }
}
