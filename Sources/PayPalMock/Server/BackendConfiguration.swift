import Foundation
import NIOCore

/// How to run the mock backend.
public struct BackendConfiguration: Sendable {
    public enum Storage: Sendable, Equatable {
        case file(path: String)
        case inMemory
        /// A PostgreSQL database several backends can share: `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`.
        case postgres(address: String)
    }

    public var host: String
    /// 0 picks a free port.
    public var port: Int
    public var storage: Storage
    public var credentials: Credentials
    /// Larger request bodies are refused with 413, and the connection closed.
    public var maxBodyBytes: Int
    /// A connection with no request under way for this long is closed: silent clients cannot hold sockets. It does not
    /// run while a request is under way (a stalled body is `bodyTimeout`'s).
    public var idleTimeout: Duration
    /// A request whose body has not all come in this long is answered 408 and its connection closed.
    public var bodyTimeout: Duration
    /// When set, the admin API (`/payterm/v1/…` but the buyer side) answers only requests that carry it in
    /// `X-PayTerm-Admin-Token`: `payterm serve` sets one whenever it binds anything but loopback, and every classroom
    /// workspace has one of its own.
    public var adminToken: String?
    /// Faults armed from the start (`payterm serve --faults FILE`).
    public var faults: ArmedFaults = .none
    /// How long a call faulted with no answer is held before its connection closes: past any client's timeout.
    public var noAnswerHold: Duration = .seconds(120)
    /// A SQLite state file to copy into the store before serving (`payterm serve --import FILE`): the store must
    /// hold no state yet.
    public var importing: String?
    /// True answers `GET /payterm/v1/metrics` for Prometheus (`payterm serve --metrics`).
    public var metrics = false
    /// How long a stop waits for the requests under way before it closes their connections.
    public var drainLimit: Duration = .seconds(10)
    /// How the backend reaches merchants' servers (shipping callbacks, webhook events, IPN messages): over the network
    /// unless set. Demo mode, which has no network, hands its merchant's server in this process.
    public var merchantExchange: MerchantExchange?
    /// The merchants' listeners the backend calls over the network: the one `payterm` started beside its embedded
    /// backend, those `payterm serve --merchant-listener` lists. Fronts may register theirs through the admin API
    /// (`POST /payterm/v1/merchant-listeners`); every other destination is refused.
    public var allowedMerchants: OutboundPolicy = .none
    /// The trainer's secret: a backend given one holds a class, whose routes (workspaces, their screens and drills)
    /// answer only calls carrying it in `X-PayTerm-Trainer-Secret`, and which takes frames of its shared screen from
    /// the trainer alone. The class's keys are derived from it. `payterm serve` keeps one in its state folder; nil
    /// holds no class (the embedded backend of `payterm`).
    public var trainerSecret: String?
    /// A trainee's workspace, which makes no workspaces of its own: only the trainer's backend holds a class.
    var isWorkspace = false
    /// Where a workspace's drills are kept: with its row in the trainer's store.
    var drillProgress: DrillProgressBook?
    /// A workspace's id, which its drills' referee keeps what it runs for it under.
    var workspaceId: String?
    /// What sets the class's drills up and checks them (`payterm serve` gives one): the workspaces' backends judge
    /// their trainees' drills with it.
    public var drillReferee: (any DrillReferee)?

    public init(
        host: String = "127.0.0.1", port: Int = 8080, storage: Storage = .inMemory,
        credentials: Credentials = .defaults, maxBodyBytes: Int = 1 << 20, idleTimeout: Duration = .seconds(30),
        bodyTimeout: Duration = .seconds(30), adminToken: String? = nil
    ) {
        self.adminToken = adminToken
        self.host = host
        self.port = port
        self.storage = storage
        self.credentials = credentials
        self.maxBodyBytes = maxBodyBytes
        self.idleTimeout = idleTimeout
        self.bodyTimeout = bodyTimeout
    }

    /// True when starting failed because another program holds the port.
    public static func isAddressInUse(_ error: any Error) -> Bool {
        (error as? IOError)?.errnoCode == EADDRINUSE
    }

    /// True for addresses only this machine can reach: `localhost`, 127.0.0.0/8 and ::1, written as addresses
    /// (`127.example.invalid` is a name, and names other than localhost may resolve anywhere).
    public static func isLoopback(_ host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if bare == "localhost" { return true }
        var ipv4 = in_addr()
        if inet_pton(AF_INET, bare, &ipv4) == 1 { return UInt32(bigEndian: ipv4.s_addr) >> 24 == 127 }
        var ipv6 = in6_addr()
        guard inet_pton(AF_INET6, bare, &ipv6) == 1 else { return false }
        return withUnsafeBytes(of: &ipv6) { bytes in bytes.dropLast().allSatisfy { $0 == 0 } && bytes.last == 1 }
    }

    /// The host as a URL writes it: an IPv6 address in brackets.
    public static func urlHost(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }

    /// A random admin token, for a backend others can reach.
    public static func newAdminToken() -> String {
        "PTA-" + randomHex(32)
    }

    /// A random trainer's secret, made once for a backend's state folder.
    public static func newTrainerSecret() -> String {
        "PTT-" + randomHex(40)
    }

    private static func randomHex(_ count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in String("0123456789abcdef".randomElement(using: &generator)!) }.joined()
    }
}
