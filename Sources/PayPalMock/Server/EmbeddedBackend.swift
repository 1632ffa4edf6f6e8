import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// A backend running inside this process on a free loopback port: for tests, and for `payterm` with no
/// backend of its own.
public final class EmbeddedBackend: Sendable {
    public let baseURL: URL
    private let backend: MockBackend
    private let group: ServiceGroup
    private let running: Task<Void, any Error>

    private init(baseURL: URL, backend: MockBackend, group: ServiceGroup, running: Task<Void, any Error>) {
        self.baseURL = baseURL
        self.backend = backend
        self.group = group
        self.running = running
    }

    /// Starts the backend and returns once it accepts connections.
    public static func start(_ configuration: BackendConfiguration = BackendConfiguration(port: 0)) async throws -> EmbeddedBackend {
        var logger = Logger(label: "payterm.embedded")
        logger.logLevel = .warning
        let backend = try await MockBackend(configuration: configuration)
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let application = backend.application(logger: logger) { port in
            portSink.yield(port)
            portSink.finish()
        }
        let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
        let running = Task { try await group.run() }
        guard let port = await ports.first(where: { _ in true }) else {
            running.cancel()
            throw CancellationError()
        }
        return EmbeddedBackend(
            baseURL: URL(string: "http://\(configuration.host):\(port)")!, backend: backend, group: group, running: running)
    }

    /// Stops accepting requests, finishes the ones under way, and waits for the server to close.
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = await running.result
        await backend.drainJournal()
    }
}
