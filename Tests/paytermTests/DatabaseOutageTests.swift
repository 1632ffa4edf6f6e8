import Foundation
import PayPalAPI
import Testing

/// A `payterm serve` on PostgreSQL whose database goes away, through a TCP proxy (Debian's HAProxy) that the test
/// stops (SIGSTOP: the database stops answering) and kills (the connections reset, none opens): every call answers
/// 503 with Retry-After in PayTerm's words, within the store's deadline, and the process serves again once the
/// database is back, without a restart, and still stops on SIGTERM.
@Suite(.enabled(if: TestServer.runs, "PAYTERM_TEST_POSTGRES names no PostgreSQL server (Scripts/test starts one)"), .timeLimit(.minutes(3)))
struct DatabaseOutageTests {
    @Test func anOutageAnswers503WithRetryAfterAndTheProcessRecoversWhenTheDatabaseIsBack() async throws {
        try await SharedBackendProcessTests.withDatabase { database in
            let direct = try #require(URLComponents(string: database))
            let proxyPort = try HAProxyExampleTests.unusedPort()
            var proxied = direct
            proxied.host = "127.0.0.1"
            proxied.port = proxyPort
            var proxy = try Self.proxy(from: proxyPort, to: direct.port ?? 5432)
            defer { proxy.process.signal(SIGKILL) }
            let serve = try ServeProcess(["serve", "--port", "0", "--store", try #require(proxied.string)])
            defer { serve.signal(SIGKILL) }
            let backend = HTTPTransport(baseURL: try await serve.baseURL())
            let token = try await SharedBackendProcessTests.accessToken(from: backend)
            #expect(try await SharedBackendProcessTests.createOrder(on: backend, token: token) != nil)

            proxy.process.signal(SIGSTOP)
            try await Self.expectOutage(on: backend, token: token, "the database stopped answering")
            proxy.process.signal(SIGCONT)
            try await HAProxyExampleTests.waitUntil("orders again once the database answers") {
                (try? await SharedBackendProcessTests.createOrder(on: backend, token: token)) != nil
            }

            proxy.process.signal(SIGKILL)
            _ = try await proxy.process.exitStatus()
            try await Self.expectOutage(on: backend, token: token, "the database is gone")
            proxy = try Self.proxy(from: proxyPort, to: direct.port ?? 5432)
            try await HAProxyExampleTests.waitUntil("orders again once the database is back") {
                (try? await SharedBackendProcessTests.createOrder(on: backend, token: token)) != nil
            }
            #expect(try await backend.send("GET", "/payterm/v1/health").status == 200)

            proxy.process.signal(SIGSTOP)
            serve.signal(SIGTERM)
            #expect(try await serve.exitStatus(timeout: .seconds(30)) == 0, "SIGTERM stops a process whose database hangs: \(serve.text)")
            proxy.process.signal(SIGCONT)
        }
    }

    /// A create and the health check during the outage: 503, `Retry-After`, PayPal's issue, no word of the driver.
    static func expectOutage(on backend: HTTPTransport, token: String, _ what: String) async throws {
        let body = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"}}]}"#
        let started = ContinuousClock.now
        let answer = try await backend.send("POST", "/v2/checkout/orders", headers: ["Authorization": "Bearer \(token)"], body: Data(body.utf8))
        let text = String(decoding: answer.body, as: UTF8.self)
        #expect(answer.status == 503, "\(what): HTTP \(answer.status) \(text)")
        #expect(answer.headers["retry-after"] == "2", "\(what): \(answer.headers)")
        #expect(text.contains("SERVICE_UNAVAILABLE") && !text.contains("PSQL") && !text.contains("NIO"), "\(what): \(text)")
        #expect(ContinuousClock.now - started < .seconds(20), "\(what): answered within the store's deadline")
        #expect(try await backend.send("GET", "/payterm/v1/health").status == 503, "\(what)")
    }

    /// HAProxy in TCP mode from `port` to PostgreSQL's.
    static func proxy(from port: Int, to postgres: Int) throws -> (process: ServeProcess, file: URL) {
        let configuration = """
            defaults
                mode tcp
                timeout connect 1s
                timeout client 1h
                timeout server 1h
            frontend database
                bind 127.0.0.1:\(port)
                default_backend postgres
            backend postgres
                server postgres 127.0.0.1:\(postgres)

            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("db-proxy-\(UUID().uuidString).cfg")
        try Data(configuration.utf8).write(to: file)
        return (try ServeProcess(["-db", "-f", file.path], program: HAProxyExampleTests.haproxy), file)
    }
}
