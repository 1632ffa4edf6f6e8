import PayPalVocabulary

/// One receiver of a payment and what happened to the money sent to them.
struct ReceiverPayment: Codable, Sendable, Equatable {
    var email: String?
    /// `+<country code> <number>` for a receiver named by phone.
    var phone: String?
    var amount: Money
    var isPrimary: Bool
    var invoiceId: String?
    var paymentType: PaymentType
    var invoice: InvoiceData?
    var description: String?
    var customId: String?
    /// The PayPal account id of a registered receiver; nil for an unregistered one (paid as pending).
    var accountId: String?

    // What the payment did, once made.
    var fee: Money
    var transactionId: String?
    var transactionStatus: TransactionStatus?
    var pendingReason: String?
    var refunded: Money

    /// How the receiver is named in requests: the email, or else the phone number.
    var identity: String { email ?? phone ?? "" }

    var refundable: Money { amount - refunded }
}
