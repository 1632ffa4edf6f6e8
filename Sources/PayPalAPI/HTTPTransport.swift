import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP answer: status, headers (names lower-cased) and body.
public struct HTTPExchange: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
}

public enum HTTPTransportError: Error, CustomStringConvertible {
    case noHTTPResponse

    public var description: String {
        switch self {
        case .noHTTPResponse: "the server did not answer with HTTP"
        }
    }
}

/// Sends requests to a PayPal backend (the mock, or anything that speaks its wire formats) over HTTP/1.1 with
/// SwiftNIO (or a URLSession given), a loopback call in about a millisecond; or, for a backend in this very
/// process (demo mode, which has no network), through the function that answers them.
public struct HTTPTransport: Sendable {
    /// What answers a request: URLSession over the network, or a backend in this process.
    public typealias Exchange = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    /// One finished call, for an event pane: no headers or bodies, so no secrets.
    public struct CallRecord: Sendable {
        public var method: String
        public var path: String
        /// 0 when no answer came.
        public var status: Int
        public var milliseconds: Int
        /// The answer's `Paypal-Debug-Id`, which finds the exchange in the backend's journal.
        public var debugId: String?
        /// Why no answer came: the connection reset, the time ran out.
        public var failure: String?
        /// The fault a tester armed that answered (PayTerm's `PayTerm-Fault` header), such as `F-3`.
        public var fault: String?
        /// True for a refusal at a success status: Adaptive Payments answers `ack=Failure` with HTTP 200.
        public var refusedAt200: Bool

        public init(
            method: String, path: String, status: Int, milliseconds: Int, debugId: String? = nil, failure: String? = nil, fault: String? = nil,
            refusedAt200: Bool = false
        ) {
            self.method = method
            self.path = path
            self.status = status
            self.milliseconds = milliseconds
            self.debugId = debugId
            self.failure = failure
            self.fault = fault
            self.refusedAt200 = refusedAt200
        }
    }

    /// The flow the calls of this task are made for, sent as `PayTerm-Flow` so that a tester's fault can match it.
    @TaskLocal public static var flow: String?

    public let baseURL: URL
    private let exchange: Exchange
    private let observer: (@Sendable (CallRecord) -> Void)?

    /// A transport over HTTP/1.1, a connection a request (SwiftNIO).
    public init(baseURL: URL, observer: (@Sendable (CallRecord) -> Void)? = nil) {
        self.init(baseURL: baseURL, exchange: { try await NIOExchange.exchange($0) }, observer: observer)
    }

    /// A transport over `session`, for what URLSession does differently (its answers to resets, its timeouts).
    public init(baseURL: URL, session: URLSession, observer: (@Sendable (CallRecord) -> Void)? = nil) {
        self.init(baseURL: baseURL, exchange: { try await session.data(for: $0) }, observer: observer)
    }

    /// A transport whose requests `exchange` answers, with no network: a backend in this process.
    public init(baseURL: URL, exchange: @escaping Exchange, observer: (@Sendable (CallRecord) -> Void)? = nil) {
        self.baseURL = baseURL
        self.exchange = exchange
        self.observer = observer
    }

    /// `path` (`/v2/checkout/orders?…`) under the base URL, after its own path if it has one (a workspace served
    /// under the trainer's address: `http://host:8080/workspaces/trainee-07`); a whole URL (a link's `href`) as it is.
    func url(of path: String) -> URL {
        if let whole = URL(string: path), whole.scheme != nil { return whole }
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + path)!
    }

    /// The same transport with no observer: for calls made on the side, which no one should see recorded.
    public var unobserved: HTTPTransport { HTTPTransport(baseURL: baseURL, exchange: exchange) }

    /// Sends `body` as it is (JSON unless `headers` name another content type) and returns the answer, whatever
    /// its status.
    public func send(
        _ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil
    ) async throws -> HTTPExchange {
        var request = URLRequest(url: url(of: path))
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let flow = Self.flow { request.setValue(flow, forHTTPHeaderField: "PayTerm-Flow") }
        if let body {
            request.httpBody = body
            if headers.keys.allSatisfy({ $0.lowercased() != "content-type" }) {
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            }
        }
        let started = ContinuousClock.now
        let record = { (status: Int, headers: [String: String], failure: String?, refused: Bool) in
            let elapsed = ContinuousClock.now - started
            let milliseconds = Int(elapsed.components.seconds) * 1_000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
            observer?(CallRecord(
                method: method, path: path, status: status, milliseconds: milliseconds, debugId: headers["paypal-debug-id"], failure: failure,
                fault: headers["payterm-fault"], refusedAt200: refused))
        }
        let data: Data, response: URLResponse
        do {
            (data, response) = try await exchange(request)
        } catch {
            record(0, [:], Self.failure(error), false)
            throw error
        }
        guard let http = response as? HTTPURLResponse else { throw HTTPTransportError.noHTTPResponse }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        let exchange = HTTPExchange(status: http.statusCode, headers: fields, body: data)
        let adaptive = observer != nil && http.statusCode < 300 && path.hasPrefix("/AdaptivePayments/")
        record(http.statusCode, fields, nil, adaptive && PayPalAPIError.from(exchange, call: path) != nil)
        return exchange
    }

    /// A transport error in a few words. A call is cancelled only by its caller giving up on it (the runner's time
    /// limit) or by the program ending.
    private static func failure(_ error: any Error) -> String {
        guard let error = error as? URLError else { return error is CancellationError ? givenUp : "\(error)" }
        switch error.code {
        case .timedOut: return "no answer in time"
        case .cancelled: return givenUp
        case .networkConnectionLost: return "connection lost"
        case .cannotConnectToHost: return "could not connect"
        case .badServerResponse: return "a broken answer"
        default: return error.localizedDescription
        }
    }

    private static let givenUp = "the caller gave up"
}
