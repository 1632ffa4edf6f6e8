import Foundation

/// A drill the trainer gave the class: the drill file's text (a trainer's own, or a shipped one), kept once for the
/// class in the trainer's store, so that `payterm drill next` runs it wherever the trainee sits; an exam gives no
/// hints. A class has at most `mostPerClass` drills of at most `largestText` bytes each, so what a trainee reads
/// of them is bounded too.
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

    /// A training day's drills, with room to spare: six are shipped.
    static let mostPerClass = 16

    /// The class's drills, in the order first assigned.
    static func all(in db: any StoreTransaction) throws -> [DrillAssignment] {
        try db.drillAssignments().map { try DrillProgressBook.decoder.decode(DrillAssignment.self, from: Data($0.utf8)) }
    }

    /// Keeps the assignment for the class: a drill assigned again keeps its place, with its new text; a drill past
    /// `mostPerClass` is refused.
    static func assign(_ assignment: DrillAssignment, in db: any StoreTransaction) throws {
        let assigned = try all(in: db).map(\.drill)
        guard assigned.contains(assignment.drill) || assigned.count < mostPerClass else {
            throw RESTError(
                status: 422, issue: "TOO_MANY_DRILLS",
                description: "The class has \(mostPerClass) drills assigned, the most it holds: assign one of them again to change it, or start a new class (payterm classroom remove --all).")
        }
        try db.saveDrillAssignment(String(decoding: try DrillProgressBook.coder.encode(assignment), as: UTF8.self), drill: assignment.drill)
    }
}
