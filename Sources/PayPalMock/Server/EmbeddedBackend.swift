import Foundation
import Logging

/// A backend running inside this process on a free loopback port: for tests, and for `payterm` with no
/// backend of its own.
public final class EmbeddedBackend: Sendable {
    public let baseURL: URL
    private let backend: MockBackend

    var screen: ScreenHub { backend.screen }
    private let server: RunningServer

    private init(baseURL: URL, backend: MockBackend, server: RunningServer) {
        self.baseURL = baseURL
        self.backend = backend
        self.server = server
    }

    /// Starts the backend and returns once it accepts connections.
    public static func start(_ configuration: BackendConfiguration = BackendConfiguration(port: 0)) async throws -> EmbeddedBackend {
        var logger = Logger(label: "payterm.embedded")
        logger.logLevel = .warning
        let backend = try await MockBackend(configuration: configuration)
        let server = try await RunningServer.start(logger: logger) { onRunning in backend.application(logger: logger, onRunning: onRunning) }
        return EmbeddedBackend(baseURL: URL(string: "http://\(configuration.host):\(server.port)")!, backend: backend, server: server)
    }

    /// Back to the seeded state: no faults, real time.
    func reset() async throws {
        try await backend.reset()
    }

    /// Stops accepting requests, finishes the ones under way, and waits for the server to close.
    public func stop() async {
        await server.stop()
        await backend.closeWorkspaces()
        await backend.drainJournal()
    }
}
