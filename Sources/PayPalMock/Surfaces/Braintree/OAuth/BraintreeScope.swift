import Foundation

/// An OAuth scope a partner asks a merchant for in "Connect with Braintree", with the permissions the authorize
/// page lists for it.
enum BraintreeScope: String, Codable, Sendable, CaseIterable {
    case readWrite = "read_write"
    case readOnly = "read_only"
    case sharedVaultTransactions = "shared_vault_transactions"

    /// What the merchant grants, as the authorize step words it.
    var permissions: [String] {
        switch self {
        case .readWrite: ["Create, view and manage transactions", "Create, view and manage customers and their payment methods", "View your account details"]
        case .readOnly: ["View transactions", "View customers and their payment methods", "View your account details"]
        case .sharedVaultTransactions: ["Create transactions with payment methods the partner has vaulted"]
        }
    }

    /// `read_write,shared_vault_transactions`: nil when empty, or when any scope is unknown.
    static func parse(_ text: String?) -> [BraintreeScope]? {
        guard let text, !text.isEmpty else { return nil }
        var scopes: [BraintreeScope] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let scope = BraintreeScope(rawValue: name.trimmingCharacters(in: .whitespaces)) else { return nil }
            if !scopes.contains(scope) { scopes.append(scope) }
        }
        return scopes
    }

    static func text(_ scopes: [BraintreeScope]) -> String { scopes.map(\.rawValue).joined(separator: ",") }

    /// True when a grant of `granted` includes this scope: `read_write` includes `read_only`.
    func isCovered(by granted: [BraintreeScope]) -> Bool {
        granted.contains(self) || (self == .readOnly && granted.contains(.readWrite))
    }

    /// True when the scopes let the partner change things (a sale, a void, a customer), not only read.
    static func canWrite(_ scopes: [BraintreeScope]) -> Bool { scopes.contains(.readWrite) || scopes.contains(.sharedVaultTransactions) }
}
