import Foundation

/// A trainee's drills as the trainer's status shows them: the last drill, its hints and checks, whether it was
/// solved and how long it took (or has taken so far), and every attempt kept.
struct WorkspaceProgressView: Encodable, Sendable {
    struct Attempt: Encodable, Sendable {
        var drill: String
        var startedAt: String
        var hints: Int
        var checks: Int
        var solvedAt: String?
        var stoppedAt: String?
    }

    var name: String
    var drill: String?
    var hints: Int
    var checks: Int
    var solved: Bool
    var startedAt: String?
    /// From its start to its solving (or giving up), or to now while it goes on.
    var seconds: Int?
    var attempts: [Attempt]

    init(name: String, attempts: [DrillAttempt], now: Date) {
        let last = attempts.last
        self.name = name
        drill = last?.drill
        hints = last?.hints ?? 0
        checks = last?.checks ?? 0
        solved = last?.solvedAt != nil
        startedAt = last.map { Self.text($0.startedAt) }
        seconds = last.map { Int(($0.solvedAt ?? $0.stoppedAt ?? now).timeIntervalSince($0.startedAt).rounded()) }
        self.attempts = attempts.map {
            Attempt(
                drill: $0.drill, startedAt: Self.text($0.startedAt), hints: $0.hints, checks: $0.checks,
                solvedAt: $0.solvedAt.map(Self.text), stoppedAt: $0.stoppedAt.map(Self.text))
        }
    }

    private static func text(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
