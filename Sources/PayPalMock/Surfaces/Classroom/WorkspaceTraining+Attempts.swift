import Foundation

/// How a trainee's attempts go, as their workspace's backend judges them.
extension WorkspaceTraining {
    /// The drill as the trainer assigned it: a drill not assigned is the trainee's own practice, which the class's
    /// record does not keep.
    func assignment(of drill: String) throws -> DrillAssignment {
        guard let assignment = assignments.first(where: { $0.drill == drill }) else {
            throw RESTError(
                status: 404, issue: "DRILL_NOT_ASSIGNED",
                description: "Your trainer has not assigned \(drill): payterm drill next takes the drills they did. To practise it on your own, payterm drill \(drill) (not recorded).")
        }
        return assignment
    }

    /// Refuses an exam taken before: its first result stands.
    func checkCanStart(_ assignment: DrillAssignment) throws {
        guard assignment.exam, let taken = attempts.first(where: { $0.drill == assignment.drill && $0.exam }) else { return }
        throw RESTError(
            status: 409, issue: "EXAM_TAKEN",
            description: "You took the exam \(assignment.drill) at \(taken.startedAt.formatted(.iso8601)): an exam is taken once, and its first result stands.")
    }

    /// Begins an attempt; one of the same drill still under way ends first.
    mutating func begin(_ assignment: DrillAssignment, situation: DrillSituationRecord, at now: Date) throws {
        try checkCanStart(assignment)
        for index in attempts.indices where attempts[index].drill == assignment.drill && attempts[index].isUnderWay { attempts[index].stoppedAt = now }
        attempts.append(DrillAttempt(drill: assignment.drill, startedAt: now, exam: assignment.exam, situation: situation))
        attempts = Array(attempts.suffix(DrillAttempt.kept))
    }

    /// Where the attempt under way at the drill is, with the situation its checks read.
    func underWay(_ drill: String) throws -> (index: Int, situation: DrillSituationRecord) {
        guard let index = attempts.lastIndex(where: { $0.drill == drill && $0.isUnderWay }), let situation = attempts[index].situation else {
            throw RESTError(
                status: 409, issue: "NO_DRILL_UNDER_WAY",
                description: "No attempt at \(drill) is under way here (it ended, or an exam was judged): payterm drill next starts the next one.")
        }
        return (index, situation)
    }
}
