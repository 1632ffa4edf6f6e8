/// A way a buyer can pay: their PayPal balance, a linked bank account or a card.
public struct FundingSource: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case balance = "BALANCE"
        case bank = "BANK"
        case card = "CARD"
    }

    public var id: String
    public var kind: Kind
    /// How the library shows it: "PayPal balance", "Visa x4242".
    public var label: String
    /// A card or bank that the issuer declines, for rehearsing declines.
    public var declines: Bool = false
}
