import Synchronization

/// The base URL the server answers at, known once it has bound its port: links in webhook events point at it.
final class ServerAddress: Sendable {
    private let current = Mutex("http://127.0.0.1")

    var base: String { current.withLock { $0 } }

    func bound(host: String, port: Int) { current.withLock { $0 = "http://\(host):\(port)" } }
}
