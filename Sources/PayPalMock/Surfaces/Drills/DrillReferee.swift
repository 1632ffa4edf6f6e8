import Foundation

/// Sets a trainee's assigned drill up in their workspace and checks it there, so that the backend, not the trainee's
/// client, judges it: a trainee's `payterm drill` may say it starts, asks a hint and stops, never that it passed.
/// A drill's steps and checks are the flows' (CheckoutFlows), which the mock does not import: `payterm serve` gives
/// the trainer's backend one, and a backend without one judges no drills.
public protocol DrillReferee: Sendable {
    /// Reads the drill's text as `payterm drill` reads it, before the trainer's backend keeps it for the class;
    /// throws a `DrillRefusal` saying what is wrong, at which line.
    func read(_ drill: String, text: String) throws
    /// Sets the drill (its file's text) up through the workspace's own APIs.
    func setUp(_ drill: String, text: String, in workspace: DrillWorkspace) async throws -> DrillSituationRecord
    /// Each of the drill's checks, met or missed, as the workspace stands now.
    func check(_ drill: String, text: String, situation: DrillSituationRecord, in workspace: DrillWorkspace) async throws -> [DrillVerdict]
    /// The drill is over: what its setup left running for it (a merchant's server) stops.
    func end(in workspace: DrillWorkspace) async
}

/// A workspace as its referee reaches it: its address and its own keys.
public struct DrillWorkspace: Sendable {
    public let id: String
    public let baseURL: URL
    public let credentials: Credentials
    public let adminToken: String
}

/// What a drill's setup made: what the customer tells the trainee, and the ids its checks look at, by name.
public struct DrillSituationRecord: Codable, Sendable, Equatable {
    public var story: String
    public var values: [String: String]
    /// The workspace's seeding it was set up on: a reset since takes the situation away.
    public var seeding: String

    public init(story: String, values: [String: String], seeding: String) {
        self.story = story
        self.values = values
        self.seeding = seeding
    }
}

/// One check of a drill: what the trainee is told, and whether the workspace meets it.
public struct DrillVerdict: Codable, Sendable, Equatable {
    public var expectation: String
    public var met: Bool

    public init(expectation: String, met: Bool) {
        self.expectation = expectation
        self.met = met
    }
}

/// A drill its referee could not set up or check, in words for the trainee: `DRILL_RESET` when the workspace was
/// reset since it was set up, `DRILL_FAILED` otherwise.
public struct DrillRefusal: Error, Sendable {
    public var issue: String
    public var description: String

    public init(issue: String, description: String) {
        self.issue = issue
        self.description = description
    }
}
