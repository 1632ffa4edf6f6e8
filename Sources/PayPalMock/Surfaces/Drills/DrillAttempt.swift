import Foundation

/// One drill a trainee took in their workspace, as its backend judged it: when it began, the hints asked, the
/// checks run, and when it was solved or ended. Its situation is what the backend set up, which its checks read.
struct DrillAttempt: Codable, Sendable, Equatable {
    var drill: String
    var startedAt: Date
    /// Taken as an exam: no hints, and its first check is its result.
    var exam = false
    var hints = 0
    var checks = 0
    var solvedAt: Date?
    var stoppedAt: Date?
    /// Set up by the backend; none in attempts kept before the backend judged drills.
    var situation: DrillSituationRecord?

    init(drill: String, startedAt: Date, exam: Bool, situation: DrillSituationRecord?) {
        self.drill = drill
        self.startedAt = startedAt
        self.exam = exam
        self.situation = situation
    }

    /// Attempts kept before exams were: with no `exam`.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        drill = try container.decode(String.self, forKey: .drill)
        startedAt = try container.decode(Date.self, forKey: .startedAt)
        exam = try container.decodeIfPresent(Bool.self, forKey: .exam) ?? false
        hints = try container.decode(Int.self, forKey: .hints)
        checks = try container.decode(Int.self, forKey: .checks)
        solvedAt = try container.decodeIfPresent(Date.self, forKey: .solvedAt)
        stoppedAt = try container.decodeIfPresent(Date.self, forKey: .stoppedAt)
        situation = try container.decodeIfPresent(DrillSituationRecord.self, forKey: .situation)
    }

    /// A workspace keeps its last attempts, enough for a training day.
    static let kept = 50

    var isUnderWay: Bool { stoppedAt == nil }

    /// A check's verdict counted: solved ends the attempt, and so does an exam's first check, whatever it says.
    mutating func checked(solved: Bool, at now: Date) {
        checks += 1
        if solved, solvedAt == nil { solvedAt = now }
        if solved || exam { stoppedAt = now }
    }
}
