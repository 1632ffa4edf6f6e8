import Foundation
import PayPalAPI
import Synchronization
import Testing

/// Two `payterm serve` processes on one PostgreSQL database (PAYTERM_TEST_POSTGRES, which Scripts/test starts):
/// one backend, whichever process answers, and what either acknowledged survives the other's `kill -9`.
@Suite(.enabled(if: TestServer.runs, "PAYTERM_TEST_POSTGRES names no PostgreSQL server (Scripts/test starts one)"), .timeLimit(.minutes(3)))
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

    @Test func theClassroomWorksThroughEitherProcess() async throws {
        try await Self.withDatabase { database in
            let first = try ServeProcess(["serve", "--port", "0", "--store", database])
            let second = try ServeProcess(["serve", "--port", "0", "--store", database])
            defer { for process in [first, second] { process.signal(SIGTERM) } }
            let (one, two) = (try await first.baseURL().absoluteString, try await second.baseURL().absoluteString)
            let added = try await ClassroomCommandTests.payterm(["classroom", "add", "ana", "--backend", one])
            #expect(added.status == 0, "\(added.text)")
            var flags = Array(try ClassroomCommandTests.line("drills:", of: "ana", in: added.text).drop { $0 != "--backend" })
            #expect(try ClassroomCommandTests.value("--backend", in: flags) == one + "/workspaces/ana")
            flags[1] = two + "/workspaces/ana"
            let seeded = try await ClassroomCommandTests.payterm(["drill", "charged-twice"] + flags, input: "q")
            #expect(seeded.text.contains("✗ The duplicate payment"), "the drill seeded Ana's workspace through the second process: \(seeded.text)")
            let token = try ClassroomCommandTests.value("--admin-token", in: flags)
            #expect(try await ClassroomCommandTests.cases(of: "alex@personal.example.com", at: one + "/workspaces/ana", token: token) == 2)
            #expect(try await ClassroomCommandTests.cases(of: "alex@personal.example.com", at: one) == 0, "the trainer's own backend sees none of it")

            #expect(try await ClassroomCommandTests.payterm(["classroom", "list", "--backend", two]).text.contains("ana · "))
            #expect(try await ClassroomCommandTests.payterm(["classroom", "reset", "ana", "--backend", two]).text.contains("Reset ana."))
            #expect(try await ClassroomCommandTests.cases(of: "alex@personal.example.com", at: one + "/workspaces/ana", token: token) == 0)
            #expect(try await ClassroomCommandTests.payterm(["classroom", "remove", "ana", "--backend", two]).status == 0)
            #expect(!(try await ClassroomCommandTests.payterm(["classroom", "list", "--backend", one]).text.contains("ana · ")))

            // The front, through a workspace play makes on the second process: every call under its path.
            let scenario = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios/mpl-2-goods-without-shipping.yaml").path
            try await TmuxSession.run(PlayCommandTests.played(scenario, "--backend \(two)"), width: 100, height: 30) { tmux in
                for caption in ["Experience #2", "With nothing to ship", "One press logged in and paid", "The merchant got paymentSuccess"] {
                    let screen = try await tmux.waitFor(caption)
                    #expect(!screen.contains("✗"), "\(screen)")
                    try await tmux.press("Space")
                }
                try await tmux.press("q")
                try await tmux.waitFor("EXIT=0")
            }
        }
    }

    /// A merchant's webhook listener that does `first` (Python) before answering its first delivery and answers
    /// 200 to the rest at once, printing each one's transmission id.
    static func webhookListener(first: String) -> String {
        """
        import http.server, threading, time
        class Listener(http.server.BaseHTTPRequestHandler):
            posts = 0
            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                Listener.posts += 1
                print("POST", self.headers.get("PAYPAL-TRANSMISSION-ID"), flush=True)
                if Listener.posts == 1:
                    \(first)
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()
            def log_message(self, *arguments):
                pass
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Listener)
        print("PORT", server.server_address[1], flush=True)
        server.serve_forever()
        """
    }

    /// The listener running, and its port.
    static func startListener(first: String) async throws -> (process: ServeProcess, port: String) {
        let listener = try ServeProcess(["python3", "-c", webhookListener(first: first)], program: "/usr/bin/env")
        try await listener.waitFor("PORT ")
        let port = try #require(listener.text.split(separator: "\n").first { $0.hasPrefix("PORT ") }?.split(separator: " ").last)
        return (listener, String(port))
    }

    /// Subscribes the listener at `port` to CHECKOUT.ORDER.APPROVED and has the backend file one such event for it.
    static func fileApprovedEvent(on backend: HTTPTransport, token: String, port: String) async throws {
        let hook = #"{"url":"http://127.0.0.1:\#(port)/hooks","event_types":[{"name":"CHECKOUT.ORDER.APPROVED"}]}"#
        #expect(try await backend.send("POST", "/v1/notifications/webhooks", headers: ["Authorization": "Bearer \(token)"], body: Data(hook.utf8)).status == 201)
        let event = #"{"event_type":"CHECKOUT.ORDER.APPROVED","url":"http://127.0.0.1:\#(port)/hooks"}"#
        #expect(try await backend.send("POST", "/v1/notifications/simulate-event", headers: ["Authorization": "Bearer \(token)"], body: Data(event.utf8)).status == 202)
    }

    @Test func aDeliveryWhoseProcessIsKilledMidSendIsSentByTheOtherOnceItsClaimLapses() async throws {
        try await Self.withDatabase { database in
            let (listener, port) = try await Self.startListener(first: "threading.Event().wait()")
            let first = try ServeProcess(["serve", "--port", "0", "--store", database, "--merchant-listener", "127.0.0.1:\(port)"])
            let second = try ServeProcess(["serve", "--port", "0", "--store", database, "--merchant-listener", "127.0.0.1:\(port)"])
            defer { for process in [first, second, listener] { process.signal(SIGKILL) } }
            let (one, two) = (HTTPTransport(baseURL: try await first.baseURL()), HTTPTransport(baseURL: try await second.baseURL()))
            try await Self.fileApprovedEvent(on: one, token: try await Self.accessToken(from: one), port: port)
            try await listener.waitFor("POST ")
            first.signal(SIGKILL)
            // The first process's claim lapses 30 s after it took the delivery; the second sends it then.
            try await listener.waitFor("POST ", occurrences: 2, timeout: .seconds(60))
            let posts = listener.text.split(separator: "\n").filter { $0.hasPrefix("POST ") }
            #expect(posts.count == 2 && posts[0] == posts[1], "the same transmission, sent again: \(posts)")
            try await Task.sleep(for: .seconds(1))
            #expect(listener.text.split(separator: "\n").filter { $0.hasPrefix("POST ") }.count == 2, "and only once more")
            #expect(try await two.send("GET", "/payterm/v1/health").status == 200)
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
