import Foundation
import PayPalVocabulary

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
    /// True once the 29 days ran out with funds still held: PayPal then voids the authorization itself.
    var expired: Bool?
    /// Nil in authorizations kept before PayTerm judged seller protection; its captures inherit it.
    var sellerProtection: SellerProtection?

    init(
        id: String, orderId: String, unit: PurchaseUnit, payerId: String, fundingSourceId: String, sellerProtection: SellerProtection,
        at now: Date
    ) {
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
        self.sellerProtection = sellerProtection
    }

    /// The authorization as of `now`: one still holding funds after its 29 days reads as voided by expiry.
    func asOf(_ now: Date) -> PaymentAuthorization {
        guard [.created, .partiallyCaptured, .pending].contains(status), now >= expiresAt else { return self }
        var expired = self
        expired.status = .voided
        expired.expired = true
        expired.updatedAt = expiresAt
        return expired
    }

    /// The most that may be captured in all: 115 % of the amount, and for US dollars no more than $75 over it;
    /// never more than the largest amount PayPal takes.
    var captureLimit: Money {
        let share = min(amount.share(basisPoints: 11_500), Money.largest(in: amount.currency))
        guard amount.currency == .usd else { return share }
        return min(share, amount + Money(minorUnits: 7_500, currency: .usd))
    }
}
