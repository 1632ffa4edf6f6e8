import CheckoutFlows
import PayPalAPI

/// What the partner's server asks of Braintree's OAuth for the connected merchant.
public enum BraintreeTokensAction: Equatable, Sendable {
    case refresh(String)
    case revoke(String)
}

/// Braintree's answer to it: new tokens, or a revocation and the webhook notification it filed.
public enum BraintreeTokensAnswer: Equatable, Sendable {
    case refreshed(BraintreeOAuthClient.Credentials)
    case revoked(webhook: String?)
}

/// The partner's server's calls for the connected merchant's tokens.
extension ConnectEntry {
    /// The partner's server refreshes or revokes the connected merchant's tokens.
    static func tokens(_ action: BraintreeTokensAction) -> EntryCall {
        EntryCall("braintree tokens") { parties throws(PayPalAPIError) -> BraintreeTokensAnswer in
            switch action {
            case .refresh(let token): return .refreshed(try await parties.partner.refresh(token))
            case .revoke(let token):
                _ = try await parties.partner.revoke(accessToken: token)
                return .revoked(webhook: try? await parties.admin.braintreeNotifications().last.map(\.summary))
            }
        } then: { result, app in
            tokensAnswered(result, in: &app)
            return []
        }
    }

    /// What the partner's server heard back about the connected merchant's tokens.
    private static func tokensAnswered(_ answer: Result<BraintreeTokensAnswer, PayPalAPIError>, in app: inout AppState) {
        app.merchant.change(ConnectEntry.self) { $0.isWorking = false }
        switch answer {
        case .success(.refreshed(let credentials)):
            app.merchant.change(ConnectEntry.self) { $0.connected = ConnectedMerchant(credentials: credentials) }
            app.merchant.result = app.language.merchantStrings.refreshed(credentials.merchantId ?? "?", credentials.expiresAt)
        case .success(.revoked(let webhook)):
            app.merchant.change(ConnectEntry.self) { $0.connected?.revoked = true }
            app.merchant.result = app.language.merchantStrings.revoked
            if let webhook { app.log(.webhook, "Webhook ← \(webhook)") }
        case .failure(let error):
            app.merchant.result = app.language.merchantStrings.braintreeRefused(error.code) + error.message
        }
    }
}
