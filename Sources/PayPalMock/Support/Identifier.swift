import PayPalVocabulary

/// Identifiers shaped like PayPal's: upper-case alphanumerics for payments, hex for correlation ids.
enum Identifier {
    private static let alphanumerics = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    private static let hexDigits = Array("0123456789abcdef")
    private static let lowerAlphanumerics = Array("abcdefghijklmnopqrstuvwxyz0123456789")

    /// `AP-` and 17 characters, as Adaptive Payments pay keys look.
    static func payKey() -> String { "AP-" + random(17, from: alphanumerics) }
    /// `PA-` and 17 characters, as preapproval keys look.
    static func preapprovalKey() -> String { "PA-" + random(17, from: alphanumerics) }
    /// 13 characters, as PayPal account (payer) ids look.
    static func payerId() -> String { random(13, from: alphanumerics) }
    /// 17 characters, as transaction, order and capture ids look.
    static func transactionId() -> String { random(17, from: alphanumerics) }
    /// 8 lower-case alphanumerics, as Vault v3 payment token ids look.
    static func paymentTokenId() -> String { random(8, from: lowerAlphanumerics) }
    /// 8 lower-case alphanumerics, as Braintree transaction ids look.
    static func gatewayTransactionId() -> String { random(8, from: lowerAlphanumerics) }
    /// 7 lower-case alphanumerics, as Braintree payment method tokens look.
    static func paymentMethodToken() -> String { random(7, from: lowerAlphanumerics) }
    /// 9 digits, as the customer ids Braintree chooses look.
    static func gatewayCustomerId() -> String { random(9, from: Array("0123456789")) }
    /// 16 lower-case alphanumerics, as Braintree merchant ids look.
    static func braintreeMerchantId() -> String { random(16, from: lowerAlphanumerics) }
    /// An unguessable part of a Braintree OAuth code or token.
    static func braintreeSecret() -> String { random(32, from: hexDigits) }
    /// `VPC-` and 24 characters: PayTerm's form for a Venmo payment context id, which no source shows.
    static func venmoPaymentContextId() -> String { "VPC-" + random(24, from: alphanumerics) }
    /// `EC-` and 17 characters, as Express Checkout tokens look.
    static func checkoutToken() -> String { "EC-" + random(17, from: alphanumerics) }
    /// `BA-` and 17 characters, as billing agreement tokens look.
    static func billingAgreementToken() -> String { "BA-" + random(17, from: alphanumerics) }
    /// `customer_` and 10 digits, as PayPal's sample customer ids look.
    static func customerId() -> String { "customer_" + random(10, from: Array("0123456789")) }
    /// `WH-`, 17 characters, `-` and 17 more, as webhook event ids look.
    static func webhookEventId() -> String { "WH-" + random(17, from: alphanumerics) + "-" + random(17, from: alphanumerics) }
    /// `WH-` and 17 characters, as webhook ids look.
    static func webhookId() -> String { "WH-" + random(17, from: alphanumerics) }
    /// An opaque `PAYPAL-TRANSMISSION-SIG`, as long as PayPal's base64 RSA signatures.
    static func transmissionSignature() -> String {
        random(342, from: alphanumerics + Array("abcdefghijklmnopqrstuvwxyz+/")) + "=="
    }
    /// An IPN message's `verify_sign`, shaped like PayPal's.
    static func verifySign() -> String { random(56, from: alphanumerics + Array("abcdefghijklmnopqrstuvwxyz-.")) }
    /// 13 lower-case hex digits, as correlation and debug ids look.
    static func correlationId() -> String { CorrelationId.make() }
    /// An unguessable bearer token for a buyer's session.
    static func sessionToken() -> String { "BS-" + random(40, from: hexDigits) }
    /// `WS-` and 17 characters: a classroom workspace's identity, which its files and keys derive from. Its
    /// capitals keep it apart from every workspace name (lower-case), which older workspaces have as their id.
    static func workspaceId() -> String { "WS-" + random(17, from: alphanumerics) }
    /// An unguessable REST access token, starting `A21AA` as PayPal's do.
    static func accessToken() -> String { "A21AA" + random(60, from: alphanumerics + Array("abcdefghijklmnopqrstuvwxyz-_")) }

    private static func random(_ count: Int, from alphabet: [Character]) -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<count).map { _ in alphabet.randomElement(using: &generator)! })
    }
}
