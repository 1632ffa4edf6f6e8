import Foundation
import PayPalVocabulary

/// Preapproval, PreapprovalDetails and CancelPreapproval.
extension AdaptivePayments {
    /// PayPal caps the total of a preapproval at $2,000 (in the preapproval's currency here).
    static let preapprovalTotalLimitMajorUnits: Int64 = 2_000
    static let maxPreapprovalSpan: TimeInterval = 366 * 24 * 60 * 60

    func preapproval(_ body: PreapprovalBody) async throws -> PreapprovalPayload {
        typealias F = AdaptiveFields
        let now = clock.now()
        let currency = try F.currency(body.currencyCode)
        let startingDate = try date(try F.required(body.startingDate, "startingDate"), "startingDate")
        let endingDate = try body.endingDate.map { try date($0, "endingDate") }
            ?? startingDate.addingTimeInterval(Self.maxPreapprovalSpan - 24 * 60 * 60)
        let record = PreapprovalRecord(
            id: Identifier.preapprovalKey(), currency: currency, startingDate: startingDate, endingDate: endingDate,
            maxAmountPerPayment: try body.maxAmountPerPayment.map { try F.positiveMoney($0, "maxAmountPerPayment", in: currency) },
            maxNumberOfPayments: try positive(body.maxNumberOfPayments, "maxNumberOfPayments"),
            maxNumberOfPaymentsPerPeriod: try positive(body.maxNumberOfPaymentsPerPeriod, "maxNumberOfPaymentsPerPeriod"),
            maxTotalAmountOfAllPayments: try body.maxTotalAmountOfAllPayments.map {
                try F.positiveMoney($0, "maxTotalAmountOfAllPayments", in: currency)
            },
            paymentPeriod: try F.choice(body.paymentPeriod, "paymentPeriod", default: .none),
            pinType: try F.choice(body.pinType, "pinType", default: .notRequired),
            feesPayer: try F.choice(body.feesPayer, "feesPayer", default: .eachReceiver),
            memo: try F.text(body.memo, "memo", max: 1_000),
            returnUrl: try F.required(F.text(body.returnUrl, "returnUrl", max: 1_024), "returnUrl"),
            cancelUrl: try F.required(F.text(body.cancelUrl, "cancelUrl", max: 1_024), "cancelUrl"),
            ipnNotificationUrl: try F.text(body.ipnNotificationUrl, "ipnNotificationUrl", max: 1_024),
            requestedSenderEmail: try F.text(body.senderEmail, "senderEmail", max: 127),
            createdAt: now)
        try checkTerms(record, now: now)
        try await store.write { db in
            if let email = record.requestedSenderEmail, try db.document(BuyerAccount.self, alias: email, in: .buyerEmail) == nil {
                throw AdaptiveFailure(.unknownEmail(email))
            }
            try db.save(record)
        }
        return PreapprovalPayload(preapprovalKey: record.id)
    }

    /// Dates from today to a year ahead, within a year of each other; a total PayPal allows.
    private func checkTerms(_ record: PreapprovalRecord, now: Date) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        if calendar.startOfDay(for: record.startingDate) < calendar.startOfDay(for: now) {
            throw AdaptiveFailure(.startDateInPast)
        }
        if record.startingDate.timeIntervalSince(now) > Self.maxPreapprovalSpan { throw AdaptiveFailure(.startingDateTooFar) }
        if record.endingDate <= record.startingDate {
            throw AdaptiveFailure(.invalidRequest("endingDate must be after startingDate", parameters: ["endingDate"]))
        }
        if record.endingDate.timeIntervalSince(record.startingDate) > Self.maxPreapprovalSpan {
            throw AdaptiveFailure(.dateRangeTooWide)
        }
        let limit = Money(minorUnits: Self.preapprovalTotalLimitMajorUnits * record.currency.minorPerMajor, currency: record.currency)
        if let total = record.maxTotalAmountOfAllPayments, total > limit { throw AdaptiveFailure(.totalAbovePayPalLimit) }
    }

    private func date(_ text: String, _ name: String) throws -> Date {
        guard let date = Timestamp.parse(text) else {
            throw AdaptiveFailure(
                .invalidRequest("\(name) \(text) is not a date: use 2026-11-22 or 2026-11-22T10:00:00Z", parameters: [name]))
        }
        return date
    }

    private func positive(_ value: LenientInt?, _ name: String) throws -> Int? {
        guard let value else { return nil }
        guard value.value > 0 else { throw AdaptiveFailure(.invalidParameter(name, value: String(value.value))) }
        return value.value
    }

    func preapprovalDetails(_ body: PreapprovalKeyBody) async throws -> PreapprovalDetailsPayload {
        let key = try AdaptiveFields.required(body.preapprovalKey, "preapprovalKey")
        let now = clock.now()
        guard let record = try await store.read({ db in try db.document(PreapprovalRecord.self, id: key) }) else {
            throw AdaptiveFailure(.preapprovalInvalid(key))
        }
        return PreapprovalDetailsPayload(record, at: now)
    }

    /// Cancels in any state, as PayPal does, expired and already canceled included.
    /// Cancels the preapproval; support (`bySupport`) is refused one canceled already, which the API cancels again.
    func cancelPreapproval(_ body: PreapprovalKeyBody, bySupport: Bool = false) async throws -> EmptyPayload {
        let key = try AdaptiveFields.required(body.preapprovalKey, "preapprovalKey")
        let now = clock.now()
        try await store.write { db in
            guard var record = try db.document(PreapprovalRecord.self, id: key) else {
                throw AdaptiveFailure(.preapprovalInvalid(key))
            }
            if bySupport, record.status == .canceled { throw SupportDesk.taken("\(key) is canceled already") }
            if record.status != .canceled { record.endedAt = now }
            record.status = .canceled
            try db.save(record)
            try InstantPaymentNotifications.send(IPNFields.preapproval(record), to: record.ipnNotificationUrl, in: db, at: now)
        }
        return EmptyPayload()
    }
}
