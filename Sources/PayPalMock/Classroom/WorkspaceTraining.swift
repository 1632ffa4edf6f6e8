import Foundation

/// What a trainee's workspace keeps of the training day, with its row in the trainer's store: the drills taken and
/// the drills assigned. Stored first as the attempts alone, which it still reads.
struct WorkspaceTraining: Codable, Sendable, Equatable {
    var attempts: [DrillAttempt] = []
    var assignments: [DrillAssignment] = []

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
        assignments = try container.decodeIfPresent([DrillAssignment].self, forKey: .assignments) ?? []
    }

    /// True when the trainee has solved the drill, or has taken it as an exam (an exam is taken once).
    func isDone(_ assignment: DrillAssignment) -> Bool {
        attempts.contains { $0.drill == assignment.drill && ($0.solvedAt != nil || (assignment.exam && $0.exam)) }
    }
}
