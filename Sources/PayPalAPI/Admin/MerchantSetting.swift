/// A setting of the mock backend about the merchant, one word of a few, read and changed at
/// `/payterm/v1/merchant/<path>` as `{"status": …}`.
public protocol MerchantSetting: RawRepresentable<String>, Codable, Sendable, CaseIterable {
    /// The last part of its admin path.
    static var path: String { get }
}
