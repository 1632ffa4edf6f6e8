import PayPalAPI
import ScenarioScript

/// A step's call to the admin API, and how the event pane words it.
enum ScenarioAdmin: Sendable {
    case clock(ScenarioStep.ClockMove)
    case arm(AdminClient.FaultRequest)
    case clearFaults
    case unlockBuyers

    /// Carries it out; returns a note of what it did.
    func carryOut(_ admin: AdminClient) async throws(PayPalAPIError) -> String {
        switch self {
        case .clock(let move):
            let clock = switch move {
            case .advance(let seconds): try await admin.advanceClock(by: .seconds(seconds))
            case .freeze: try await admin.freezeClock()
            case .resume: try await admin.unfreezeClock()
            case .realTime: try await admin.returnClockToRealTime()
            }
            return "PayPal's clock \(clock.offsetText)"
        case .arm(let fault):
            let armed = try await admin.armFault(fault)
            return "fault \(armed.id) armed on \(fault.method ?? "any") \(fault.path): \(armed.outcomes.joined(separator: ", "))"
        case .clearFaults:
            try await admin.clearFaults()
            return "every fault disarmed"
        case .unlockBuyers:
            let unlocked = try await admin.unlockBuyers()
            return unlocked.isEmpty ? "no buyer was locked" : "unlocked \(unlocked.joined(separator: ", "))"
        }
    }
}
