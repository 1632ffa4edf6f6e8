/// The `actionType` of a Pay request.
enum ActionType: String, Codable, Sendable {
    /// Pay now, once the sender approves (or at once, with a preapproval).
    case pay = "PAY"
    /// Set the payment up; it runs when the buyer approves it or the merchant calls ExecutePayment.
    case create = "CREATE"
}

/// Who pays PayPal's fees.
enum FeesPayer: String, Codable, Sendable {
    case sender = "SENDER"
    case primaryReceiver = "PRIMARYRECEIVER"
    case eachReceiver = "EACHRECEIVER"
    case secondaryOnly = "SECONDARYONLY"
}

/// `paymentExecStatus`, and the `status` of PaymentDetails.
enum PaymentExecStatus: String, Codable, Sendable {
    case created = "CREATED"
    case completed = "COMPLETED"
    case incomplete = "INCOMPLETE"
    case error = "ERROR"
    case processing = "PROCESSING"
    case pending = "PENDING"
    /// A pay key nobody approved within 3 hours.
    case expired = "EXPIRED"
}

/// The status of one transfer to one receiver.
enum TransactionStatus: String, Codable, Sendable {
    case completed = "COMPLETED"
    case pending = "PENDING"
    case partiallyRefunded = "PARTIALLY_REFUNDED"
    case refunded = "REFUNDED"
}

/// What a receiver is paid for; personal payments from balance or bank carry no fee.
enum PaymentType: String, Codable, Sendable, CaseIterable {
    case goods = "GOODS"
    case service = "SERVICE"
    case personal = "PERSONAL"
    case cashAdvance = "CASHADVANCE"
    case digitalGoods = "DIGITALGOODS"
}

/// Who made the pay key: a merchant's server with API credentials, or the mobile library's own checkout.
enum PaymentOrigin: String, Codable, Sendable {
    case merchantServer
    case mobileLibrary
}

/// The shape of a payment, decided by its receivers.
enum PaymentShape: String, Sendable {
    case simple, parallel, chained
}
