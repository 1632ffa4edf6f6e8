import Foundation

/// A drill the trainer gave the class: the drill file's text (a trainer's own, or a shipped one), kept in each
/// trainee's workspace so that `payterm drill next` runs it wherever the trainee sits; an exam gives no hints.
struct DrillAssignment: Codable, Sendable, Equatable {
    var drill: String
    var text: String
    var exam: Bool
    var assignedAt: Date

    /// What the trainer sends: `POST /payterm/v1/workspaces/assignments`.
    struct Request: Decodable, Sendable {
        var drill: String
        var text: String
        var exam: Bool?
    }

    /// What the trainer is told: the workspaces given the drill.
    struct Given: Encodable, Sendable {
        var drill: String
        var workspaces: [String]
    }

    /// What a trainee's `payterm drill next` reads: each drill assigned, in order, and whether it is done.
    struct View: Encodable, Sendable {
        var drill: String
        var text: String
        var exam: Bool
        var assignedAt: String
        var done: Bool
    }

    /// A drill file is a page of YAML; more is a mistake.
    static let largestText = 65_536

    /// The assignments after this one: a drill assigned again keeps its place, with its new text.
    static func assigning(_ assignment: DrillAssignment, to assignments: [DrillAssignment]) -> [DrillAssignment] {
        guard let index = assignments.firstIndex(where: { $0.drill == assignment.drill }) else { return assignments + [assignment] }
        var assignments = assignments
        assignments[index] = assignment
        return assignments
    }
}
