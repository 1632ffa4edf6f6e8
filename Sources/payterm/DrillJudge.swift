import CheckoutFlows
import Foundation
import PayPalAPI
import PayPalMock

/// Who sets a drill up and judges it: the trainee's workspace for a drill the trainer assigned (the class's record
/// is the backend's verdict), this machine for a drill practised on one's own, which nobody records.
protocol DrillJudge: Sendable {
    /// Sets it up; what the customer says.
    func start() async throws -> String
    /// Counts a hint asked.
    func hinted() async
    /// Each check, met or missed; `over` when the attempt ended with it.
    func check() async throws -> (verdicts: [DrillCheck], over: Bool)
    func stop() async
}

/// An assigned drill, set up and judged by the workspace's backend.
struct WorkspaceDrillJudge: DrillJudge {
    let drill: String
    let admin: AdminClient

    func start() async throws -> String {
        try await admin.startDrill(drill).story
    }

    func hinted() async {
        _ = try? await admin.drillHint(drill)
    }

    func check() async throws -> (verdicts: [DrillCheck], over: Bool) {
        let checked = try await admin.checkDrill(drill)
        return (checked.checks.map { DrillCheck(expectation: $0.expectation, met: $0.met) }, checked.over)
    }

    func stop() async {
        try? await admin.stopDrill(drill)
    }
}

/// A drill practised on one's own: set up and checked from this machine, its merchant's server here.
actor LocalDrillJudge: DrillJudge {
    let drill: Drill
    private let desk: DrillBackend
    private let merchant: OutageEndpoint
    private var situation: DrillSituation?

    init(_ drill: Drill, on url: URL, credentials: Credentials, adminToken: String?) async throws {
        self.drill = drill
        merchant = try await OutageEndpoint.start()
        desk = .at(url, credentials: credentials, adminToken: adminToken, merchant: merchant)
    }

    func start() async throws -> String {
        let made = try await drill.start(on: desk)
        situation = made
        return made.story
    }

    func hinted() async {}

    func check() async throws -> (verdicts: [DrillCheck], over: Bool) {
        guard let situation else { return ([], false) }
        let verdicts = try await drill.check(situation, on: desk)
        return (verdicts, verdicts.solved)
    }

    func stop() async {
        await merchant.stop()
    }
}
