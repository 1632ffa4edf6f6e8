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
            let (proxied, proxyPort, postgresPort) = try Self.proxied(database)
            var proxy = try await Self.proxy(from: proxyPort, to: postgresPort)
            defer { proxy.process.signal(SIGKILL) }
            let serve = try ServeProcess(["serve", "--port", "0", "--store", proxied])
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
            proxy = try await Self.proxy(from: proxyPort, to: postgresPort)
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

    /// The database stops answering between a delivery's answer and its record: the process keeps how it went and
    /// records it once the database is back, so the delivery is not sent again when its claim lapses (30 s).
    @Test func aDeliveryWhoseRecordTheDatabaseCouldNotTakeIsRecordedOnceItIsBackAndNotSentAgain() async throws {
        try await SharedBackendProcessTests.withDatabase { database in
            let (proxied, proxyPort, postgresPort) = try Self.proxied(database)
            let proxy = try await Self.proxy(from: proxyPort, to: postgresPort)
            // The first delivery is answered 2 s late: the test stops the database meanwhile.
            let (listener, port) = try await SharedBackendProcessTests.startListener(first: "time.sleep(2)")
            let serve = try ServeProcess(["serve", "--port", "0", "--store", proxied, "--merchant-listener", "127.0.0.1:\(port)"])
            defer { for process in [serve, listener, proxy.process] { process.signal(SIGKILL) } }
            let backend = HTTPTransport(baseURL: try await serve.baseURL())
            try await SharedBackendProcessTests.fileApprovedEvent(on: backend, token: try await SharedBackendProcessTests.accessToken(from: backend), port: port)
            try await listener.waitFor("POST ")
            proxy.process.signal(SIGSTOP)
            // The answer comes, its record waits out the store's deadline (5 s) and fails; the database comes back.
            try await Task.sleep(for: .seconds(9))
            proxy.process.signal(SIGCONT)
            // Past the claim (30 s) and the next look at the outbox (10 s): a delivery not recorded would go again.
            try await Task.sleep(for: .seconds(45))
            let posts = listener.text.split(separator: "\n").filter { $0.hasPrefix("POST ") }
            #expect(posts.count == 1, "sent once: \(posts)\n\(serve.text)")
            #expect(try await backend.send("GET", "/payterm/v1/health").status == 200)
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

    /// The database's address through a proxy on a free port, that port, and PostgreSQL's.
    static func proxied(_ database: String) throws -> (address: String, proxyPort: Int, postgresPort: Int) {
        var address = try #require(URLComponents(string: database))
        let postgresPort = address.port ?? 5432
        let proxyPort = try HAProxyExampleTests.unusedPort()
        address.host = "127.0.0.1"
        address.port = proxyPort
        return (try #require(address.string), proxyPort, postgresPort)
    }

    /// HAProxy in TCP mode from `port` to PostgreSQL's.
    static func proxy(from port: Int, to postgres: Int) async throws -> (process: ServeProcess, file: URL) {
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
        let process = try ServeProcess(["-db", "-f", file.path], program: HAProxyExampleTests.haproxy)
        // A store opened before the proxy listens fails at once.
        try await HAProxyExampleTests.waitUntil("HAProxy listens on \(port)") { accepts(port) }
        return (process, file)
    }

    /// True when something accepts a connection on the loopback port.
    private static func accepts(_ port: Int) -> Bool {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
