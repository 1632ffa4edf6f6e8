import Foundation
import PayPalAPI
@testable import PayPalMock

/// A referee for the tests' class whose one drill, whatever its text, is solved once the workspace's own clock is a
/// day ahead of where it was when the drill was set up: it reads the workspace's state through its admin API, as
/// `payterm serve`'s referee reads a refund, so a verdict is the workspace's and never the trainee's word.
struct ClockReferee: DrillReferee {
    static let story = "The customer says the clock is a day slow."

    func read(_ drill: String, text: String) {}

    func setUp(_ drill: String, text: String, in workspace: DrillWorkspace) async throws -> DrillSituationRecord {
        DrillSituationRecord(story: Self.story, values: ["offset": "\(try await Self.offset(of: workspace))"], seeding: "")
    }

    func check(_ drill: String, text: String, situation: DrillSituationRecord, in workspace: DrillWorkspace) async throws -> [DrillVerdict] {
        let before = Int(situation.values["offset"] ?? "") ?? 0
        return [DrillVerdict(expectation: "The clock is a day ahead", met: try await Self.offset(of: workspace) >= before + 86_400)]
    }

    func end(in workspace: DrillWorkspace) async {}

    private static func offset(of workspace: DrillWorkspace) async throws -> Int {
        let exchange = try await HTTPTransport(baseURL: workspace.baseURL).send(
            "GET", "/payterm/v1/clock", headers: [AdminHolders.header: workspace.adminToken])
        guard exchange.status == 200, let clock = try JSONSerialization.jsonObject(with: exchange.body) as? [String: Any],
              let offset = clock["offset_seconds"] as? Int else { throw DrillRefusal(issue: "DRILL_FAILED", description: "no clock: HTTP \(exchange.status)") }
        return offset
    }
}
