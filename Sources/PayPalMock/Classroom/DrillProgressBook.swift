import Foundation

/// Where a workspace's drills are kept: with the workspace's row in the trainer's store, so that the trainer
/// sees every trainee's, a trainer's reset or a restart keeps them, and removing the workspace takes them.
final class DrillProgressBook: Sendable {
    private let trainerStore: Store
    private let workspaceId: String

    init(trainerStore: Store, workspaceId: String) {
        self.trainerStore = trainerStore
        self.workspaceId = workspaceId
    }

    func record(_ event: DrillAttempt.Event, at now: Date) async throws {
        try await trainerStore.write { [workspaceId] db in
            let attempts = DrillAttempt.recording(event, at: now, in: try Self.attempts(in: db, workspaceId: workspaceId))
            guard try db.saveWorkspaceProgress(String(decoding: try Self.coder.encode(attempts), as: UTF8.self), id: workspaceId) else {
                throw RESTError.notFound("workspace", workspaceId)
            }
        }
    }

    /// The workspace's attempts, oldest first.
    static func attempts(in db: any StoreTransaction, workspaceId: String) throws -> [DrillAttempt] {
        guard let body = try db.workspaceProgress(id: workspaceId) else { return [] }
        return try decoder.decode([DrillAttempt].self, from: Data(body.utf8))
    }

    private static let coder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
