import Foundation
import Synchronization

/// The base URL the server answers at, known once it has bound its port: links in webhook events point at it.
final class ServerAddress: Sendable {
    private let current = Mutex("http://127.0.0.1")
    /// For a workspace reached through the trainer's backend: the trainer's address, and the path it is under.
    private let routed: (trainer: ServerAddress, path: String)?

    init() {
        routed = nil
    }

    /// The address of a workspace the trainer's backend (at `trainer`) serves under `path`.
    init(under trainer: ServerAddress, path: String) {
        routed = (trainer, path)
    }

    var base: String {
        if let routed { return routed.trainer.base + routed.path }
        return current.withLock { $0 }
    }

    /// The base URL as this machine reaches it: a server bound to every address, on loopback.
    var reachedHere: URL {
        URL(string: base.replacingOccurrences(of: "//0.0.0.0:", with: "//127.0.0.1:").replacingOccurrences(of: "//[::]:", with: "//127.0.0.1:"))!
    }

    func bound(host: String, port: Int) { current.withLock { $0 = "http://\(host):\(port)" } }
}
