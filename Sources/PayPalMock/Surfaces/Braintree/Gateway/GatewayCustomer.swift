import Foundation

/// A customer in the merchant's vault, and the tokens of the PayPal accounts vaulted for them, oldest first (the
/// first is their default).
struct GatewayCustomer: StoredDocument {
    static let kind = "braintree.customer"

    /// Braintree's rule for a customer id the merchant chooses: letters, digits, `-` and `_`, at most 36.
    static let maxIdLength = 36

    /// Where the store files it: customer ids are the merchant's choice, so two merchants may both have one.
    var id: String
    var customerId: String
    var merchantId: String
    var firstName: String?
    var lastName: String?
    var email: String?
    var createdAt: Date
    var updatedAt: Date
    var paymentMethodTokens: [String] = []

    init(customerId: String, merchantId: String, firstName: String?, lastName: String?, email: String?, at now: Date) {
        id = Self.key(merchantId, customerId)
        self.customerId = customerId
        self.merchantId = merchantId
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        createdAt = now
        updatedAt = now
    }

    static func key(_ merchantId: String, _ customerId: String) -> String { merchantId + "/" + customerId }

    static func isValidId(_ id: String) -> Bool {
        !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
