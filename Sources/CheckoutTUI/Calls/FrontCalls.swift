import CheckoutFlows
import Foundation
import PayPalAPI

/// Carries out the front's own calls through the parties: the merchant's server, the partner's, the tester's admin
/// API; and writes curl scripts under the state folder.
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
        let (admin, rest) = (parties.admin, parties.merchantREST)
        switch call {
        case .initialize:
            try await parties.buyer.initialize()
            return .initialized(buyers: (try? await admin.personas()) ?? [])
        case .createPreapproval: return .preapprovalCreated(key: try await parties.merchant.createPreapproval(.demo))
        case .payUnderPreapproval(let preapproval, let pin):
            return .preapprovedPaid(try await parties.merchant.pay(
                DemoStore.preapprovedCharge.total, to: DemoStore.merchantEmail, preapprovalKey: preapproval.key,
                senderEmail: preapproval.senderEmail, pin: pin))
        case .refreshAuthorizations(let ids):
            var answers: [PaymentsClient.Authorization] = []
            for id in ids { answers.append(try await rest.payments.getAuthorization(id: id)) }
            return .authorizations(answers, backendNow: try? await admin.clock().date)
        case .actOnAuthorization(let id, let action):
            return .authorizations([try await act(action, on: id)], backendNow: try? await admin.clock().date)
        case .listSavedMethods(let customer):
            return .savedMethods(try await rest.vault.listPaymentTokens(customerId: customer, pageSize: 20).paymentTokens)
        case .deleteSavedMethod(let id):
            try await rest.vault.deletePaymentToken(id: id)
            return .savedMethodDeleted
        case .vaultEligibility(let change?): return .vaultEligibility(try await admin.setMerchantSetting(change))
        case .vaultEligibility(nil): return .vaultEligibility(try await admin.merchantSetting(VaultEligibility.self))
        case .orderVaultStatus(let change?): return .orderVaultStatus(try await admin.setMerchantSetting(change))
        case .orderVaultStatus(nil): return .orderVaultStatus(try await admin.merchantSetting(OrderVaultStatus.self))
        case .appSwitchEligibility(let eligible): return .appSwitchEligibility(try await admin.setAppSwitchEligibility(eligible))
        case .braintreeTokens(.refresh(let token)): return .braintreeTokens(.refreshed(try await parties.partner.refresh(token)))
        case .braintreeTokens(.revoke(let token)):
            _ = try await parties.partner.revoke(accessToken: token)
            return .braintreeTokens(.revoked(webhook: try? await admin.braintreeNotifications().last.map(\.summary)))
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

    /// The merchant's server acts on a held authorization; returns how it stands after (a reauthorization's is the
    /// new one).
    private func act(_ action: HeldAuthorizations.Action, on id: String) async throws(PayPalAPIError) -> PaymentsClient.Authorization {
        let rest = parties.merchantREST
        switch action {
        case .capture:
            _ = try await rest.capture(authorization: id)
            return try await rest.payments.getAuthorization(id: id)
        case .void: return try await rest.void(authorization: id)
        case .reauthorize: return try await rest.reauthorize(authorization: id)
        }
    }
}
