import CheckoutFlows
import PayPalAPI

/// The merchant's server's calls for the authorized orders Confirm Payment leaves held: how each stands, and the
/// capture, void or reauthorization of one.
extension OrdersEntry {
    /// How each held authorization stands, and the backend's time.
    static func refreshAuthorizations(_ ids: [String]) -> EntryCall {
        EntryCall("refresh authorizations") { parties throws(PayPalAPIError) in
            var answers: [PaymentsClient.Authorization] = []
            for id in ids { answers.append(try await parties.merchantREST.payments.getAuthorization(id: id)) }
            return HeldAuthorizations.Answer(authorizations: answers, backendNow: try? await parties.admin.clock().date)
        } then: { result, app in
            app.merchant.held.answered(result, acting: nil, events: &app.events)
            return []
        }
    }

    /// The merchant's server captures, voids or reauthorizes a held authorization.
    static func act(_ action: HeldAuthorizations.Action, on id: String) -> EntryCall {
        EntryCall("\(action.rawValue) authorization") { parties throws(PayPalAPIError) in
            HeldAuthorizations.Answer(authorizations: [try await act(action, on: id, parties.merchantREST)], backendNow: try? await parties.admin.clock().date)
        } then: { result, app in
            app.merchant.held.answered(result, acting: (id, action), events: &app.events)
            return []
        }
    }

    /// How the authorization stands after the action (a reauthorization's is the new one).
    private static func act(_ action: HeldAuthorizations.Action, on id: String, _ rest: MerchantOrdersServer) async throws(PayPalAPIError) -> PaymentsClient.Authorization {
        switch action {
        case .capture:
            _ = try await rest.capture(authorization: id)
            return try await rest.payments.getAuthorization(id: id)
        case .void: return try await rest.void(authorization: id)
        case .reauthorize: return try await rest.reauthorize(authorization: id)
        }
    }
}
