import CheckoutFlows
import Foundation
import PayPalAPI

/// Carries out the front's own calls through the parties: the library's start, the tester's admin API; and writes
/// curl scripts under the state folder.
struct FrontCalls: Sendable {
    let parties: Parties
    /// Where the inspector writes exchanges as curl scripts.
    let exchangesFolder: URL?
    /// Makes again what a reset of the backend undid.
    let afterReset: @Sendable () async -> Void

    func perform(_ call: FrontCall) async -> Result<FrontResult, PayPalAPIError> {
        do throws(PayPalAPIError) {
            return .success(try await result(of: call))
        } catch {
            return .failure(error)
        }
    }

    func timedOut(_ call: FrontCall, after timeout: Duration) -> Result<FrontResult, PayPalAPIError> {
        .failure(.unreachable(url: parties.buyer.transport.baseURL.absoluteString, underlying: "no answer in \(timeout)"))
    }

    private func result(of call: FrontCall) async throws(PayPalAPIError) -> FrontResult {
        let admin = parties.admin
        switch call {
        case .initialize:
            try await parties.buyer.initialize()
            return .initialized(buyers: (try? await admin.personas()) ?? [])
        case .unlockBuyers: return .unlocked(try await admin.unlockBuyers())
        case .tester(let action):
            try await TesterPanel.carryOut(action, on: admin)
            if action == .reset { await afterReset() }
            let buyers: [AdminClient.Persona]? = switch action {
            case .refresh, .addBuyer: try await admin.personas()
            default: nil
            }
            return .tester(armed: try await admin.faults(), clock: try await admin.clock(), buyers: buyers)
        case .journalEntry(let event), .faultBehind(let event): return .journalEntry(try await Inspector.journalEntry(of: event, admin))
        case .saveCurl(let entry):
            let base = parties.buyer.transport.baseURL.absoluteString
            let script = CurlCommand.script(entry, baseURL: base.hasSuffix("/") ? String(base.dropLast()) : base)
            return .curlSaved(ExchangeFile.save(script, named: entry.debugId, in: exchangesFolder))
        }
    }
}
