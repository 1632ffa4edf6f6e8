import Foundation
import PayPalAPI
import GRDB
import Testing
@testable import PayPalMock

/// A class on one backend: each trainee's workspace is a backend of its own, made, reset and deleted by the
/// trainer, and none sees another's payments.
@Suite struct ClassroomTests {
    static let trainer = [TrainersClass.secretHeader: TestBackend.trainerSecret]

    /// Makes a workspace and returns it as a trainee talks to it.
    static func workspace(_ name: String, on backend: TestBackend) async throws -> Seat {
        let exchange = try await backend.http.send("POST", "/payterm/v1/workspaces", headers: trainer, json: ["name": name])
        guard exchange.status == 201 else { throw TestFailure("workspace \(name): HTTP \(exchange.status)") }
        return try Seat(JSON(try exchange.jsonObject()))
    }

    static func ordersOfAlex(_ backend: TestBackend, admin: [String: String] = [:]) async throws -> Int {
        let exchange = try await backend.http.send("GET", "/payterm/v1/support/cases?q=alex%40personal.example.com", headers: admin)
        guard exchange.status == 200 else { throw TestFailure("search: HTTP \(exchange.status)") }
        return JSON(try exchange.jsonObject()).count("cases")
    }

    static func capturedOrder(_ backend: TestBackend, as credentials: Credentials) async throws {
        let token = try await backend.accessToken(client: credentials)
        let order = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple(), token: token).1
        let id: String = try #require(order["id"])
        #expect(try await backend.approveOrder(id).0 == 200)
        #expect(try await backend.rest("POST", "/v2/checkout/orders/\(id)/capture", token: token).0 == 201)
    }

    @Test func eachTraineeHasABackendOfTheirOwnThatTheTrainerResets() async throws {
        try await TestBackend.with { backend in
            let ana = try await Self.workspace("ana", on: backend)
            let ben = try await Self.workspace("ben", on: backend)
            #expect(ana.backend.baseURL != ben.backend.baseURL && ana.keys.clientSecret != ben.keys.clientSecret && ana.adminToken != ben.adminToken)
            try await Self.capturedOrder(ana.backend, as: ana.keys)
            #expect(try await ana.ordersOfAlex() == 1)
            #expect(try await ben.ordersOfAlex() == 0, "Ben does not see Ana's payment")
            #expect(try await Self.ordersOfAlex(backend) == 0, "nor does the trainer's own backend")

            try await Self.capturedOrder(ben.backend, as: ben.keys)
            #expect(try await backend.http.send("POST", "/payterm/v1/workspaces/ana/reset", headers: Self.trainer).status == 200)
            #expect(try await ana.ordersOfAlex() == 0)
            #expect(try await ben.ordersOfAlex() == 1, "a reset of one leaves the others")
            #expect(try await backend.http.send("POST", "/payterm/v1/reset").status == 200)
            let listed = JSON(try await backend.http.send("GET", "/payterm/v1/workspaces", headers: Self.trainer).jsonObject())
            #expect(listed.count("workspaces") == 2, "the trainer's own reset keeps the class")
            #expect(try await backend.http.send("POST", "/payterm/v1/workspaces/reset", headers: Self.trainer).status == 200)
            #expect(try await ben.ordersOfAlex() == 0)

            #expect(try await backend.http.send("DELETE", "/payterm/v1/workspaces/ben", headers: Self.trainer).status == 204)
            #expect(try await backend.http.send("POST", "/payterm/v1/workspaces/ben/reset", headers: Self.trainer).status == 404)
            #expect((try? await ben.backend.http.send("GET", "/payterm/v1/clock", headers: ben.admin)) == nil, "a deleted workspace's backend is gone")
        }
    }

    @Test func onlyTheTrainerMakesWorkspacesWithNamesThatFit() async throws {
        try await TestBackend.with { backend in
            let anonymous = try await backend.http.send("POST", "/payterm/v1/workspaces", json: ["name": "ana"])
            #expect(anonymous.status == 401)
            #expect(JSON(try anonymous.jsonObject())["details[0].issue"] == "TRAINER_SECRET_REQUIRED")
            let wrong = [TrainersClass.secretHeader: "PTT-guess"]
            #expect(try await backend.http.send("GET", "/payterm/v1/workspaces", headers: wrong).status == 401)
            let publicDefaults = ["Authorization": TestBackend.basicAuthorization()]
            #expect(
                try await backend.http.send("GET", "/payterm/v1/workspaces", headers: publicDefaults).status == 401,
                "the public default REST credentials open nothing of the class")
            for name in ["", "Ana", "a/b", "../x", String(repeating: "a", count: 33), "ana ben"] {
                #expect(try await backend.http.send("POST", "/payterm/v1/workspaces", headers: Self.trainer, json: ["name": name]).status == 400, "\(name)")
            }
            let ana = try await Self.workspace("ana", on: backend)
            #expect(try await backend.http.send("POST", "/payterm/v1/workspaces", headers: Self.trainer, json: ["name": "ana"]).status == 409)
            let journal = String(decoding: try await backend.http.send("GET", "/payterm/v1/journal?limit=20").body, as: UTF8.self)
            #expect(journal.contains("ws-ana-client"))
            #expect(!journal.contains(TestBackend.trainerSecret), "the journal masks the trainer's secret the calls carried")
            let keys = ana.keys
            for secret in [keys.clientSecret, keys.apiPassword, keys.apiSignature, keys.braintreePrivateKey, keys.braintreeOAuthClientSecret, ana.adminToken] {
                #expect(!journal.contains(secret), "the journal masks the workspace's keys")
            }
        }
    }

    @Test func aClassOutlivesARestartOnItsPortsWithItsKeysAndItsState() async throws {
        try await TestBackend.withStateFile { configuration in
            var before: Seat?
            try await TestBackend.with(configuration) { backend in
                let ana = try await Self.workspace("ana", on: backend)
                try await Self.capturedOrder(ana.backend, as: ana.keys)
                before = ana
            }
            try await TestBackend.with(configuration) { backend in
                let listed = JSON(try await backend.http.send("GET", "/payterm/v1/workspaces", headers: Self.trainer).jsonObject())
                let ana = try Seat(listed, prefix: "workspaces[0].")
                #expect(ana.backend.baseURL == before?.backend.baseURL, "the commands handed out keep working")
                #expect(ana.keys == before?.keys && ana.adminToken == before?.adminToken)
                #expect(try await ana.ordersOfAlex() == 1)
                _ = try await ana.backend.accessToken(client: ana.keys)
            }
        }
    }

    @Test func aClassAnEarlierPayTermKeptOpensWithItsStateAndNoKeyInClear() async throws {
        try await TestBackend.withStateFile { configuration in
            guard case .file(let path) = configuration.storage else { return }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            // Ana's workspace as an earlier PayTerm left it: its state in workspaces/ana.sqlite, its keys in a setting.
            let anaFile = folder.appendingPathComponent("workspaces/ana.sqlite").path
            try await TestBackend.with(BackendConfiguration(port: 0, storage: .file(path: anaFile)).holdingClass()) { ana in
                try await Self.capturedOrder(ana, as: .defaults)
            }
            let oldSecret = "0123456789abcdef0123456789abcdef"
            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in
                try db.execute(sql: """
                    CREATE TABLE settings (key TEXT PRIMARY KEY, body TEXT NOT NULL);
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    CREATE TABLE documents (kind TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (kind, id));
                    CREATE TABLE aliases (space TEXT NOT NULL, alias TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (space, alias));
                    CREATE TABLE journal (id INTEGER PRIMARY KEY AUTOINCREMENT, entry TEXT NOT NULL, debug_id TEXT);
                    CREATE TABLE idempotent_answers (
                        client_id TEXT NOT NULL, route TEXT NOT NULL, request_id TEXT NOT NULL, status INTEGER NOT NULL, body BLOB NOT NULL,
                        expires_at DATETIME NOT NULL, PRIMARY KEY (client_id, route, request_id));
                    INSERT INTO grdb_migrations VALUES ('v1'), ('v2'), ('v3'), ('v4');
                    """)
                let seat = #"[{"name":"ana","clientId":"ws-ana-client","clientSecret":"\#(oldSecret)","apiUsername":"u","apiPassword":"p","apiSignature":"s"}]"#
                try db.execute(sql: "INSERT INTO settings VALUES ('classroom', ?)", arguments: [seat])
            }
            try queue.close()

            try await TestBackend.with(configuration) { backend in
                let listed = JSON(try await backend.http.send("GET", "/payterm/v1/workspaces", headers: Self.trainer).jsonObject())
                #expect(listed["workspaces[0].name"] == "ana")
                #expect(try await Seat(listed, prefix: "workspaces[0].").ordersOfAlex() == 1)
            }
            let written = try [path, path + "-wal"].filter { FileManager.default.fileExists(atPath: $0) }.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            #expect(written.allSatisfy { $0.range(of: Data(oldSecret.utf8)) == nil }, "the keys kept in clear are gone")
        }
    }

    @Test func aWorkspaceBoundToEveryAddressIsNamedByTheAddressTheTraineeUsed() {
        let keys = WorkspaceView.Keys(Credentials.defaults)
        let everywhere = WorkspaceView(name: "ana", baseUrl: "http://0.0.0.0:41233", credentials: keys, adminToken: "PTA-0")
        #expect(everywhere.reached(at: "10.0.0.5:8080").baseUrl == "http://10.0.0.5:41233")
        #expect(everywhere.reached(at: nil).baseUrl == "http://0.0.0.0:41233")
        let loopback = WorkspaceView(name: "ana", baseUrl: "http://127.0.0.1:41233", credentials: keys, adminToken: "PTA-0")
        #expect(loopback.reached(at: "localhost:8080").baseUrl == "http://127.0.0.1:41233")
    }

    @Test func aClassOpensOnlyWithTheTrainersSecretItWasMadeWith() async throws {
        try await TestBackend.withStateFile { configuration in
            try await TestBackend.with(configuration) { backend in _ = try await Self.workspace("ana", on: backend) }
            var another = configuration
            another.trainerSecret = "PTT-another-trainers-secret"
            await #expect(throws: ClassOfAnotherTrainer.self, "its keys would open nothing: it does not start") {
                try await TestBackend.with(another) { _ in }
            }
            try await TestBackend.with(configuration) { backend in
                let listed = JSON(try await backend.http.send("GET", "/payterm/v1/workspaces", headers: Self.trainer).jsonObject())
                #expect(listed.count("workspaces") == 1, "the trainer's own secret opens it as before")
            }
        }
    }
}
