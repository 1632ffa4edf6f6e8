import Foundation

/// A class on one backend: each trainee's workspace is a backend of its own (its own REST, Adaptive and Braintree
/// credentials and admin token, state, clock and faults, on a port of its own), made on the trainer's request, reset one by one
/// or all at once. Workspaces are rows of the trainer's store, which decides, by its own constraints, which
/// creation of a name wins and that the cap holds; only a workspace filed there gets a listener. They open again
/// when the backend starts again.
actor Classroom {
    /// A class of thirty, with room to spare.
    static let capacity = 60

    private let trainer: BackendConfiguration
    private let store: Store
    /// The running backend of each workspace, by its id.
    private var open: [String: EmbeddedBackend] = [:]

    init(trainer: BackendConfiguration, store: Store) {
        self.trainer = trainer
        self.store = store
    }

    /// Opens the workspaces the store keeps, each on the port it had, so the commands handed out keep working; one
    /// whose port another program took meanwhile gets a free one (`list` prints it).
    func reopen() async throws {
        for workspace in try await store.read({ db in try db.workspaces() }) {
            let port: Int
            do {
                port = try await start(workspace)
            } catch where BackendConfiguration.isAddressInUse(error) && workspace.port != 0 {
                port = try await start(WorkspaceRecord(id: workspace.id, name: workspace.name, port: 0))
            }
            if port != workspace.port { _ = try await store.write { db in try db.updateWorkspacePort(id: workspace.id, port: port) } }
        }
    }

    func workspaces() async throws -> [WorkspaceView] {
        try await store.read { db in try db.workspaces() }.compactMap(view)
    }

    func create(_ name: String) async throws -> WorkspaceView {
        guard name.count <= 32, !name.isEmpty, name.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "name is 1 to 32 lower-case letters, digits and dashes, such as trainee-07.", field: "/name")
        }
        var workspace = WorkspaceRecord(name: name)
        try await store.write { [workspace] db in try db.insertWorkspace(workspace, capacity: Self.capacity) }
        do {
            workspace.port = try await start(workspace)
            let port = workspace.port
            guard try await store.write({ [workspace] db in try db.updateWorkspacePort(id: workspace.id, port: port) }) else {
                throw RESTError.notFound("name", name)
            }
        } catch {
            // Not made after all (no port, or deleted meanwhile): nothing of it stays.
            try? await store.write { [workspace] db in try db.deleteWorkspace(id: workspace.id) }
            await close(workspace)
            throw error
        }
        return try openView(workspace)
    }

    func reset(_ name: String) async throws -> WorkspaceView {
        let workspace = try await record(named: name)
        try await backend(of: workspace).reset()
        return try openView(workspace)
    }

    func resetAll() async throws -> [WorkspaceView] {
        for backend in open.values { try await backend.reset() }
        return try await workspaces()
    }

    func remove(_ name: String) async throws {
        guard let workspace = try await store.write({ db in try db.removeWorkspace(named: name) }) else { throw RESTError.notFound("name", name) }
        await close(workspace)
    }

    private func record(named name: String) async throws -> WorkspaceRecord {
        guard let workspace = try await store.read({ db in try db.workspace(named: name) }) else { throw RESTError.notFound("name", name) }
        return workspace
    }

    private func backend(of workspace: WorkspaceRecord) throws -> EmbeddedBackend {
        guard let backend = open[workspace.id] else { throw RESTError.notFound("name", workspace.name) }
        return backend
    }

    /// Starts the workspace's backend; returns the port it bound.
    private func start(_ workspace: WorkspaceRecord) async throws -> Int {
        let keys = WorkspaceKeys(workspace, trainer: trainer.credentials)
        var configuration = BackendConfiguration(
            host: trainer.host, port: workspace.port, storage: storage(of: workspace), credentials: keys.credentials, adminToken: keys.adminToken)
        configuration.maxBodyBytes = trainer.maxBodyBytes
        configuration.isWorkspace = true
        let backend = try await EmbeddedBackend.start(configuration)
        open[workspace.id] = backend
        return backend.baseURL.port ?? 0
    }

    /// Stops the workspace's backend, if it runs, and deletes its files, and only its own.
    private func close(_ workspace: WorkspaceRecord) async {
        await open.removeValue(forKey: workspace.id)?.stop()
        if case .file(let path) = storage(of: workspace) {
            for file in [path, path + "-wal", path + "-shm"] { try? FileManager.default.removeItem(atPath: file) }
        }
    }

    /// Beside the trainer's state file, named by the workspace's id; else in memory (a trainer's store in
    /// PostgreSQL keeps the class's list, but each workspace's state stays in the process that opened it).
    private func storage(of workspace: WorkspaceRecord) -> BackendConfiguration.Storage {
        guard case .file(let path) = trainer.storage else { return .inMemory }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("workspaces")
        return .file(path: folder.appendingPathComponent("\(workspace.id).sqlite").path)
    }

    /// The workspace's view; a 404 when it was removed meanwhile.
    private func openView(_ workspace: WorkspaceRecord) throws -> WorkspaceView {
        guard let view = view(workspace) else { throw RESTError.notFound("name", workspace.name) }
        return view
    }

    private func view(_ workspace: WorkspaceRecord) -> WorkspaceView? {
        guard let backend = open[workspace.id] else { return nil }
        let keys = WorkspaceKeys(workspace, trainer: trainer.credentials)
        return WorkspaceView(
            name: workspace.name, baseUrl: backend.baseURL.absoluteString, credentials: WorkspaceView.Keys(keys.credentials), adminToken: keys.adminToken)
    }
}
