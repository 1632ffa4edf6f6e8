import Foundation
import PayPalAPI

/// Funds held on the buyer's account by an authorized order, captured later in one or more parts.
struct PaymentAuthorization: StoredDocument {
    static let kind = "authorization"
    /// Capture within 3 days is honored; later, reauthorize first.
    static let honorPeriod: TimeInterval = 3 * 86_400
    /// The hold lasts 29 days.
    static let lifetime: TimeInterval = 29 * 86_400

    enum Status: String, Codable, Sendable {
        case created = "CREATED"
        case captured = "CAPTURED"
        case denied = "DENIED"
        case partiallyCaptured = "PARTIALLY_CAPTURED"
        case voided = "VOIDED"
        case pending = "PENDING"
    }

    var id: String
    var orderId: String
    var amount: Money
    var invoiceId: String?
    var customId: String?
    var status: Status
    var createdAt: Date
    var updatedAt: Date
    var expiresAt: Date
    var honorPeriodEndsAt: Date
    /// The authorization this one reauthorized, if it is a reauthorization.
    var parentId: String?
    /// The reauthorization that took this one's place.
    var reauthorizationId: String?
    var captured: Money
    var captureIds: [String] = []
    var payerId: String
    var fundingSourceId: String

    init(id: String, orderId: String, unit: PurchaseUnit, payerId: String, fundingSourceId: String, at now: Date) {
        self.id = id
        self.orderId = orderId
        amount = unit.amount
        invoiceId = unit.invoiceId
        customId = unit.customId
        status = .created
        createdAt = now
        updatedAt = now
        expiresAt = now.addingTimeInterval(Self.lifetime)
        honorPeriodEndsAt = now.addingTimeInterval(Self.honorPeriod)
        captured = .zero(unit.amount.currency)
        self.payerId = payerId
        self.fundingSourceId = fundingSourceId
    }

    /// The most that may be captured in all: 115 % of the amount, and for US dollars no more than $75 over it.
    var captureLimit: Money {
        let share = amount.share(basisPoints: 11_500)
        guard amount.currency == .usd else { return share }
        return min(share, amount + Money(minorUnits: 7_500, currency: .usd))
    }
}
