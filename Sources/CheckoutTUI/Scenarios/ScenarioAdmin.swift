import PayPalAPI
import ScenarioScript

/// A step's call to the admin API, and how the event pane words it.
enum ScenarioAdmin: Sendable {
    case clock(ScenarioStep.ClockMove)
    case arm(AdminClient.FaultRequest)
    case clearFaults
    case unlockBuyers

    /// What a call did: a note for the event pane, and PayPal's clock when it moved it, which the screens follow.
    struct Outcome: Sendable {
        var note: String
        var clock: AdminClient.ClockState?
    }

    /// Carries it out.
    func carryOut(_ admin: AdminClient) async throws(PayPalAPIError) -> Outcome {
        switch self {
        case .clock(let move):
            let clock = switch move {
            case .advance(let seconds): try await admin.advanceClock(by: .seconds(seconds))
            case .freeze: try await admin.freezeClock()
            case .resume: try await admin.unfreezeClock()
            case .realTime: try await admin.returnClockToRealTime()
            }
            return Outcome(note: "PayPal's clock \(clock.offsetText)", clock: clock)
        case .arm(let fault):
            let armed = try await admin.armFault(fault)
            return Outcome(note: "fault \(armed.id) armed on \(fault.method ?? "any") \(fault.path): \(armed.outcomes.joined(separator: ", "))")
        case .clearFaults:
            try await admin.clearFaults()
            return Outcome(note: "every fault disarmed")
        case .unlockBuyers:
            let unlocked = try await admin.unlockBuyers()
            return Outcome(note: unlocked.isEmpty ? "no account was locked" : "unlocked \(unlocked.joined(separator: ", "))")
        }
    }
}
