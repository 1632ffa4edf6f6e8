import Foundation

/// A trainee's training day: the drills the class was assigned, kept once for the class (`DrillAssignment.all`), and
/// the trainee's attempts, kept with the workspace's row in the trainer's store. Stored first as the attempts alone,
/// which it still reads; the assignments a row kept before the class kept them are read no more (the store moved
/// them to the class).
struct WorkspaceTraining: Codable, Sendable, Equatable {
    var attempts: [DrillAttempt] = []
    var assignments: [DrillAssignment] = []

    private enum CodingKeys: String, CodingKey {
        case attempts
    }

    init(attempts: [DrillAttempt] = [], assignments: [DrillAssignment] = []) {
        self.attempts = attempts
        self.assignments = assignments
    }

    init(from decoder: any Decoder) throws {
        if let attempts = try? decoder.singleValueContainer().decode([DrillAttempt].self) {
            self.attempts = attempts
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        attempts = try container.decodeIfPresent([DrillAttempt].self, forKey: .attempts) ?? []
    }

    /// The row's part: the attempts.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(attempts, forKey: .attempts)
    }

    /// True when the trainee has solved the drill, or has taken it as an exam (an exam is taken once).
    func isDone(_ assignment: DrillAssignment) -> Bool {
        attempts.contains { $0.drill == assignment.drill && ($0.solvedAt != nil || (assignment.exam && $0.exam)) }
    }
}
