import Foundation
import GRDB

/// A class on one backend: each trainee's workspace is a backend of its own (its own REST and Adaptive
/// credentials, state, clock and faults, on a port of its own), made on the trainer's request, reset one by one
/// or all at once. Workspaces are kept in the trainer's store, and open again when the backend starts again.
actor Classroom {
    /// What a workspace is made with, kept so it opens again with the same credentials.
    struct Seat: Codable, Sendable {
        var name: String
        var clientId: String
        var clientSecret: String
        var apiUsername: String
        var apiPassword: String
        var apiSignature: String
        var adminToken: String?

        var credentials: Credentials {
            Credentials(clientId: clientId, clientSecret: clientSecret, apiUsername: apiUsername, apiPassword: apiPassword, apiSignature: apiSignature)
        }
    }

    static let settingKey = "classroom"
    /// A class of thirty, with room to spare.
    static let capacity = 60

    private let trainer: BackendConfiguration
    private let store: Store
    private var seats: [String: Seat] = [:]
    private var open: [String: EmbeddedBackend] = [:]

    init(trainer: BackendConfiguration, store: Store) {
        self.trainer = trainer
        self.store = store
    }

    /// Opens the workspaces the store keeps.
    func reopen() async throws {
        let kept = try await store.read { db in try db.setting([Seat].self, key: Self.settingKey) } ?? []
        for seat in kept { try await start(seat) }
    }

    func workspaces() -> [WorkspaceView] {
        seats.values.sorted { $0.name < $1.name }.compactMap(view)
    }

    func create(_ name: String) async throws -> WorkspaceView {
        guard name.count <= 32, !name.isEmpty, name.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "name is 1 to 32 lower-case letters, digits and dashes, such as trainee-07.", field: "/name")
        }
        guard seats[name] == nil else {
            throw RESTError(status: 409, issue: "WORKSPACE_EXISTS", description: "There is a workspace \(name) already: reset it, or delete it first.", field: "/name", location: "body")
        }
        guard seats.count < Self.capacity else {
            throw RESTError.unprocessable("TOO_MANY_WORKSPACES", "A backend keeps at most \(Self.capacity) workspaces: delete some first.")
        }
        let secret = { Identifier.braintreeSecret() }
        let seat = Seat(
            name: name, clientId: "ws-\(name)-client", clientSecret: secret(), apiUsername: "ws-\(name)_api1.business.example.com",
            apiPassword: secret(), apiSignature: secret(), adminToken: trainer.adminToken == nil ? nil : BackendConfiguration.newAdminToken())
        try await start(seat)
        try await keep()
        return view(seat)!
    }

    func reset(_ name: String) async throws -> WorkspaceView {
        try await workspace(name).reset()
        return view(seats[name]!)!
    }

    func resetAll() async throws -> [WorkspaceView] {
        for backend in open.values { try await backend.reset() }
        return workspaces()
    }

    func remove(_ name: String) async throws {
        let backend = try workspace(name)
        await backend.stop()
        open[name] = nil
        seats[name] = nil
        try await keep()
        if case .file(let path) = storage(of: name) {
            for file in [path, path + "-wal", path + "-shm"] { try? FileManager.default.removeItem(atPath: file) }
        }
    }

    private func workspace(_ name: String) throws -> EmbeddedBackend {
        guard let backend = open[name] else { throw RESTError.notFound("name", name) }
        return backend
    }

    private func start(_ seat: Seat) async throws {
        var configuration = BackendConfiguration(host: trainer.host, port: 0, storage: storage(of: seat.name), credentials: seat.credentials, adminToken: seat.adminToken)
        configuration.maxBodyBytes = trainer.maxBodyBytes
        open[seat.name] = try await EmbeddedBackend.start(configuration)
        seats[seat.name] = seat
    }

    /// Beside the trainer's state file, or in memory like it.
    private func storage(of name: String) -> BackendConfiguration.Storage {
        guard case .file(let path) = trainer.storage else { return .inMemory }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("workspaces")
        return .file(path: folder.appendingPathComponent("\(name).sqlite").path)
    }

    private func keep() async throws {
        let kept = seats.values.sorted { $0.name < $1.name }
        try await store.write { db in try db.saveSetting(kept, key: Self.settingKey) }
    }

    private func view(_ seat: Seat) -> WorkspaceView? {
        guard let backend = open[seat.name] else { return nil }
        return WorkspaceView(
            name: seat.name, baseUrl: backend.baseURL.absoluteString,
            credentials: .init(
                clientId: seat.clientId, clientSecret: seat.clientSecret, apiUsername: seat.apiUsername, apiPassword: seat.apiPassword,
                apiSignature: seat.apiSignature),
            adminToken: seat.adminToken)
    }
}

/// A workspace as the trainer's calls answer with it: where it is, and what a trainee's front, console and
/// code sign in with.
struct WorkspaceView: Encodable, Sendable {
    struct Keys: Encodable, Sendable {
        var clientId: String
        var clientSecret: String
        var apiUsername: String
        var apiPassword: String
        var apiSignature: String
    }

    var name: String
    var baseUrl: String
    var credentials: Keys
    var adminToken: String?
}
