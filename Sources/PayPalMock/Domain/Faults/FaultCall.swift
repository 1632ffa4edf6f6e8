/// A call as fault rules see it. `client` and `buyer` are read (from the store) only while a rule asks for them.
struct FaultCall: Sendable, Equatable {
    var method: String
    var path: String
    /// The calling app: the Adaptive `X-PAYPAL-APPLICATION-ID`, else the OAuth client behind a REST bearer token or
    /// Basic credentials.
    var client: String?
    /// The buyer the call is made for: the owner of the buyer session it carries (as a bearer token on the buyer
    /// side, or as the library's `X-PAYPAL-DEVICE-AUTH-TOKEN` on Adaptive Payments), or the buyer a log-in or an
    /// approve page's sign-in names. A merchant's calls about a buyer's payment are not the buyer's.
    var buyer: String?
    /// The `PayTerm-Flow` header: `mpl`, `confirm-payment`, `pay-now`, `save-paypal`, or whatever the caller sends.
    var flow: String?
}
