import Foundation
import PayPalVocabulary

/// Money taken from the buyer, by capturing an order or an authorization, and refunded from later.
struct PaymentCapture: StoredDocument {
    static let kind = "capture"
    /// Refunds are accepted for 180 days.
    static let refundWindow: TimeInterval = 180 * 86_400

    enum Status: String, Codable, Sendable {
        case completed = "COMPLETED"
        case declined = "DECLINED"
        case partiallyRefunded = "PARTIALLY_REFUNDED"
        case pending = "PENDING"
        case refunded = "REFUNDED"
        case failed = "FAILED"
    }

    var id: String
    var orderId: String
    var authorizationId: String?
    var amount: Money
    var fee: Money
    var invoiceId: String?
    var customId: String?
    var noteToPayer: String?
    var finalCapture: Bool
    var status: Status = .completed
    var createdAt: Date
    var updatedAt: Date
    var refunded: Money
    var refundIds: [String] = []
    var payerId: String
    var fundingKind: FundingSource.Kind
    /// Nil in captures kept before PayTerm judged seller protection.
    var sellerProtection: SellerProtection?

    var net: Money { amount - fee }

    /// Refunds `requested`, or all that is left; returns the amount refunded.
    mutating func refund(_ requested: Money?, at now: Date) throws(PayPalIssue) -> Money {
        switch status {
        case .refunded: throw .notAllowed("CAPTURE_FULLY_REFUNDED", "This capture has been refunded in full.")
        case .completed, .partiallyRefunded: break
        case .declined, .pending, .failed: throw .notAllowed("REFUND_NOT_ALLOWED", "A \(status.rawValue) capture cannot be refunded.")
        }
        guard now < createdAt.addingTimeInterval(Self.refundWindow) else {
            throw .notAllowed("REFUND_TIME_LIMIT_EXCEEDED", "Captures can be refunded for 180 days; this one is older.")
        }
        let remaining = amount - refunded
        let give = requested ?? remaining
        guard give.currency == amount.currency else {
            throw .notAllowed(
                "REFUND_CAPTURE_CURRENCY_MISMATCH", "Refund in \(amount.currency.code), the capture's currency.", field: "amount.currency_code")
        }
        guard give.isPositive else {
            throw .notAllowed("CANNOT_BE_ZERO_OR_NEGATIVE", "The refund amount must be more than zero.", field: "amount.value")
        }
        guard give <= remaining else {
            throw .notAllowed(
                "REFUND_AMOUNT_EXCEEDED", "At most \(remaining.text) \(amount.currency.code) of this capture is left to refund.", field: "amount.value")
        }
        refunded = refunded + give
        status = refunded == amount ? .refunded : .partiallyRefunded
        updatedAt = now
        return give
    }
}
