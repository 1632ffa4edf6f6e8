import Foundation
import GRDB
import PayPalAPI
import Testing
@testable import PayPalMock

/// Nothing in the database file would let its reader log in, pay under a preapproval or call the API: passwords
/// and PINs are salted hashes, tokens are digests, and the file is its owner's alone.
@Suite struct SecretsAtRestTests {
    func withFileBackend(_ body: (TestBackend, String) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.sqlite").path
        try await TestBackend.with(BackendConfiguration(port: 0, storage: .file(path: path))) { try await body($0, path) }
    }

    /// Every byte SQLite wrote, the write-ahead log included.
    func everythingWritten(_ path: String) throws -> String {
        try [path, path + "-wal"].filter { FileManager.default.fileExists(atPath: $0) }
            .map { String(decoding: try Data(contentsOf: URL(fileURLWithPath: $0)), as: UTF8.self) }.joined()
    }

    @Test func noPasswordPINOrTokenIsStoredInClear() async throws {
        try await withFileBackend { backend, path in
            let session = try await backend.login("noor@personal.example.com")
            let (created, _) = try await backend.buyer("POST", "pin", token: session, json: ["pin": "86420"])
            #expect(created == 201)
            let accessToken = try await backend.accessToken()
            let key: String = try #require(try await backend.succeed("Preapproval", Requests.preapproval(extra: ["pinType": "REQUIRED"]))["preapprovalKey"])
            let (agreed, _) = try await backend.buyer("POST", "preapprovals/\(key)/agree", token: session, json: ["pin": "97531"])
            #expect(agreed == 200)
            await backend.embedded?.stop()
            let written = try everythingWritten(path)
            for secret in [Personas.password, session, accessToken] {
                #expect(!written.contains(secret), "\(secret.prefix(6))… is in the database file")
            }
            // A PIN's few digits turn up by chance among random ids and timestamps; in clear it would be a JSON string.
            for pin in ["86420", "97531", "1234"] {
                #expect(!written.contains("\"\(pin)\""), "PIN \(pin) is in the database file")
            }
            #expect(written.contains("$pbkdf2-sha256$i="))
            for file in [path, path + "-wal"] where FileManager.default.fileExists(atPath: file) {
                let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
                #expect(mode == 0o600, "\(file): \(String(mode ?? 0, radix: 8))")
            }
        }
    }

    @Test func theHashedSecretsStillLetTheirOwnersIn() async throws {
        try await TestBackend.with { backend in
            let noor = try await backend.login("noor@personal.example.com")
            _ = try await backend.buyer("POST", "pin", token: noor, json: ["pin": "86420"])
            let (phone, _) = try await backend.buyer("POST", "login", json: ["phone": "+14085550102", "pin": "86420"])
            #expect(phone == 201)
            let (wrong, _) = try await backend.buyer("POST", "login", json: ["phone": "+14085550102", "pin": "86421"])
            #expect(wrong == 401)
        }
    }

    @Test func aDatabaseWrittenBeforeHashingIsHashedWhenOpened() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("old.sqlite").path
        try FileManager.default.copyItem(atPath: try Self.oldDatabase(in: directory), toPath: path)
        try await TestBackend.with(BackendConfiguration(port: 0, storage: .file(path: path))) { backend in
            _ = try await backend.login("alex@personal.example.com", password: "old-secret")
            let (stale, _) = try await backend.buyer("GET", "me", token: "BS-stale")
            #expect(stale == 401, "a session filed by its text is gone")
        }
        #expect(!(try everythingWritten(path)).contains("old-secret"))
    }

    /// A database as the backend wrote it before secrets were hashed: Alex's password and a session in clear.
    static func oldDatabase(in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("template.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE documents (kind TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (kind, id));
                CREATE TABLE aliases (space TEXT NOT NULL, alias TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (space, alias));
                CREATE TABLE settings (key TEXT PRIMARY KEY, body TEXT NOT NULL);
                CREATE TABLE journal (id INTEGER PRIMARY KEY AUTOINCREMENT, entry TEXT NOT NULL);
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('v1');
                """)
            var alex = Personas.buyers[0].account
            alex.password = StoredSecret(hashing: "unused")
            var body = String(decoding: try JSONEncoder().encode(alex), as: UTF8.self)
            let hashed = try #require(body.range(of: #""password":"[^"]*""#, options: .regularExpression))
            body.replaceSubrange(hashed, with: #""password":"old-secret""#)
            try db.execute(sql: "INSERT INTO documents VALUES (?, ?, ?)", arguments: [BuyerAccount.kind, alex.id, body])
            try db.execute(sql: "INSERT INTO aliases VALUES (?, ?, ?)", arguments: [AliasSpace.buyerEmail.name, alex.email, alex.id])
            let session = #"{"id":"BS-stale","buyerId":"BUYERALEX2345","expiresAt":9999999999}"#
            try db.execute(sql: "INSERT INTO documents VALUES (?, ?, ?)", arguments: [BuyerSession.kind, "BS-stale", session])
        }
        return path
    }
}
