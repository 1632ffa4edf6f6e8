/// A trainee's workspace as the trainer's store keeps it: the name the trainer gave it, the id its files and keys
/// derive from (never the name: a name can be given again once its workspace is gone), and the port it listens on.
struct WorkspaceRecord: Sendable, Equatable {
    var id: String
    var name: String
    /// 0 until its backend has bound one.
    var port: Int

    /// A new workspace: an id no other workspace had, and nothing bound yet.
    init(name: String) {
        self.init(id: Identifier.workspaceId(), name: name, port: 0)
    }

    /// 1 to 32 lower-case letters, digits and dashes: a name fit for a path and a command line.
    static func isValid(name: some StringProtocol) -> Bool {
        Slug.fits(name, atMost: 32)
    }

    init(id: String, name: String, port: Int) {
        self.id = id
        self.name = name
        self.port = port
    }
}

extension StoreTransaction {
    /// Files a new workspace, within one transaction: the name's uniqueness is the table's own constraint, and the
    /// count is read in the transaction that inserts, so no two creations, however many at once, pass the cap.
    func insertWorkspace(_ workspace: WorkspaceRecord, capacity: Int) throws {
        guard try workspaceCount() < capacity else {
            throw RESTError.unprocessable("TOO_MANY_WORKSPACES", "A backend keeps at most \(capacity) workspaces: delete some first.")
        }
        guard try insertWorkspace(workspace) else {
            throw RESTError(
                status: 409, issue: "WORKSPACE_EXISTS", description: "There is a workspace \(workspace.name) already: reset it, or delete it first.",
                field: "/name", location: "body")
        }
    }

    /// Forgets the workspace of that name; the record it had, or nil when there was none.
    func removeWorkspace(named name: String) throws -> WorkspaceRecord? {
        guard let workspace = try workspace(named: name) else { return nil }
        try deleteWorkspace(id: workspace.id)
        return workspace
    }
}
