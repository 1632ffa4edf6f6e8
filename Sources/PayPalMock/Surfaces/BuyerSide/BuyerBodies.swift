/// Request bodies of the buyer side (snake_case on the wire).
struct LoginBody: Decodable, Sendable {
    var email: String?
    var password: String?
    var phone: String?
    var pin: String?
}

struct CreatePINBody: Decodable, Sendable {
    var pin: String?
    /// The phone number the PIN logs in with, for an account that has none.
    var phone: String?
}

struct ApproveBody: Decodable, Sendable {
    var fundingSourceId: String?
    var shippingAddressId: String?
}

struct AgreeBody: Decodable, Sendable {
    var fundingSourceId: String?
    /// The preapproval PIN the buyer creates, when the preapproval requires one.
    var pin: String?
}

/// A POST to an order's approve link: the buyer's login and, optionally, how to pay and where to ship.
struct CheckoutApprovalBody: Decodable, Sendable {
    var email: String?
    var password: String?
    var phone: String?
    var pin: String?
    var fundingSourceId: String?
    var shippingAddressId: String?
}

extension CheckoutApprovalBody {
    /// The log-in it signs in with.
    var logIn: LoginBody { LoginBody(email: email, password: password, phone: phone, pin: pin) }
}

