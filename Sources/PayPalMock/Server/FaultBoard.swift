import Foundation
import Synchronization

/// The faults armed on a backend, in the order they were armed: the first live rule a call matches decides its
/// outcome. In memory only: a restart clears them, unless `payterm serve --faults FILE` arms them again.
final class FaultBoard: Sendable {
    /// The most rules armed at once, and the longest chain of one.
    static let capacity = 100
    static let maxChain = 50

    private struct Rules {
        var list: [FaultRule] = []
        var next = 1
    }

    private let rules = Mutex(Rules())
    /// A draw from 0 up to `FaultRule.certain`, compared with each rule's chance.
    private let roll: @Sendable () -> Int

    init(_ initial: [FaultRule] = [], roll: @escaping @Sendable () -> Int = { Int.random(in: 0..<FaultRule.certain) }) {
        self.roll = roll
        for rule in initial { _ = try? arm(rule) }
    }

    var armed: [FaultRule] { rules.withLock { $0.list } }

    /// Arms a rule, giving it the next id; refuses past `capacity`.
    func arm(_ rule: FaultRule) throws -> FaultRule {
        try rules.withLock { rules in
            guard rules.list.count < Self.capacity else {
                throw RESTError.unprocessable("TOO_MANY_FAULTS", "At most \(Self.capacity) faults are armed at once: remove some first.")
            }
            var armed = rule
            armed.id = "F-\(rules.next)"
            rules.next += 1
            rules.list.append(armed)
            return armed
        }
    }

    /// Removes a rule; false when there is none with that id.
    func remove(_ id: String) -> Bool {
        rules.withLock { rules in
            let before = rules.list.count
            rules.list.removeAll { $0.id == id }
            return rules.list.count < before
        }
    }

    func clear() { rules.withLock { $0.list.removeAll() } }

    /// The outcome for a call, spending it from the first rule that matches and wins its roll; nil when none does.
    func take(method: String, path: String) -> (rule: String, outcome: FaultOutcome)? {
        rules.withLock { rules in
            guard let index = rules.list.firstIndex(where: { $0.matches(method: method, path: path) && roll() < $0.chancePerMillion }) else {
                return nil
            }
            var rule = rules.list[index]
            let outcome = rule.outcomes[0]
            if rule.outcomes.count > 1 || !rule.repeats { rule.outcomes.removeFirst() }
            if rule.outcomes.isEmpty { rules.list.remove(at: index) } else { rules.list[index] = rule }
            return (rule.id, outcome)
        }
    }
}

/// The fault a call got, for the exchange middleware to carry out at the connection and to journal.
final class FaultSlot: Sendable {
    private let value = Mutex<(rule: String, outcome: FaultOutcome)?>(nil)

    func put(_ fault: (rule: String, outcome: FaultOutcome)) { value.withLock { $0 = fault } }

    var current: (rule: String, outcome: FaultOutcome)? { value.withLock { $0 } }
}
