/// A PayPal account holder's name, as orders and saved wallets show it.
public struct PayerName: Codable, Sendable, Equatable {
    public var givenName: String?
    public var surname: String?
}
