import Foundation
import Synchronization

/// The faults armed on a backend, in the order they were armed: the first live rule a call matches decides its
/// outcome. In memory, but for rules armed with `persist`, which the store keeps (with what is left of them) until
/// they are spent, removed, or the backend reset; `payterm serve --faults FILE` arms a file's rules at each start.
final class FaultBoard: Sendable {
    /// The most rules armed at once, and the longest chain of one.
    static let capacity = 100
    static let maxChain = 50
    static let settingKey = "faults"

    /// What a call must be read for: the app and the buyer are looked up only while a rule matches on them.
    struct Needs: Sendable {
        var client = false
        var buyer = false
    }

    /// The persisted rules as the store keeps them. Each change numbers its snapshot, so that a slower write of
    /// an older snapshot never replaces a newer one.
    struct Kept: Codable, Sendable {
        var version: Int
        var rules: [FaultRule]
    }

    private struct Rules {
        var list: [FaultRule] = []
        var next = 1
        var version = 0

        mutating func snapshot() -> Kept {
            version += 1
            return Kept(version: version, rules: list.filter(\.persist))
        }
    }

    private let rules = Mutex(Rules())
    private let store: Store?
    /// A draw from 0 up to `FaultRule.certain`, compared with each rule's chance.
    private let roll: @Sendable () -> Int

    /// `kept` rules come first, with their ids; `initial` ones (a faults file's) are armed after them, in memory.
    init(
        _ initial: [FaultRule] = [], kept: Kept? = nil, store: Store? = nil,
        roll: @escaping @Sendable () -> Int = { Int.random(in: 0..<FaultRule.certain) }
    ) {
        self.store = store
        self.roll = roll
        rules.withLock { rules in
            rules.list = kept?.rules ?? []
            rules.version = kept?.version ?? 0
            rules.next = Self.nextNumber(after: rules.list)
        }
        for rule in initial { _ = try? rules.withLock { try Self.add(rule, to: &$0) } }
    }

    /// The board of a backend: the rules its store kept, then the faults file's.
    static func open(store: Store, armed initial: [FaultRule]) async throws -> FaultBoard {
        let kept = try await store.read { db in try db.setting(Kept.self, key: settingKey) }
        return FaultBoard(initial, kept: kept, store: store)
    }

    var armed: [FaultRule] { rules.withLock { $0.list } }

    var needs: Needs {
        rules.withLock { rules in
            Needs(client: rules.list.contains { $0.client != nil }, buyer: rules.list.contains { $0.buyer != nil })
        }
    }

    /// Arms a rule, giving it the next id, and stores it first when it persists; refuses past `capacity`.
    func arm(_ rule: FaultRule) async throws -> FaultRule {
        if rule.persist, let store, store.isSharable { return try await arm(rule, in: store) }
        let (armed, kept) = try rules.withLock { rules in
            let armed = try Self.add(rule, to: &rules)
            return (armed, rule.persist ? rules.snapshot() : nil)
        }
        guard let kept else { return armed }
        do {
            try await keep(kept)
        } catch {
            rules.withLock { $0.list.removeAll { $0.id == armed.id } }
            throw error
        }
        return armed
    }

    /// Arms a persisted rule in the store itself, numbered after every rule the store keeps: two backends sharing
    /// the store, arming at once, give their rules different ids and keep both.
    private func arm(_ rule: FaultRule, in store: Store) async throws -> FaultRule {
        let local = armed
        let (armed, kept) = try await store.write { db -> (FaultRule, Kept) in
            var kept = try db.setting(Kept.self, key: Self.settingKey) ?? Kept(version: 0, rules: [])
            guard kept.rules.count + local.filter({ !$0.persist }).count < Self.capacity else { throw Self.tooMany }
            var armed = rule
            armed.id = "F-\(Self.nextNumber(after: kept.rules + local))"
            kept.rules.append(armed)
            kept.version += 1
            try db.saveSetting(kept, key: Self.settingKey)
            try db.markSharedStateChanged()
            return (armed, kept)
        }
        follow(kept)
        return armed
    }

    /// Removes a rule; false when there is none with that id.
    func remove(_ id: String) async throws -> Bool {
        let (removed, kept) = rules.withLock { rules -> (FaultRule?, Kept?) in
            guard let index = rules.list.firstIndex(where: { $0.id == id }) else { return (nil, nil) }
            let removed = rules.list.remove(at: index)
            return (removed, removed.persist ? rules.snapshot() : nil)
        }
        if let kept { try await keep(kept) }
        return removed != nil
    }

    /// Removes every rule, the stored ones too.
    func clear() async throws {
        let kept = rules.withLock { rules in
            rules.list.removeAll()
            return rules.snapshot()
        }
        try await keep(kept)
    }

    /// The outcome for a call, spending it from the first rule that matches and wins its roll; nil when none does.
    func take(_ call: FaultCall) async -> (rule: String, outcome: FaultOutcome)? {
        let sharesStore = store?.isSharable == true
        let (taken, kept, sharedRule) = rules.withLock { rules -> ((rule: String, outcome: FaultOutcome)?, Kept?, String?) in
            guard let index = rules.list.firstIndex(where: { $0.matches(call) && roll() < $0.chancePerMillion }) else {
                return (nil, nil, nil)
            }
            var rule = rules.list[index]
            if rule.persist, sharesStore, rule.spends { return (nil, nil, rule.id) }
            let outcome = rule.spend()
            if rule.outcomes.isEmpty { rules.list.remove(at: index) } else { rules.list[index] = rule }
            return ((rule.id, outcome), rule.persist && rule.spends ? rules.snapshot() : nil, nil)
        }
        if let sharedRule { return await spendInStore(sharedRule) }
        // The call goes on even when the store cannot keep the spent outcome: a restart would then repeat it.
        if let kept { try? await keep(kept) }
        return taken
    }

    /// Spends the next outcome of a persisted rule in the store itself, so that the backends sharing the store
    /// spend each outcome once between them; nil when another spent the last one meanwhile.
    private func spendInStore(_ id: String) async -> (rule: String, outcome: FaultOutcome)? {
        guard let store, let (outcome, kept) = try? await store.write({ db -> (FaultOutcome, Kept)? in
            guard var kept = try db.setting(Kept.self, key: Self.settingKey), let index = kept.rules.firstIndex(where: { $0.id == id })
            else { return nil }
            let outcome = kept.rules[index].spend()
            if kept.rules[index].outcomes.isEmpty { kept.rules.remove(at: index) }
            kept.version += 1
            try db.saveSetting(kept, key: Self.settingKey)
            try db.markSharedStateChanged()
            return (outcome, kept)
        }) else { return nil }
        follow(kept)
        return (id, outcome)
    }

    /// Takes the persisted rules another backend on the store left, keeping this one's rules armed in memory only.
    func follow(_ kept: Kept?) {
        rules.withLock { rules in
            rules.list = (kept?.rules ?? []) + rules.list.filter { !$0.persist }
            rules.version = kept?.version ?? 0
            rules.next = max(rules.next, Self.nextNumber(after: rules.list))
        }
    }

    private static let tooMany = RESTError.unprocessable("TOO_MANY_FAULTS", "At most \(capacity) faults are armed at once: remove some first.")

    /// The number of the next rule's id (`F-<number>`), after every rule of `list`.
    private static func nextNumber(after list: [FaultRule]) -> Int {
        (list.compactMap { Int($0.id.dropFirst(2)) }.max() ?? 0) + 1
    }

    private static func add(_ rule: FaultRule, to rules: inout Rules) throws -> FaultRule {
        guard rules.list.count < capacity else { throw tooMany }
        var armed = rule
        armed.id = "F-\(rules.next)"
        rules.next += 1
        rules.list.append(armed)
        return armed
    }

    private func keep(_ kept: Kept) async throws {
        guard let store else { return }
        try await store.write { db in
            if let stored = try db.setting(Kept.self, key: Self.settingKey), stored.version >= kept.version { return }
            try db.saveSetting(kept, key: Self.settingKey)
            try db.markSharedStateChanged()
        }
    }
}
