import Foundation

/// A trainee's drills as the trainer's status shows them: the last drill, its hints and checks, whether it was
/// solved and how long it took (or has taken so far), the drills assigned and how many are done, and every
/// attempt kept.
struct WorkspaceProgressView: Encodable, Sendable {
    struct Attempt: Encodable, Sendable {
        var drill: String
        var exam: Bool
        var startedAt: String
        var hints: Int
        var checks: Int
        var solvedAt: String?
        var stoppedAt: String?
    }

    var name: String
    var drill: String?
    var exam: Bool
    var hints: Int
    var checks: Int
    var solved: Bool
    var startedAt: String?
    /// From its start to its solving (or giving up), or to now while it goes on.
    var seconds: Int?
    /// The drills assigned, in order, and how many of them are done (solved, or taken as an exam).
    var assigned: [String]
    var done: Int
    var attempts: [Attempt]

    init(name: String, training: WorkspaceTraining, now: Date) {
        let attempts = training.attempts
        let last = attempts.last
        self.name = name
        drill = last?.drill
        exam = last?.exam ?? false
        assigned = training.assignments.map(\.drill)
        done = training.assignments.filter(training.isDone).count
        hints = last?.hints ?? 0
        checks = last?.checks ?? 0
        solved = last?.solvedAt != nil
        startedAt = last.map { Self.text($0.startedAt) }
        seconds = last.map { Int(($0.solvedAt ?? $0.stoppedAt ?? now).timeIntervalSince($0.startedAt).rounded()) }
        self.attempts = attempts.map {
            Attempt(
                drill: $0.drill, exam: $0.exam, startedAt: Self.text($0.startedAt), hints: $0.hints, checks: $0.checks,
                solvedAt: $0.solvedAt.map(Self.text), stoppedAt: $0.stoppedAt.map(Self.text))
        }
    }

    private static func text(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
