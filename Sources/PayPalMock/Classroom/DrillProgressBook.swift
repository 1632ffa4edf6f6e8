import Foundation

/// Where a workspace's training is kept: with the workspace's row in the trainer's store, so that the trainer
/// sees every trainee's, a trainer's reset or a restart keeps it, and removing the workspace takes it.
final class DrillProgressBook: Sendable {
    private let trainerStore: Store
    private let workspaceId: String

    init(trainerStore: Store, workspaceId: String) {
        self.trainerStore = trainerStore
        self.workspaceId = workspaceId
    }

    func record(_ event: DrillAttempt.Event, at now: Date) async throws {
        try await trainerStore.write { [workspaceId] db in
            var training = try Self.training(in: db, workspaceId: workspaceId)
            training.attempts = DrillAttempt.recording(event, at: now, in: training.attempts)
            try Self.save(training, in: db, workspaceId: workspaceId)
        }
    }

    /// The drills the trainer assigned, in order, and the trainee's attempts.
    func training() async throws -> WorkspaceTraining {
        try await trainerStore.read { [workspaceId] db in try Self.training(in: db, workspaceId: workspaceId) }
    }

    static func training(in db: any StoreTransaction, workspaceId: String) throws -> WorkspaceTraining {
        guard let body = try db.workspaceProgress(id: workspaceId) else { return WorkspaceTraining() }
        return try decoder.decode(WorkspaceTraining.self, from: Data(body.utf8))
    }

    static func save(_ training: WorkspaceTraining, in db: any StoreTransaction, workspaceId: String) throws {
        guard try db.saveWorkspaceProgress(String(decoding: try coder.encode(training), as: UTF8.self), id: workspaceId) else {
            throw RESTError.notFound("workspace", workspaceId)
        }
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
