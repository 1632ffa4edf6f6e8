import Foundation

/// One drill a trainee took in their workspace, as `payterm drill` reports it: when it began, the hints taken,
/// the checks tried, and when it was solved or given up.
struct DrillAttempt: Codable, Sendable, Equatable {
    var drill: String
    var startedAt: Date
    /// Taken as an exam: no hints, and its first check is its result.
    var exam = false
    var hints = 0
    var checks = 0
    var solvedAt: Date?
    var stoppedAt: Date?

    init(drill: String, startedAt: Date, exam: Bool) {
        self.drill = drill
        self.startedAt = startedAt
        self.exam = exam
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
    }

    /// What `payterm drill` says happened: `started`, `hint`, `check` (with whether it was solved), `stopped`.
    struct Event: Decodable, Sendable {
        enum Kind: String, Decodable, Sendable { case started, hint, check, stopped }
        var drill: String
        var event: Kind
        var solved: Bool?
        var exam: Bool?
    }

    /// A workspace keeps its last attempts, enough for a training day.
    static let kept = 50

    /// The attempts after the event: a start begins one; a hint, a check or a stop counts toward the drill's last
    /// attempt (one is begun when a trainee's `payterm drill` began before the backend kept any).
    static func recording(_ event: Event, at now: Date, in attempts: [DrillAttempt]) -> [DrillAttempt] {
        var attempts = attempts
        if event.event == .started || attempts.last?.drill != event.drill || attempts.last?.stoppedAt != nil {
            attempts.append(DrillAttempt(drill: event.drill, startedAt: now, exam: event.exam ?? false))
        }
        let last = attempts.count - 1
        switch event.event {
        case .started: break
        case .hint: attempts[last].hints += 1
        case .check:
            attempts[last].checks += 1
            if event.solved == true, attempts[last].solvedAt == nil { attempts[last].solvedAt = now }
        case .stopped: attempts[last].stoppedAt = now
        }
        return Array(attempts.suffix(kept))
    }
}
