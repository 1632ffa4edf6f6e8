/// A Venmo account as Braintree names it: the username its owner chose (kept without Venmo's `@`) and Venmo's id for
/// the user, the same for every payment the account makes.
struct VenmoUser: Codable, Sendable, Equatable {
    var username: String
    var userId: String

    /// The sandbox's buyer, whom `fake-venmo-account-nonce` stands for.
    static let sandboxJoe = VenmoUser(username: "venmojoe", userId: "Venmo-Joe-1")

    /// The logo the gateway shows beside every Venmo account.
    static let imageURL = "https://assets.braintreegateway.com/payment_method_logo/venmo.png?environment=sandbox"

    /// How the gateway describes the account, as the sandbox does: `Venmo Account: venmojoe`.
    var sourceDescription: String { "Venmo Account: \(username)" }
}
