import Foundation
import NIOCore

/// How to run the mock backend.
public struct BackendConfiguration: Sendable {
    public enum Storage: Sendable, Equatable {
        case file(path: String)
        case inMemory
    }

    public var host: String
    /// 0 picks a free port.
    public var port: Int
    public var storage: Storage
    public var credentials: Credentials
    /// Larger request bodies are refused with 413.
    public var maxBodyBytes: Int

    public init(
        host: String = "127.0.0.1", port: Int = 8080, storage: Storage = .inMemory,
        credentials: Credentials = .defaults, maxBodyBytes: Int = 1 << 20
    ) {
        self.host = host
        self.port = port
        self.storage = storage
        self.credentials = credentials
        self.maxBodyBytes = maxBodyBytes
    }

    /// True when starting failed because another program holds the port.
    public static func isAddressInUse(_ error: any Error) -> Bool {
        (error as? IOError)?.errnoCode == EADDRINUSE
    }

    /// True for addresses only this machine can reach.
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }
}
