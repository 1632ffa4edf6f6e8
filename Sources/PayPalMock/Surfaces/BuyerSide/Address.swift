/// A shipping address kept in a buyer's PayPal account.
public struct Address: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var line1: String
    public var line2: String?
    public var city: String
    public var state: String?
    public var postalCode: String
    public var countryCode: String
}
