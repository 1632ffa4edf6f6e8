import PayPalAPI

/// A support drill, as a trainer writes it in a file: what the customer says, the task, the situation set up on a
/// backend through its public APIs, hints one at a time, and checks of the backend's state once the trainee says
/// they are done (in the console or the front).
public struct Drill: Sendable {
    public let name: String
    public let title: String
    /// What the trainee is asked to do, beside the customer's words.
    public let task: String
    public let hints: [String]
    /// What the customer says, with what the setup made written in (`{order.invoice}`).
    public let customer: String
    public let setup: [DrillStep]
    public let checks: [DrillExpectation]

    public init(name: String, title: String, task: String, customer: String, setup: [DrillStep], hints: [String], checks: [DrillExpectation]) {
        self.name = name
        self.title = title
        self.task = task
        self.customer = customer
        self.setup = setup
        self.hints = hints
        self.checks = checks
    }

    /// Sets the situation up; its story is what the customer says, with the ids they would have. Nothing the setup
    /// armed stays armed, its webhook subscriptions end with it, and the merchant's server is back up once it is done.
    public func start(on backend: DrillBackend) async throws -> DrillSituation {
        let seeding = try await backend.admin.seeding().id
        var run = DrillSetupRun(backend: backend)
        do {
            for step in setup { try await run.perform(step) }
        } catch {
            // A failed setup leaves nothing armed either, as far as the backend lets it undo.
            try? await run.finish()
            throw error
        }
        try await run.finish()
        var situation = DrillSituation(story: try run.values.fill(customer, line: nil), ids: run.values.made)
        situation.seeding = seeding
        return situation
    }

    /// What was right and what was missed, as the backend stands now; `DrillReset` when the backend was reset since
    /// the situation was set up, which took it away.
    public func check(_ situation: DrillSituation, on backend: DrillBackend) async throws -> [DrillCheck] {
        guard try await backend.admin.seeding().id == situation.seeding else { throw DrillReset() }
        let values = DrillValues(made: situation.ids)
        var results: [DrillCheck] = []
        for expectation in checks {
            results.append(DrillCheck(
                expectation: try values.fill(expectation.says, line: expectation.line), met: try await expectation.isMet(with: values, on: backend)))
        }
        return results
    }
}

/// A situation a drill set up: the customer's words, and the ids its checks look at.
public struct DrillSituation: Sendable, Equatable {
    public var story: String
    /// What the setup made, by the names the drill gave them: `order`, `order.invoice`, `order.capture`.
    public var ids: [String: String]
    /// The backend's seeding it was set up on (`AdminClient.Seeding`).
    public var seeding = ""

    public init(story: String, ids: [String: String], seeding: String = "") {
        self.story = story
        self.ids = ids
        self.seeding = seeding
    }

    public func id(_ name: String) throws -> String {
        guard let id = ids[name] else { throw DrillFailure("the situation has no \(name)") }
        return id
    }
}

/// One thing a solved drill has: met or missed.
public struct DrillCheck: Sendable, Equatable {
    public var expectation: String
    public var met: Bool

    public init(expectation: String, met: Bool) {
        self.expectation = expectation
        self.met = met
    }
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

/// A drill that could not be set up or checked: the backend answered something the drill did not expect, or the
/// drill names something its setup did not make. Names the drill file's line when it knows it.
public struct DrillFailure: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String, line: Int? = nil) { self.description = line.map { "line \($0): \(description)" } ?? description }
}
