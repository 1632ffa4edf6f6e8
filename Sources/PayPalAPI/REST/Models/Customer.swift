/// The merchant's own customer a vault token is saved for (`customer.id`, 7 to 36 letters, digits, `_` or `-`).
public struct Customer: Codable, Sendable, Equatable {
    public var id: String

    public init(id: String) {
        self.id = id
    }
}
