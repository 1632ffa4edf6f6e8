import Foundation
import PayPalVocabulary

/// A buyer's PayPal account: how they log in, what they can pay with and where goods can be shipped.
struct BuyerAccount: StoredDocument {
    static let kind = "buyer"

    /// The PayPal account (payer) id.
    var id: String
    var email: String
    var givenName: String
    var surname: String
    /// Where the account is registered; nil for the seeded buyers, who live where their first address is.
    var countryCode: String?
    /// The phone number for phone + PIN login, with its country code (`+14085550101`).
    var phone: String?
    var password: StoredSecret
    /// The login PIN for phone login; nil until the buyer creates one.
    var pin: StoredSecret?
    /// Balances by currency code, in minor units.
    var balances: [String: Int64]
    var fundingSources: [FundingSource]
    var addresses: [Address]
    var failedLogins = 0
    var lockedUntil: Date?
    /// What PayPal holds against the account, if anything.
    var restriction: AccountRestriction?
    /// The buyer's Venmo account, if they have one (Venmo is for US buyers).
    var venmo: VenmoUser?
    /// Its failed log-ins to Venmo, counted and locked apart from PayPal's; nil until the first.
    var venmoLogins: LoginCounter?

    var fullName: String { "\(givenName) \(surname)" }

    var country: String { countryCode ?? addresses.first?.countryCode ?? "US" }

    func balance(in currency: Currency) -> Money {
        Money(minorUnits: balances[currency.code] ?? 0, currency: currency)
    }

    func fundingSource(id: String) -> FundingSource? { fundingSources.first { $0.id == id } }

    func address(id: String) -> Address? { addresses.first { $0.id == id } }
}

/// A limit PayPal has put on an account.
enum AccountRestriction: String, Codable, Sendable {
    /// The account has sent all it may until it is verified: every payment from it fails at PayPal.
    case sendingLimitReached = "SENDING_LIMIT_REACHED"
}
