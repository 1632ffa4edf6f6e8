import PayPalAPI

/// A support drill: a situation seeded on a backend, what the customer says about it, the task, hints one at a
/// time, and checks of the backend's state once the trainee says they are done (in the console or the front).
public struct Drill: Sendable {
    public let name: String
    public let title: String
    /// What the trainee is asked to do, beside the customer's words.
    public let task: String
    public let hints: [String]
    let seed: @Sendable (DrillBackend) async throws -> DrillSituation
    let checks: @Sendable (DrillSituation, DrillBackend) async throws -> [DrillCheck]

    /// Seeds the situation; its story is what the customer says, with the ids they would have.
    public func start(on backend: DrillBackend) async throws -> DrillSituation {
        let seeding = try await backend.admin.seeding().id
        var situation = try await seed(backend)
        situation.seeding = seeding
        return situation
    }

    /// What was right and what was missed, as the backend stands now; `DrillReset` when the backend was reset since
    /// the situation was seeded, which took it away.
    public func check(_ situation: DrillSituation, on backend: DrillBackend) async throws -> [DrillCheck] {
        guard try await backend.admin.seeding().id == situation.seeding else { throw DrillReset() }
        return try await checks(situation, backend)
    }
}

/// A situation a drill seeded: the customer's words, and the ids its checks look at.
public struct DrillSituation: Sendable, Equatable {
    public var story: String
    public var ids: [String: String]
    /// The backend's seeding it was set up on (`AdminClient.Seeding`).
    public var seeding = ""

    init(story: String, ids: [String: String]) {
        self.story = story
        self.ids = ids
    }

    func id(_ name: String) throws -> String {
        guard let id = ids[name] else { throw DrillFailure("the situation has no \(name)") }
        return id
    }
}

/// One thing a solved drill has: met or missed.
public struct DrillCheck: Sendable, Equatable {
    public var expectation: String
    public var met: Bool
}

extension [DrillCheck] {
    public var solved: Bool { allSatisfy(\.met) }
}

/// The backend was reset (or started again without its state) after the drill set its situation up: nothing of it is
/// left to check.
public struct DrillReset: Error, CustomStringConvertible {
    public var description: String {
        "The backend was reset (or started again without its state) since this drill set its situation up: the payments it made are gone, so there is nothing to check. Start the drill again."
    }
}

/// A drill that could not be seeded or checked: the backend answered something the drill did not expect.
public struct DrillFailure: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
