
/// A tester's setting of the backend about the merchant, one word of a few (`/payterm/v1/merchant/…`): kept in the
/// store, its first case until changed, and back to it after a reset.
protocol MerchantSetting: RawRepresentable<String>, Codable, Sendable, CaseIterable {
    /// Its key in the store, and the last part of its admin path.
    static var settingKey: String { get }
}

extension MerchantSetting {
    static func current(in db: any StoreTransaction) throws -> Self {
        try db.setting(Self.self, key: settingKey) ?? allCases.first!
    }
}
