import Logging
import NIOPosix
import PostgresNIO
import Synchronization

/// The threads PostgreSQL's transactions run on, and their connections: one is opened when a thread needs one and
/// none is idle, and kept for the next, so there are never more than there are threads. The trainer's engine and
/// its workspaces' engines share them, each in its own schema: a connection is moved to the schema a transaction
/// wants before it begins, and only when it was in another.
final class PostgresConnections: Sendable {
    private struct Idle {
        var connection: PostgresConnection
        /// The schema its `search_path` names; nil for the one the connection started with.
        var schema: String?
    }

    private let configuration: PostgresConnection.Configuration
    private let logger: Logger
    private let threads: NIOThreadPool
    private let idle = Mutex<[Idle]>([])
    private let opened = Atomic<Int>(0)

    init(configuration: PostgresConnection.Configuration, threads count: Int, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        threads = NIOThreadPool(numberOfThreads: count)
        threads.start()
    }

    /// Runs `body` on one of the threads, on a connection of its own whose `search_path` is `schema` (a quoted
    /// identifier), or the connection's own when nil.
    func run<T: Sendable>(in schema: String?, _ body: @escaping @Sendable (PostgresSession) throws -> T) async throws -> T {
        try await threads.runIfActive { [self] in
            var taken = try idleConnection(in: schema) ?? Idle(connection: try open(), schema: nil)
            let session = PostgresSession(connection: taken.connection, logger: logger)
            defer {
                if !taken.connection.isClosed, !session.abandoned.isSet { idle.withLock { $0.append(taken) } }
            }
            if taken.schema != schema {
                try session.execute(schema.map { "SET search_path TO \(unescaped: $0)" } ?? "RESET search_path")
                taken.schema = schema
            }
            return try body(session)
        }
    }

    /// An idle connection the server has not closed meanwhile (restarted, or ended it), one in `schema` if any is.
    private func idleConnection(in schema: String?) -> Idle? {
        idle.withLock { idle in
            idle.removeAll { $0.connection.isClosed }
            guard let index = idle.lastIndex(where: { $0.schema == schema }) ?? idle.indices.last else { return nil }
            return idle.remove(at: index)
        }
    }

    /// A new connection, within the session's deadline: a server that accepts the connection and never answers
    /// its start-up (stopped, say) must not hold the thread; a connection that comes after the deadline is closed.
    private func open() throws -> PostgresConnection {
        let id = opened.wrappingAdd(1, ordering: .relaxed).newValue
        let loop = MultiThreadedEventLoopGroup.singleton.any()
        let connecting = PostgresConnection.connect(on: loop, configuration: configuration, id: id, logger: logger)
        let opened = loop.makePromise(of: PostgresConnection.self)
        let overdue = loop.scheduleTask(in: PostgresSession.deadline) {
            opened.fail(StoreUnavailable(reason: "PostgreSQL did not finish opening a connection in time"))
        }
        connecting.whenComplete { result in
            overdue.cancel()
            opened.completeWith(result)
        }
        connecting.whenSuccess { late in opened.futureResult.whenFailure { _ in late.closeUnwaited() } }
        return try opened.futureResult.wait()
    }

    deinit {
        threads.shutdownGracefully { _ in }
        for connection in idle.withLock({ $0.map(\.connection) }) { connection.closeUnwaited() }
    }
}
