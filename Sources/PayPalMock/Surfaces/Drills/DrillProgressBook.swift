import Foundation

/// Where a workspace's training is kept: its attempts with the workspace's row in the trainer's store, so that the
/// trainer sees every trainee's, a trainer's reset or a restart keeps it, and removing the workspace takes it; the
/// drills assigned, once for the class, in the same store.
final class DrillProgressBook: Sendable {
    private let trainerStore: Store
    private let workspaceId: String

    init(trainerStore: Store, workspaceId: String) {
        self.trainerStore = trainerStore
        self.workspaceId = workspaceId
    }

    /// Sets an assigned drill up (outside any transaction: the setup calls the workspace) and begins its attempt.
    func start(_ drill: String, at now: Date, setUp: (DrillAssignment) async throws -> DrillSituationRecord) async throws -> DrillAttempt {
        let training = try await training()
        let assignment = try training.assignment(of: drill)
        try training.checkCanStart(assignment)
        let situation = try await setUp(assignment)
        return try await change { training in
            // Asked again now: of several starts of one exam at once, one begins.
            try training.begin(try training.assignment(of: drill), situation: situation, at: now)
            return training.attempts[training.attempts.count - 1]
        }
    }

    /// Counts a hint asked of the attempt under way; an exam gives none.
    func hint(_ drill: String) async throws -> DrillAttempt {
        try await change { training in
            let index = try training.underWay(drill).index
            guard !training.attempts[index].exam else {
                throw RESTError(status: 409, issue: "NO_HINTS_IN_AN_EXAM", description: "An exam gives no hints: check your work when you are done.")
            }
            training.attempts[index].hints += 1
            return training.attempts[index]
        }
    }

    /// Checks the attempt under way with `judge` (outside any transaction) and counts its verdict.
    func check(_ drill: String, at now: Date, judge: (DrillAssignment, DrillSituationRecord) async throws -> [DrillVerdict]) async throws -> (DrillAttempt, [DrillVerdict]) {
        let training = try await training()
        let (index, situation) = try training.underWay(drill)
        let startedAt = training.attempts[index].startedAt
        let verdicts = try await judge(try training.assignment(of: drill), situation)
        let attempt = try await change { training in
            // The same attempt, still under way: an exam checked twice at once is judged once.
            let current = try training.underWay(drill).index
            guard training.attempts[current].startedAt == startedAt else { throw Self.judgedAlready(drill) }
            training.attempts[current].checked(solved: verdicts.allSatisfy(\.met), at: now)
            return training.attempts[current]
        }
        return (attempt, verdicts)
    }

    /// Ends the attempt under way.
    func stop(_ drill: String, at now: Date) async throws -> DrillAttempt {
        try await change { training in
            let index = try training.underWay(drill).index
            training.attempts[index].stoppedAt = now
            return training.attempts[index]
        }
    }

    private static func judgedAlready(_ drill: String) -> RESTError {
        RESTError(status: 409, issue: "NO_DRILL_UNDER_WAY", description: "That attempt at \(drill) was judged meanwhile: payterm drill next starts the next one.")
    }

    /// Reads, changes and keeps the workspace's training in one transaction of the trainer's store.
    private func change<T: Sendable>(_ body: @escaping @Sendable (inout WorkspaceTraining) throws -> T) async throws -> T {
        try await trainerStore.write { [workspaceId] db in
            var training = try Self.training(in: db, workspaceId: workspaceId)
            let result = try body(&training)
            try Self.save(training, in: db, workspaceId: workspaceId)
            return result
        }
    }

    /// The drills the trainer assigned, in order, and the trainee's attempts.
    func training() async throws -> WorkspaceTraining {
        try await trainerStore.read { [workspaceId] db in try Self.training(in: db, workspaceId: workspaceId) }
    }

    /// The workspace's training, with the class's drills (read here unless given).
    static func training(in db: any StoreTransaction, workspaceId: String, assignments: [DrillAssignment]? = nil) throws -> WorkspaceTraining {
        var training = try db.workspaceProgress(id: workspaceId).map { try decoder.decode(WorkspaceTraining.self, from: Data($0.utf8)) } ?? WorkspaceTraining()
        training.assignments = try assignments ?? DrillAssignment.all(in: db)
        return training
    }

    static func save(_ training: WorkspaceTraining, in db: any StoreTransaction, workspaceId: String) throws {
        guard try db.saveWorkspaceProgress(String(decoding: try coder.encode(training), as: UTF8.self), id: workspaceId) else {
            throw RESTError.notFound("workspace", workspaceId)
        }
    }

    static let coder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
