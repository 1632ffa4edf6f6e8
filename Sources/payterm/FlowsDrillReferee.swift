import CheckoutFlows
import Foundation
import PayPalMock

/// The class's drills, set up and checked by the trainer's backend (`payterm serve`) through each workspace's own
/// APIs, with its own keys: a trainee's `payterm drill` says it starts and stops, and the verdict is this one's. A
/// drill's merchant's server (for the drills that send it webhooks) runs in this process until the drill is over.
actor FlowsDrillReferee: DrillReferee {
    private var merchants: [String: OutageEndpoint] = [:]

    nonisolated func read(_ drill: String, text: String) throws {
        _ = try Self.parsed(drill, text)
    }

    func setUp(_ drill: String, text: String, in workspace: DrillWorkspace) async throws -> DrillSituationRecord {
        let parsed = try Self.parsed(drill, text)
        await end(in: workspace)
        let merchant = try await OutageEndpoint.start()
        merchants[workspace.id] = merchant
        do {
            let situation = try await parsed.start(on: Self.backend(workspace, merchant: merchant))
            return DrillSituationRecord(story: situation.story, values: situation.ids, seeding: situation.seeding)
        } catch {
            await end(in: workspace)
            throw DrillRefusal(issue: "DRILL_FAILED", description: "The drill \(drill) could not be set up: \(error)")
        }
    }

    func check(_ drill: String, text: String, situation: DrillSituationRecord, in workspace: DrillWorkspace) async throws -> [DrillVerdict] {
        let parsed = try Self.parsed(drill, text)
        let made = DrillSituation(story: situation.story, ids: situation.values, seeding: situation.seeding)
        do {
            return try await parsed.check(made, on: Self.backend(workspace, merchant: merchants[workspace.id])).map {
                DrillVerdict(expectation: $0.expectation, met: $0.met)
            }
        } catch let reset as DrillReset {
            throw DrillRefusal(issue: "DRILL_RESET", description: reset.description)
        } catch {
            throw DrillRefusal(issue: "DRILL_FAILED", description: "The drill \(drill) could not be checked: \(error). Start it again.")
        }
    }

    func end(in workspace: DrillWorkspace) async {
        await merchants.removeValue(forKey: workspace.id)?.stop()
    }

    private static func parsed(_ drill: String, _ text: String) throws -> Drill {
        do {
            return try DrillSource.assigned(drill, text: text).drill
        } catch {
            throw DrillRefusal(issue: "DRILL_FAILED", description: "The drill \(drill) as assigned cannot be read: \(error)")
        }
    }

    private static func backend(_ workspace: DrillWorkspace, merchant: OutageEndpoint?) -> DrillBackend {
        .at(workspace.baseURL, credentials: workspace.credentials, adminToken: workspace.adminToken, merchant: merchant)
    }
}
