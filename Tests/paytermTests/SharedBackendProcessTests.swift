import Foundation
import PayPalAPI
import Synchronization
import Testing

/// Two `payterm serve` processes on one PostgreSQL database (PAYTERM_TEST_POSTGRES, which Scripts/test starts):
/// one backend, whichever process answers, and what either acknowledged survives the other's `kill -9`.
@Suite(.enabled(if: TestServer.runs, "PAYTERM_TEST_POSTGRES names no PostgreSQL server (Scripts/test starts one)"), .timeLimit(.minutes(2)))
struct SharedBackendProcessTests {
    /// The orders the backend acknowledged, from every task at once.
    final class Acknowledged: Sendable {
        private let ids = Mutex<[String]>([])
        func add(_ id: String) { ids.withLock { $0.append(id) } }
        var all: [String] { ids.withLock { $0 } }
    }

    @Test func noAcknowledgedOrderIsLostWhenOneOfTwoProcessesIsKilledUnderLoad() async throws {
        try await Self.withDatabase { database in
            let first = try ServeProcess(["serve", "--port", "0", "--store", database])
            let second = try ServeProcess(["serve", "--port", "0", "--store", database])
            defer { for process in [first, second] { process.signal(SIGKILL) } }
            let (one, two) = (HTTPTransport(baseURL: try await first.baseURL()), HTTPTransport(baseURL: try await second.baseURL()))
            let token = try await Self.accessToken(from: one)
            let acknowledged = Acknowledged()
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<64 {
                    group.addTask {
                        guard let id = try? await Self.createOrder(on: index.isMultiple(of: 2) ? one : two, token: token) else { return }
                        acknowledged.add(id)
                    }
                }
                group.addTask {
                    while acknowledged.all.count < 16 { try? await Task.sleep(for: .milliseconds(5)) }
                    first.signal(SIGKILL)
                }
            }
            let ids = acknowledged.all
            #expect(ids.count >= 32, "the survivor acknowledged its half at least: \(ids.count)")
            for id in ids {
                let read = try await two.send("GET", "/v2/checkout/orders/\(id)", headers: ["Authorization": "Bearer \(token)"])
                #expect(read.status == 200, "order \(id), acknowledged, then not found")
            }
            let health = try await two.send("GET", "/payterm/v1/health")
            #expect(health.status == 200)
        }
    }

    static func accessToken(from transport: HTTPTransport) async throws -> String {
        let basic = Data("payterm-client-id:payterm-client-secret".utf8).base64EncodedString()
        let answer = try await transport.send(
            "POST", "/v1/oauth2/token", headers: ["Authorization": "Basic \(basic)", "Content-Type": "application/x-www-form-urlencoded"],
            body: Data("grant_type=client_credentials".utf8))
        guard let object = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any], let token = object["access_token"] as? String
        else { throw ProcessFailure("no token: HTTP \(answer.status)") }
        return token
    }

    /// The new order's id, once the backend answered 201.
    static func createOrder(on transport: HTTPTransport, token: String) async throws -> String? {
        let body = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"}}]}"#
        let answer = try await transport.send("POST", "/v2/checkout/orders", headers: ["Authorization": "Bearer \(token)"], body: Data(body.utf8))
        guard answer.status == 201 else { return nil }
        return (try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["id"] as? String
    }

    /// Runs `body` with the address of a new database on the test server, dropped after.
    static func withDatabase(_ body: (String) async throws -> Void) async throws {
        guard let server = ProcessInfo.processInfo.environment["PAYTERM_TEST_POSTGRES"], var address = URLComponents(string: server) else {
            throw ProcessFailure("PAYTERM_TEST_POSTGRES names no PostgreSQL server")
        }
        let name = "payterm_processes_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
        try await psql(server, "CREATE DATABASE \(name)")
        address.path = "/\(name)"
        do {
            try await body(address.string!)
        } catch {
            try? await psql(server, "DROP DATABASE \(name) WITH (FORCE)")
            throw error
        }
        try await psql(server, "DROP DATABASE \(name) WITH (FORCE)")
    }

    private static func psql(_ server: String, _ statement: String) async throws {
        let (status, output) = try await ChildProcess.run("psql", [server, "-v", "ON_ERROR_STOP=1", "-qc", statement], timeout: .seconds(30))
        guard status == 0 else { throw ProcessFailure("psql \(statement): \(output)") }
    }
}

/// The PostgreSQL server the tests use, at PAYTERM_TEST_POSTGRES.
enum TestServer {
    /// Always under CI, where the tests fail without a server; by hand only when there is one.
    static let runs = ProcessInfo.processInfo.environment["PAYTERM_TEST_POSTGRES"] != nil || ProcessInfo.processInfo.environment["CI"] != nil
}
