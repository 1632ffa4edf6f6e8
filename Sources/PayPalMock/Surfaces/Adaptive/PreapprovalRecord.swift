import Foundation
import PayPalVocabulary

/// A buyer's standing agreement to let a merchant take payments within limits, found by its preapproval key.
struct PreapprovalRecord: StoredDocument {
    static let kind = "preapproval"
    /// A preapproval key nobody agreed to is valid for 3 hours.
    static let pendingLifetime: TimeInterval = 3 * 60 * 60
    /// Wrong PINs in a row before the preapproval is deactivated.
    static let maxPINFailures = 3

    enum Status: String, Codable, Sendable {
        case active = "ACTIVE"
        case canceled = "CANCELED"
        /// PayPal's spelling: suspended after too many PIN failures.
        case deactivated = "DEACTIVED"
        /// A pending key nobody agreed to within 3 hours.
        case expired = "EXPIRED"
    }

    enum PaymentPeriod: String, Codable, Sendable, CaseIterable {
        case none = "NO_PERIOD_SPECIFIED"
        case daily = "DAILY"
        case weekly = "WEEKLY"
        case biweekly = "BIWEEKLY"
        case semimonthly = "SEMIMONTHLY"
        case monthly = "MONTHLY"
        case annually = "ANNUALLY"
    }

    enum PINType: String, Codable, Sendable {
        case notRequired = "NOT_REQUIRED"
        case required = "REQUIRED"
    }

    /// The preapproval key.
    var id: String
    var currency: Currency
    var startingDate: Date
    var endingDate: Date
    var maxAmountPerPayment: Money?
    var maxNumberOfPayments: Int?
    var maxNumberOfPaymentsPerPeriod: Int?
    var maxTotalAmountOfAllPayments: Money?
    var paymentPeriod: PaymentPeriod
    var pinType: PINType
    var feesPayer: FeesPayer
    var memo: String?
    var returnUrl: String?
    var cancelUrl: String?
    var ipnNotificationUrl: String?
    /// The sender the merchant named, if any; only that buyer may agree.
    var requestedSenderEmail: String?
    var createdAt: Date

    // Set when the buyer agrees.
    var approved = false
    var approvedAt: Date?
    var senderAccountId: String?
    var senderEmail: String?
    var fundingSourceId: String?
    var pin: StoredSecret?

    var status: Status = .active
    /// When it was canceled or deactivated; nil while active, and in records kept before PayTerm noted it.
    var endedAt: Date?
    var pinFailures = 0
    /// When each payment under this preapproval was made, with its amount.
    var payments: [Payment] = []

    struct Payment: Codable, Sendable, Equatable {
        var date: Date
        var amount: Money
    }

    var paymentCount: Int { payments.count }
    var paymentsTotal: Money { payments.map(\.amount).sum(in: currency) }

    /// The status as of `now`: a key still pending after 3 hours has expired.
    func status(at now: Date) -> Status {
        if status == .active, !approved, now >= createdAt.addingTimeInterval(Self.pendingLifetime) { return .expired }
        return status
    }
}

// MARK: Taking a payment under the preapproval

extension PreapprovalRecord {
    /// Checks a payment of `amount` from `senderEmail`, with the `pin` the buyer typed, against every term.
    /// A wrong PIN counts toward deactivation, so the caller saves the record whatever the result.
    mutating func authorizePayment(amount: Money, senderEmail: String, pin: String?, at now: Date) -> Result<Void, AdaptiveError> {
        switch status(at: now) {
        case .canceled: return .failure(.preapprovalCanceled)
        case .deactivated: return .failure(.preapprovalSuspendedForPIN)
        case .expired: return .failure(.preapprovalNotAuthorized)
        case .active: break
        }
        guard approved else { return .failure(.preapprovalNotAuthorized) }
        guard self.senderEmail?.caseInsensitiveCompare(senderEmail) == .orderedSame else { return .failure(.preapprovalOtherSender) }
        guard amount.currency == currency else { return .failure(.preapprovalOtherCurrency) }
        guard now >= startingDate, now <= endingDate else { return .failure(.preapprovalOutsideDates) }
        if pinType == .required {
            guard let pin, !pin.isEmpty else {
                return .failure(.invalidParameter("pin", value: "(none)", because: "This preapproval requires the buyer's PIN"))
            }
            guard self.pin?.matches(pin) == true else {
                pinFailures += 1
                if pinFailures >= Self.maxPINFailures {
                    status = .deactivated
                    endedAt = now
                    return .failure(.preapprovalSuspendedForPIN)
                }
                return .failure(.invalidParameter("pin", value: "****", because: "The PIN is not the one the buyer created"))
            }
            pinFailures = 0
        }
        if let limit = maxAmountPerPayment, amount > limit { return .failure(.exceedsAmountPerPayment) }
        if let limit = maxNumberOfPayments, paymentCount >= limit { return .failure(.exceedsNumberOfPayments) }
        if let limit = maxNumberOfPaymentsPerPeriod, paymentsInPeriod(containing: now) >= limit {
            return .failure(.exceedsPaymentsPerPeriod)
        }
        if let limit = maxTotalAmountOfAllPayments, paymentsTotal + amount > limit { return .failure(.exceedsTotalAmount) }
        return .success(())
    }

    mutating func recordPayment(_ amount: Money, at now: Date) {
        payments.append(Payment(date: now, amount: amount))
    }

    /// Payments made in the payment period that holds `date`; with no period, every payment counts.
    func paymentsInPeriod(containing date: Date) -> Int {
        let period = periodIndex(of: date)
        return payments.filter { periodIndex(of: $0.date) == period }.count
    }

    /// The number of whole periods between the starting date and `date`.
    func periodIndex(of date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let days = calendar.dateComponents([.day], from: startingDate, to: date).day ?? 0
        switch paymentPeriod {
        case .none: return 0
        case .daily: return days
        case .weekly: return days / 7
        case .biweekly: return days / 14
        case .semimonthly: return days / 15
        case .monthly: return calendar.dateComponents([.month], from: startingDate, to: date).month ?? 0
        case .annually: return calendar.dateComponents([.year], from: startingDate, to: date).year ?? 0
        }
    }

    /// The end of the current payment period, for PreapprovalDetails' `curPeriodEndingDate`.
    func currentPeriodEnd(at now: Date) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let next = periodIndex(of: now) + 1
        let step: (Calendar.Component, Int)?
        switch paymentPeriod {
        case .none: step = nil
        case .daily: step = (.day, 1)
        case .weekly: step = (.day, 7)
        case .biweekly: step = (.day, 14)
        case .semimonthly: step = (.day, 15)
        case .monthly: step = (.month, 1)
        case .annually: step = (.year, 1)
        }
        guard let (component, size) = step else { return nil }
        return calendar.date(byAdding: component, value: size * next, to: startingDate)
    }
}
