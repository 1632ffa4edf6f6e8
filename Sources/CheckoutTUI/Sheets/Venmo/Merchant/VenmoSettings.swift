import CheckoutFlows

/// Venmo as the merchant app lets a tester set it up: the request its Venmo button makes (the amount typed as is)
/// and the buyer's phone it runs on.
struct VenmoSettings: SettingsForm {
    /// The rows, in Tab order.
    enum Row: String, CaseIterable, Equatable, Sendable {
        case amount, usage, vault, fallbackToWeb = "fallback-to-web", finalAmount = "final-amount", venmoApp = "venmo-app"
    }

    static func label(_ row: Row, _ words: SettingsStrings) -> String {
        switch row {
        case .amount: words.amount
        case .usage: words.usage
        case .vault: words.vault
        case .fallbackToWeb: "fallbackToWeb"
        case .finalAmount: "isFinalAmount"
        case .venmoApp: words.venmoApp
        }
    }

    /// The Venmo app on the buyer's phone.
    enum VenmoApp: CaseIterable, Equatable, Sendable {
        case signedIn, signedOut, notInstalled

        var label: String { label(.english) }

        func label(_ words: SettingsStrings) -> String {
            switch self {
            case .signedIn: words.signedIn
            case .signedOut: words.signedOut
            case .notInstalled: words.notInstalled
            }
        }
    }

    var amount = TextField("59.00", limit: 24)
    var multiUse = true
    var vault = VenmoCheckoutRequest.Vault.no
    var fallbackToWeb = false
    var isFinalAmount = false
    var venmoApp = VenmoApp.signedIn

    var request: VenmoCheckoutRequest {
        VenmoCheckoutRequest(amount: amount.text, multiUse: multiUse, vault: vault, fallbackToWeb: fallbackToWeb, isFinalAmount: isFinalAmount)
    }

    /// The buyer's phone, its Venmo app signed in to `account` when the setting says it is signed in.
    func phone(signedIn account: String?) -> VenmoPhone {
        switch venmoApp {
        case .signedIn: account.map { .signedIn(account: $0) } ?? .signedOut
        case .signedOut: .signedOut
        case .notInstalled: .notInstalled
        }
    }

    func value(_ row: Row, _ words: SettingsStrings) -> String {
        switch row {
        case .amount: amount.text
        case .usage: multiUse ? words.multiUse : words.singleUse
        case .vault: vaultTitle(words)
        case .fallbackToWeb: fallbackToWeb ? words.webFallback : words.no
        case .finalAmount: isFinalAmount ? words.yes : words.subjectToChange
        case .venmoApp: venmoApp.label(words)
        }
    }

    private func vaultTitle(_ words: SettingsStrings) -> String {
        switch vault {
        case .no: words.vaultNo
        case .withPurchase: words.vaultWithPurchase
        case .alone: words.vaultAlone
        }
    }

    static func field(_ row: Row) -> WritableKeyPath<Self, TextField>? {
        row == .amount ? \.amount : nil
    }

    mutating func cycle(_ row: Row, forward: Bool) {
        switch row {
        case .usage: multiUse.toggle()
        case .vault: vault = vault.stepped(forward)
        case .fallbackToWeb: fallbackToWeb.toggle()
        case .finalAmount: isFinalAmount.toggle()
        case .venmoApp: venmoApp = venmoApp.stepped(forward)
        case .amount: break
        }
    }
}
