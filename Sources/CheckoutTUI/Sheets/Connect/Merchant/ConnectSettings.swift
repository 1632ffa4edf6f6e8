import CheckoutFlows
import PayPalAPI

/// The partner's dashboard as the merchant app lets a tester set it up for "Connect with Braintree".
public struct ConnectSettings: SettingsForm {
    public enum Row: String, CaseIterable, Equatable, Sendable {
        case scopes, landingPage = "page", prefill, link
    }

    static func label(_ row: Row, _ words: SettingsStrings) -> String {
        switch row {
        case .scopes: words.scopes
        case .landingPage: words.pageOpensOn
        case .prefill: words.prefill
        case .link: words.connectLink
        }
    }

    static func field(_ row: Row) -> WritableKeyPath<Self, TextField>? { nil }

    static let scopeChoices = [["read_write"], ["read_only"], ["read_write", "shared_vault_transactions"]]

    var scopes = scopeChoices[0]
    var signup = false
    var prefill = true
    var forgedState = false

    /// What the dashboard prefills into Braintree's page.
    static let prefillEmail = "merchant@braintree.example.com"
    static let prefillBusiness = "PayTerm Demo Store"

    var request: ConnectRequest {
        ConnectRequest(
            scopes: scopes, landingPage: signup ? "signup" : "login", prefillEmail: prefill ? Self.prefillEmail : nil,
            prefillBusiness: prefill ? Self.prefillBusiness : nil, forgedState: forgedState)
    }

    func value(_ row: Row, _ words: SettingsStrings) -> String {
        switch row {
        case .scopes: scopes.joined(separator: ", ")
        case .landingPage: signup ? words.signUp : words.logIn
        case .prefill: prefill ? "user[email], business[name]" : words.nothing
        case .link: forgedState ? words.forgedState : words.ownState
        }
    }

    mutating func cycle(_ row: Row, forward: Bool) {
        switch row {
        case .scopes:
            let index = Self.scopeChoices.firstIndex(of: scopes) ?? 0
            scopes = Self.scopeChoices[(index + (forward ? 1 : Self.scopeChoices.count - 1)) % Self.scopeChoices.count]
        case .landingPage: signup.toggle()
        case .prefill: prefill.toggle()
        case .link: forgedState.toggle()
        }
    }
}

/// A merchant connected through OAuth: who, with which scopes, until when; revoked once the partner revokes it.
public struct ConnectedMerchant: Equatable, Sendable {
    var credentials: BraintreeOAuthClient.Credentials
    var revoked = false
}
