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

    /// A merchant's webhook listener that answers its first delivery 2 s late (the test stops the database
    /// meanwhile) and the rest at once, printing each one's transmission id.
    static let lateListener = """
        import http.server, time
        class Listener(http.server.BaseHTTPRequestHandler):
            posts = 0
            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                Listener.posts += 1
                print("POST", self.headers.get("PAYPAL-TRANSMISSION-ID"), flush=True)
                if Listener.posts == 1:
                    time.sleep(2)
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()
            def log_message(self, *arguments):
                pass
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Listener)
        print("PORT", server.server_address[1], flush=True)
        server.serve_forever()
        """

    /// The database stops answering between a delivery's answer and its record: the process keeps how it went and
    /// records it once the database is back, so the delivery is not sent again when its claim lapses (30 s).
    @Test func aDeliveryWhoseRecordTheDatabaseCouldNotTakeIsRecordedOnceItIsBackAndNotSentAgain() async throws {
        try await SharedBackendProcessTests.withDatabase { database in
            let direct = try #require(URLComponents(string: database))
            let proxyPort = try HAProxyExampleTests.unusedPort()
            var proxied = direct
            proxied.host = "127.0.0.1"
            proxied.port = proxyPort
            let proxy = try Self.proxy(from: proxyPort, to: direct.port ?? 5432)
            let listener = try ServeProcess(["python3", "-c", Self.lateListener], program: "/usr/bin/env")
            try await listener.waitFor("PORT ")
            let port = try #require(listener.text.split(separator: "\n").first { $0.hasPrefix("PORT ") }?.split(separator: " ").last)
            let serve = try ServeProcess(["serve", "--port", "0", "--store", try #require(proxied.string), "--merchant-listener", "127.0.0.1:\(port)"])
            defer { for process in [serve, listener, proxy.process] { process.signal(SIGKILL) } }
            let backend = HTTPTransport(baseURL: try await serve.baseURL())
            let token = try await SharedBackendProcessTests.accessToken(from: backend)
            let hook = #"{"url":"http://127.0.0.1:\#(port)/hooks","event_types":[{"name":"CHECKOUT.ORDER.APPROVED"}]}"#
            #expect(try await backend.send("POST", "/v1/notifications/webhooks", headers: ["Authorization": "Bearer \(token)"], body: Data(hook.utf8)).status == 201)
            let event = #"{"event_type":"CHECKOUT.ORDER.APPROVED","url":"http://127.0.0.1:\#(port)/hooks"}"#
            #expect(try await backend.send("POST", "/v1/notifications/simulate-event", headers: ["Authorization": "Bearer \(token)"], body: Data(event.utf8)).status == 202)
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
