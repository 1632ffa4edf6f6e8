import PostgresNIO

extension PostgresConnection {
    /// Closes the connection without waiting for it, keeping it until it is closed: postgres-nio traps when a
    /// connection goes before its channel closed (a debug build's assertion), which a server that stopped answering
    /// or was killed makes take a while.
    func closeUnwaited() {
        close().whenComplete { _ in withExtendedLifetime(self) {} }
    }
}
