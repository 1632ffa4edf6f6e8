/// The buyer's phone as a tester sets it up for App Switch: whether the PayPal app is there (and signed in), whether
/// the merchant's app claims its universal link, and whether it registered a fallback URL scheme. The buyer's
/// eligibility is PayPal's to judge, so it is a setting of the backend, not of the device.
public struct SimulatedDevice: Codable, Sendable, Equatable {
    public var payPalAppInstalled = true
    /// The account the PayPal app is signed in to, which Face ID unlocks with what the app keeps in the keychain
    /// (never in this value, which a scenario or a kept checkout may write down); nil when nobody is signed in, and
    /// the buyer logs in with their password there.
    public var payPalAccount: String?
    public var universalLinkClaimed = true
    public var fallbackScheme: String? = "paytermdemo"

    /// The merchant app's universal link, as it registered it with Braintree.
    public static let universalLink = "https://demo.payterm.test/braintree-payments"

    public init(payPalAccount: String? = nil) {
        self.payPalAccount = payPalAccount
    }

    /// Where a return URL the PayPal app opens lands: the merchant's app through its universal link, else through
    /// its fallback scheme (`scheme://braintree-payments/braintreeAppSwitchPayPal/…`), else the merchant's website in the browser.
    public func landing(of returnURL: String) -> Landing {
        guard returnURL.hasPrefix("https://") else { return .fallbackScheme(returnURL) }
        if universalLinkClaimed { return .universalLink(returnURL) }
        let parts = returnURL.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: true)
        if let fallbackScheme, parts.count == 3 { return .fallbackScheme(fallbackScheme + "://" + parts[2]) }
        return .website(returnURL)
    }

    /// Which way the buyer came back, with the URL it opened.
    public enum Landing: Sendable, Equatable {
        /// The merchant's app, opened by the universal link it claims.
        case universalLink(String)
        /// The merchant's app, opened by its URL scheme.
        case fallbackScheme(String)
        /// The merchant's website in the browser: the link is not claimed and no scheme is registered.
        case website(String)
    }
}
