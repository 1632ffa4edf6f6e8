import Foundation
import PayPalVocabulary

/// Money given back to the buyer from a capture.
struct PaymentRefund: StoredDocument {
    static let kind = "refund"

    var id: String
    var captureId: String
    var amount: Money
    var invoiceId: String?
    var customId: String?
    var noteToPayer: String?
    var status = "COMPLETED"
    var createdAt: Date
    /// All refunded from the capture so far, this refund included.
    var totalRefunded: Money
}
