import Logging
import NIOPosix
import PostgresNIO
import Synchronization

/// The engine's connections to PostgreSQL: one is opened when a thread needs one and none is idle, and kept for
/// the next, so there are never more than the engine has threads.
final class PostgresConnections: Sendable {
    private let configuration: PostgresConnection.Configuration
    private let logger: Logger
    private let idle = Mutex<[PostgresConnection]>([])
    private let opened = Atomic<Int>(0)

    init(configuration: PostgresConnection.Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Runs `body` on a connection of its own; call it on one of the engine's threads only, as it waits.
    func with<T>(_ body: (PostgresSession) throws -> T) throws -> T {
        let connection = try idleConnection() ?? open()
        defer {
            if !connection.isClosed { idle.withLock { $0.append(connection) } }
        }
        return try body(PostgresSession(connection: connection, logger: logger))
    }

    /// An idle connection the server has not closed meanwhile (restarted, or ended it).
    private func idleConnection() -> PostgresConnection? {
        idle.withLock { idle in
            while let connection = idle.popLast() {
                if !connection.isClosed { return connection }
            }
            return nil
        }
    }

    private func open() throws -> PostgresConnection {
        let id = opened.wrappingAdd(1, ordering: .relaxed).newValue
        return try PostgresConnection.connect(
            on: MultiThreadedEventLoopGroup.singleton.any(), configuration: configuration, id: id, logger: logger
        ).wait()
    }

    deinit {
        for connection in idle.withLock({ $0 }) {
            // Kept until closed: postgres-nio insists that a connection be closed before it goes.
            connection.close().whenComplete { _ in withExtendedLifetime(connection) {} }
        }
    }
}
