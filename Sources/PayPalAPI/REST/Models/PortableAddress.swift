/// PayPal's portable address: lines, `admin_area_2` (the city), `admin_area_1` (the state), postal code and
/// country. Only the country is always there.
public struct PortableAddress: Codable, Sendable, Equatable {
    public var addressLine1: String?
    public var addressLine2: String?
    public var adminArea2: String?
    public var adminArea1: String?
    public var postalCode: String?
    public var countryCode: String

    public init(
        addressLine1: String? = nil, addressLine2: String? = nil, adminArea2: String? = nil, adminArea1: String? = nil,
        postalCode: String? = nil, countryCode: String
    ) {
        self.addressLine1 = addressLine1
        self.addressLine2 = addressLine2
        self.adminArea2 = adminArea2
        self.adminArea1 = adminArea1
        self.postalCode = postalCode
        self.countryCode = countryCode
    }
}
