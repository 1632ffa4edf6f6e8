import PayPalVocabulary

/// The shipping module on a checkout (`shipping_callback_url`): where PayPal calls the merchant's server as the buyer
/// picks an address or a shipping option, and what the last call came to.
struct HermesShipping: Codable, Sendable, Equatable {
    /// A shipping option as the merchant's server offered it.
    struct Option: Codable, Sendable, Equatable {
        var id: String
        var label: String
        /// `SHIPPING` or `PICKUP`.
        var type: String
        var amount: Money
        var selected: Bool
    }

    var callbackUrl: String
    /// The buyer's address PayPal last sent the merchant; nil until the first call.
    var addressId: String?
    var options: [Option] = []
    /// The order's total as the merchant last answered it; nil while it has not.
    var total: Money?
    /// Why the last call did not go through: the merchant's refusal (`COUNTRY_ERROR`…), or `NO_ANSWER` when it did not
    /// answer in time or answered what PayPal cannot read; nil when it went through.
    var issue: String?

    init(callbackUrl: String) {
        self.callbackUrl = callbackUrl
    }

    var selectedOption: Option? { options.first(where: \.selected) }
}
