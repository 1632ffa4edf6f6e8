import Foundation
import PayPalAPI
@testable import PayPalMock

/// A real backend on a free loopback port, with in-memory state, and helpers to talk to it over HTTP.
struct TestBackend {
    /// Nil for a backend this process did not start (`PAYTERM_FUZZ_URL`).
    let embedded: EmbeddedBackend?
    let baseURL: URL
    let http: HTTPTransport

    static let merchantHeaders = AdaptiveHeaders.merchant(
        username: Credentials.defaults.apiUsername, password: Credentials.defaults.apiPassword,
        signature: Credentials.defaults.apiSignature, applicationId: Credentials.sandboxApplicationId)

    /// The trainer's secret of the tests' backends, which hold a class as `payterm serve`'s do.
    static let trainerSecret = "PTT-the-tests-own-trainers-secret"

    /// A backend on a free loopback port holding a class, as `payterm serve` starts one, that calls the merchants'
    /// listeners at `listeners` (IPN, webhook events, shipping callbacks) and no other.
    static func configuration(storage: BackendConfiguration.Storage = .inMemory, calling listeners: [URL] = []) -> BackendConfiguration {
        var configuration = BackendConfiguration(port: 0, storage: storage).holdingClass()
        configuration.allowedMerchants = .calling(listeners)
        return configuration
    }

    /// Runs `body` against a fresh backend and stops it afterwards, whatever happens.
    static func with(
        _ configuration: BackendConfiguration = TestBackend.configuration(), _ body: (TestBackend) async throws -> Void
    ) async throws {
        let embedded = try await EmbeddedBackend.start(configuration)
        let backend = TestBackend(embedded: embedded, baseURL: embedded.baseURL, http: HTTPTransport(baseURL: embedded.baseURL))
        do {
            try await body(backend)
        } catch {
            await embedded.stop()
            throw error
        }
        await embedded.stop()
    }

    /// Runs `body` with the configuration of a backend whose state lives in a file of its own, removed afterwards:
    /// for tests that restart a backend.
    static func withStateFile(_ body: (BackendConfiguration) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(configuration(storage: .file(path: directory.appendingPathComponent("state.sqlite").path)))
    }

    /// Runs `body` against the `payterm serve` at `PAYTERM_FUZZ_URL` when it is set (left running, its state
    /// kept: for long runs against a release build, Benchmarks/fuzz.sh), else against a fresh backend.
    static func withTarget(_ configuration: BackendConfiguration = TestBackend.configuration(), _ body: (TestBackend) async throws -> Void) async throws {
        guard let url = ProcessInfo.processInfo.environment["PAYTERM_FUZZ_URL"].flatMap(URL.init(string:)) else {
            return try await with(configuration, body)
        }
        try await body(TestBackend(embedded: nil, baseURL: url, http: HTTPTransport(baseURL: url)))
    }

    // MARK: Adaptive Payments

    /// Calls an operation and returns the HTTP status and the JSON body.
    func adaptive(_ operation: String, _ body: [String: Any], headers: [String: String] = merchantHeaders) async throws -> (Int, JSON) {
        let exchange = try await http.send("POST", "/AdaptivePayments/\(operation)", headers: headers, json: body)
        return (exchange.status, JSON(try exchange.jsonObject()))
    }

    /// Calls an operation that must succeed, and returns its body.
    func succeed(_ operation: String, _ body: [String: Any], headers: [String: String] = merchantHeaders) async throws -> JSON {
        let (status, json) = try await adaptive(operation, body, headers: headers)
        guard status == 200, json["responseEnvelope.ack"] == "Success" else {
            throw TestFailure("\(operation) failed with HTTP \(status): \(json)")
        }
        return json
    }

    /// Calls an operation that must fail, and returns the first error id and the HTTP status.
    func fail(_ operation: String, _ body: [String: Any], headers: [String: String] = merchantHeaders) async throws -> (errorId: String, status: Int, json: JSON) {
        let (status, json) = try await adaptive(operation, body, headers: headers)
        guard json["responseEnvelope.ack"] == "Failure", let errorId: String = json["error[0].errorId"] else {
            throw TestFailure("\(operation) was expected to fail, got HTTP \(status): \(json)")
        }
        return (errorId, status, json)
    }

    /// Makes a pay key and returns it.
    func payKey(_ body: [String: Any] = Requests.simplePay()) async throws -> String {
        try await succeed("Pay", body)["payKey"]!
    }

    /// A preapproval agreed to by Alex, with the PIN 4321 when `pin` is true; returns its key.
    func agreedPreapproval(pin: Bool = true, extra: [String: Any] = [:]) async throws -> String {
        var body = extra
        if pin { body["pinType"] = "REQUIRED" }
        guard let key: String = try await succeed("Preapproval", Requests.preapproval(extra: body))["preapprovalKey"] else {
            throw TestFailure("no preapproval key")
        }
        let token = try await login("alex@personal.example.com")
        let (status, agreed) = try await buyer(
            "POST", "preapprovals/\(key)/agree", token: token, json: pin ? ["pin": "4321", "funding_source_id": "FS-ALEX-BALANCE"] : [:])
        guard status == 200, agreed["approved"] == true else { throw TestFailure("agree failed: \(agreed)") }
        return key
    }

    // MARK: Buyer side and admin

    func login(_ email: String, password: String = Personas.password) async throws -> String {
        let exchange = try await http.send("POST", "/payterm/v1/buyer/login", json: ["email": email, "password": password])
        guard exchange.status == 201, let token: String = JSON(try exchange.jsonObject())["session_token"] else {
            throw TestFailure("login of \(email) failed: HTTP \(exchange.status) \(String(decoding: exchange.body, as: UTF8.self))")
        }
        return token
    }

    func buyer(_ method: String, _ path: String, token: String? = nil, json: [String: Any]? = nil) async throws -> (Int, JSON) {
        var headers: [String: String] = [:]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        let exchange = if let json {
            try await http.send(method, "/payterm/v1/buyer/\(path)", headers: headers, json: json)
        } else {
            try await http.send(method, "/payterm/v1/buyer/\(path)", headers: headers)
        }
        return (exchange.status, JSON(try exchange.jsonObject()))
    }

    func approve(_ payKey: String, token: String, source: String, address: String? = nil) async throws -> (Int, JSON) {
        var body = ["funding_source_id": source]
        body["shipping_address_id"] = address
        return try await buyer("POST", "payments/\(payKey)/approve", token: token, json: body)
    }

    func advanceClock(_ span: String) async throws {
        let exchange = try await http.send("POST", "/payterm/v1/clock", json: ["advance": span])
        guard exchange.status == 200 else { throw TestFailure("clock advance failed: HTTP \(exchange.status)") }
    }
}

extension OutboundPolicy {
    /// The listeners at these URLs: `http://127.0.0.1:PORT/…`.
    static func calling(_ listeners: [URL]) -> OutboundPolicy {
        OutboundPolicy(listeners: Set(listeners.compactMap { url in url.host.flatMap { MerchantAddress(host: $0, port: url.port ?? 80) } }))
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension BackendConfiguration {
    /// The tests' backend, calling the merchants' listeners at `listeners`.
    static func calling(_ listeners: URL...) -> BackendConfiguration {
        TestBackend.configuration(calling: listeners)
    }

    /// This configuration, holding a class with the tests' trainer's secret, its drills judged by `ClockReferee`.
    func holdingClass() -> BackendConfiguration {
        var configuration = self
        configuration.trainerSecret = TestBackend.trainerSecret
        configuration.drillReferee = ClockReferee()
        return configuration
    }
}
