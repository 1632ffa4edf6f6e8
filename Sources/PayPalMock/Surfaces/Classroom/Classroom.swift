import Foundation

/// A class on one backend: each trainee's workspace is a backend of its own (its own REST, Adaptive and Braintree
/// credentials and admin token, state, clock and faults), made on the trainer's request, reset one by one or all
/// at once. Workspaces are rows of the trainer's store, which decides, by its own constraints, which creation of a
/// name wins and that the cap holds. They open again when the backend starts again.
///
/// Where a workspace lives follows the trainer's store. Beside a SQLite file (or in memory), each workspace is a
/// file (or memory) of its own and listens on a port of its own, the one it had before. In PostgreSQL, each is a
/// schema of the trainer's database and is served under `/workspaces/NAME` by every process on that database
/// (`RoutedWorkspace`), so that any process makes, resets and removes it and any process answers it.
actor Classroom {
    /// A class of thirty, with room to spare.
    static let capacity = 60

    private enum Running {
        case listening(EmbeddedBackend)
        case routed(RoutedWorkspace)
    }

    private let trainer: BackendConfiguration
    /// What the workspaces' keys are derived from.
    private let secret: String
    private let store: Store
    private let address: ServerAddress
    /// The workspaces running in this process, by id.
    private var open: [String: Running] = [:]
    /// Routed workspaces being opened, so that calls arriving together open one backend.
    private var opening: [String: Task<RoutedWorkspace?, any Error>] = [:]

    init(trainer: BackendConfiguration, secret: String, store: Store, address: ServerAddress) {
        self.trainer = trainer
        self.secret = secret
        self.store = store
        self.address = address
    }

    /// True when the workspaces live in the trainer's PostgreSQL database and are served under its address.
    nonisolated var routesWorkspaces: Bool {
        if case .postgres = trainer.storage { true } else { false }
    }

    /// Checks the store's class is this trainer's, then opens the workspaces the store keeps: each listening one on the port it had, so the commands handed out keep
    /// working (one whose port another program took meanwhile gets a free one, which `list` prints).
    func reopen() async throws {
        try await TrainerSecretDigest.claim(secret, in: store)
        for workspace in try await store.read({ db in try db.workspaces() }) {
            if routesWorkspaces {
                _ = try await routed(workspace)
                continue
            }
            let port: Int
            do {
                port = try await listen(workspace)
            } catch where BackendConfiguration.isAddressInUse(error) && workspace.port != 0 {
                port = try await listen(WorkspaceRecord(id: workspace.id, name: workspace.name, port: 0))
            }
            if port != workspace.port { _ = try await store.write { db in try db.updateWorkspacePort(id: workspace.id, port: port) } }
        }
    }

    func workspaces() async throws -> [WorkspaceView] {
        try await store.read { db in try db.workspaces() }.compactMap(view)
    }

    /// Every trainee's drills, by workspace name.
    func progress() async throws -> [WorkspaceProgressView] {
        let now = Date()
        return try await store.read { db in
            let assignments = try DrillAssignment.all(in: db)
            return try db.workspaces().map {
                WorkspaceProgressView(name: $0.name, training: try DrillProgressBook.training(in: db, workspaceId: $0.id, assignments: assignments), now: now)
            }
        }
    }

    /// Gives the class the drill, after the ones it has, once for every trainee; a drill assigned again keeps its
    /// place with its new text. Returns the workspaces' names.
    func assign(_ assignment: DrillAssignment) async throws -> [String] {
        try await store.write { db in
            try DrillAssignment.assign(assignment, in: db)
            return try db.workspaces().map(\.name)
        }
    }

    func create(_ name: String) async throws -> WorkspaceView {
        guard WorkspaceRecord.isValid(name: name) else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "name is 1 to 32 lower-case letters, digits and dashes, such as trainee-07.", field: "/name")
        }
        var workspace = WorkspaceRecord(name: name)
        try await store.write { [workspace] db in try db.insertWorkspace(workspace, capacity: Self.capacity) }
        do {
            if routesWorkspaces {
                guard try await routed(workspace) != nil else { throw RESTError.notFound("name", name) }
            } else {
                workspace.port = try await listen(workspace)
                let port = workspace.port
                guard try await store.write({ [workspace] db in try db.updateWorkspacePort(id: workspace.id, port: port) }) else {
                    throw RESTError.notFound("name", name)
                }
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
        try await reset(workspace)
        return try openView(workspace)
    }

    func resetAll() async throws -> [WorkspaceView] {
        for workspace in try await store.read({ db in try db.workspaces() }) { try await reset(workspace) }
        return try await workspaces()
    }

    /// Removes the workspace; with the last one, the class is over and its drills go too.
    func remove(_ name: String) async throws {
        let removed = try await store.write { db in
            let workspace = try db.removeWorkspace(named: name)
            if workspace != nil, try db.workspaceCount() == 0 { try db.deleteDrillAssignments() }
            return workspace
        }
        guard let workspace = removed else { throw RESTError.notFound("name", name) }
        await close(workspace)
    }

    /// The routed workspace of that name, opened in this process if it was made by another; nil when there is
    /// none (or when workspaces listen on ports of their own).
    /// The screen a trainee's front shares, for the trainer to watch.
    func screen(of name: String) async throws -> ScreenHub {
        let workspace = try await record(named: name)
        switch open[workspace.id] {
        case .listening(let backend): return backend.screen
        case .routed(let routed): return routed.screen
        case nil:
            guard routesWorkspaces, let routed = try await routed(workspace) else { throw RESTError.notFound("name", name) }
            return routed.screen
        }
    }

    /// True when `token` opens a workspace of the class: a trainee's admin token.
    func isWorkspaceAdminToken(_ token: String) async throws -> Bool {
        let workspaces = try await store.read { db in try db.workspaces() }
        return workspaces.contains { ConstantTime.equal(Array(WorkspaceKeys($0, trainerSecret: secret).adminToken.utf8), Array(token.utf8)) }
    }

    func routed(named name: String) async throws -> RoutedWorkspace? {
        guard routesWorkspaces, let workspace = try await store.read({ db in try db.workspace(named: name) }) else { return nil }
        return try await routed(workspace)
    }

    /// Opens the routed workspaces other processes made and closes those they removed, so that this process
    /// delivers every workspace's webhooks and IPN and keeps nothing of a workspace that is gone.
    func follow() async throws {
        let listed = try await store.read { db in try db.workspaces() }
        for workspace in listed { _ = try await routed(workspace) }
        let ids = Set(listed.map(\.id))
        for (id, running) in open where !ids.contains(id) {
            open[id] = nil
            await stop(running)
        }
    }

    /// Stops every workspace running in this process.
    func closeAll() async {
        let running = open.values
        open = [:]
        for workspace in running { await stop(workspace) }
    }

    private func record(named name: String) async throws -> WorkspaceRecord {
        guard let workspace = try await store.read({ db in try db.workspace(named: name) }) else { throw RESTError.notFound("name", name) }
        return workspace
    }

    private func reset(_ workspace: WorkspaceRecord) async throws {
        switch open[workspace.id] {
        case .listening(let backend): try await backend.reset()
        case .routed(let routed): try await routed.reset()
        case nil:
            guard let routed = try await routed(workspace) else { throw RESTError.notFound("name", workspace.name) }
            try await routed.reset()
        }
    }

    /// The workspace's routed backend in this process, opened now if it is not yet; nil when it was removed.
    private func routed(_ workspace: WorkspaceRecord) async throws -> RoutedWorkspace? {
        if case .routed(let running) = open[workspace.id] { return running }
        guard routesWorkspaces else { return nil }
        let task = opening[workspace.id] ?? Task { [configuration = configuration(of: workspace), store, address] in
            try await RoutedWorkspace.open(workspace, configuration: configuration, trainerStore: store, trainerAddress: address)
        }
        opening[workspace.id] = task
        defer { opening[workspace.id] = nil }
        let running = try await task.value
        if let running, open[workspace.id] == nil { open[workspace.id] = .routed(running) }
        return running
    }

    /// Starts the workspace's backend on a port of its own; returns the port it bound.
    private func listen(_ workspace: WorkspaceRecord) async throws -> Int {
        let backend = try await EmbeddedBackend.start(configuration(of: workspace))
        open[workspace.id] = .listening(backend)
        return backend.baseURL.port ?? 0
    }

    /// The workspace's backend: its own keys, its state where `storage(of:)` says, the trainer's limits.
    private func configuration(of workspace: WorkspaceRecord) -> BackendConfiguration {
        let keys = WorkspaceKeys(workspace, trainerSecret: secret)
        var configuration = BackendConfiguration(
            host: trainer.host, port: workspace.port, storage: storage(of: workspace), credentials: keys.credentials, adminToken: keys.adminToken)
        configuration.maxBodyBytes = trainer.maxBodyBytes
        configuration.isWorkspace = true
        configuration.drillProgress = DrillProgressBook(trainerStore: store, workspaceId: workspace.id)
        configuration.workspaceId = workspace.id
        configuration.drillReferee = trainer.drillReferee
        configuration.allowedMerchants = trainer.allowedMerchants
        return configuration
    }

    /// Stops the workspace's backend, if it runs here, and deletes its files, and only its own (a routed one's
    /// schema went with its row).
    private func close(_ workspace: WorkspaceRecord) async {
        if let running = open.removeValue(forKey: workspace.id) { await stop(running) }
        if case .file(let path) = storage(of: workspace) {
            for file in [path, path + "-wal", path + "-shm"] { try? FileManager.default.removeItem(atPath: file) }
        }
    }

    private func stop(_ running: Running) async {
        switch running {
        case .listening(let backend): await backend.stop()
        case .routed(let routed): await routed.close()
        }
    }

    /// Beside the trainer's state file, named by the workspace's id; in the trainer's PostgreSQL database (a schema
    /// of its own); else in memory, as the trainer's.
    private func storage(of workspace: WorkspaceRecord) -> BackendConfiguration.Storage {
        switch trainer.storage {
        case .file(let path):
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("workspaces")
            return .file(path: folder.appendingPathComponent("\(workspace.id).sqlite").path)
        case .postgres: return trainer.storage
        case .inMemory: return .inMemory
        }
    }

    /// The workspace's view; a 404 when it was removed meanwhile.
    private func openView(_ workspace: WorkspaceRecord) throws -> WorkspaceView {
        guard let view = view(workspace) else { throw RESTError.notFound("name", workspace.name) }
        return view
    }

    /// How a trainee reaches the workspace: its own port when it listens on one, else the trainer's address and
    /// its path.
    private func view(_ workspace: WorkspaceRecord) -> WorkspaceView? {
        let base: String
        if case .listening(let backend) = open[workspace.id] {
            base = backend.baseURL.absoluteString
        } else if routesWorkspaces {
            base = address.base + RoutedWorkspace.path(of: workspace.name)
        } else {
            return nil
        }
        let keys = WorkspaceKeys(workspace, trainerSecret: secret)
        return WorkspaceView(name: workspace.name, baseUrl: base, credentials: WorkspaceView.Keys(keys.credentials), adminToken: keys.adminToken)
    }
}
