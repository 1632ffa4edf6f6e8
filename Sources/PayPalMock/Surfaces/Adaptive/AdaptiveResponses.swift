import Foundation
import PayPalVocabulary

/// The bodies Adaptive Payments answers with. Every value is a string on the wire, booleans and amounts included.
struct ResponseEnvelope: Encodable, Sendable {
    static let build = "10175386"

    var timestamp: String
    var ack: String
    var correlationId: String
    var build = Self.build
}

/// A payload with the `responseEnvelope` every Adaptive Payments response starts with.
struct Enveloped<Payload: Encodable & Sendable>: Encodable, Sendable {
    var responseEnvelope: ResponseEnvelope
    var payload: Payload

    private enum CodingKeys: String, CodingKey { case responseEnvelope }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(responseEnvelope, forKey: .responseEnvelope)
        try payload.encode(to: encoder)
    }
}

struct ErrorDataBody: Encodable, Sendable {
    var errorId: String
    var domain = "PLATFORM"
    var subdomain = "Application"
    var severity = "Error"
    var category: String
    var message: String
    var parameter: [String]?

    init(_ error: AdaptiveError) {
        errorId = error.errorId
        category = error.category.rawValue
        message = error.message
        parameter = error.parameters.isEmpty ? nil : error.parameters
    }
}

struct FailurePayload: Encodable, Sendable {
    var error: [ErrorDataBody]
}

struct ReceiverResponse: Encodable, Sendable {
    var amount: String
    var email: String?
    var phone: String?
    var primary: String
    var invoiceId: String?
    var paymentType: String
    var accountId: String?

    init(_ receiver: ReceiverPayment) {
        amount = receiver.amount.text
        email = receiver.email
        phone = receiver.phone
        primary = receiver.isPrimary ? "true" : "false"
        invoiceId = receiver.invoiceId
        paymentType = receiver.paymentType.rawValue
        accountId = receiver.accountId
    }
}

struct PaymentInfoBody: Encodable, Sendable {
    var transactionId: String?
    var transactionStatus: String?
    var receiver: ReceiverResponse
    var refundedAmount: String?
    var pendingRefund = "false"
    var pendingReason: String?
    var senderTransactionId: String?
    var senderTransactionStatus: String?
}

struct PaymentInfoList: Encodable, Sendable {
    var paymentInfo: [PaymentInfoBody]

    init(_ record: PayKeyRecord) {
        paymentInfo = record.receivers.map { receiver in
            let paid = receiver.transactionId != nil
            return PaymentInfoBody(
                transactionId: receiver.transactionId,
                transactionStatus: receiver.transactionStatus?.rawValue,
                receiver: ReceiverResponse(receiver),
                refundedAmount: paid ? receiver.refunded.text : nil,
                pendingReason: receiver.pendingReason,
                senderTransactionId: paid ? record.senderTransactionId : nil,
                senderTransactionStatus: paid ? TransactionStatus.completed.rawValue : nil)
        }
    }
}

struct PayErrorList: Encodable, Sendable {
    struct PayErrorBody: Encodable, Sendable {
        var receiver: ReceiverResponse
        var error: ErrorDataBody
    }

    var payError: [PayErrorBody]

    init?(_ errors: [PayKeyRecord.PayError]) {
        guard !errors.isEmpty else { return nil }
        payError = errors.map { PayErrorBody(receiver: ReceiverResponse($0.receiver), error: ErrorDataBody($0.error)) }
    }
}

struct SenderBody: Encodable, Sendable {
    var accountId: String
    var email: String?
}

struct PayPayload: Encodable, Sendable {
    var payKey: String
    var paymentExecStatus: String
    var payErrorList: PayErrorList?
    var paymentInfoList: PaymentInfoList?
    var sender: SenderBody?

    init(_ record: PayKeyRecord, at now: Date) {
        payKey = record.id
        paymentExecStatus = record.status(at: now).rawValue
        payErrorList = PayErrorList(record.payErrors)
        paymentInfoList = record.status == .created ? nil : PaymentInfoList(record)
        sender = record.senderAccountId.map { SenderBody(accountId: $0) }
    }
}

struct ExecutePaymentPayload: Encodable, Sendable {
    var paymentExecStatus: String
    var payErrorList: PayErrorList?
}

struct AddressBody: Encodable, Sendable {
    var addresseeName: String
    var baseAddress: BaseAddress

    struct BaseAddress: Encodable, Sendable {
        var line1: String
        var line2: String?
        var city: String
        var state: String?
        var postalCode: String
        var countryCode: String
    }

    init(_ address: Address) {
        addresseeName = address.name
        baseAddress = BaseAddress(
            line1: address.line1, line2: address.line2, city: address.city, state: address.state,
            postalCode: address.postalCode, countryCode: address.countryCode)
    }
}

struct PaymentDetailsPayload: Encodable, Sendable {
    var payKey: String
    var status: String
    var actionType: String
    var currencyCode: String
    var feesPayer: String
    var memo: String?
    var trackingId: String?
    var preapprovalKey: String?
    var returnUrl: String?
    var cancelUrl: String?
    var ipnNotificationUrl: String?
    var senderEmail: String?
    var sender: SenderBody?
    var paymentInfoList: PaymentInfoList
    var payKeyExpirationDate: String
    var reverseAllParallelPaymentsOnError = "false"
    var shippingAddress: AddressBody?

    init(_ record: PayKeyRecord, at now: Date) {
        payKey = record.id
        status = record.status(at: now).rawValue
        actionType = record.actionType.rawValue
        currencyCode = record.currency.code
        feesPayer = record.feesPayer.rawValue
        memo = record.memo
        trackingId = record.trackingId
        preapprovalKey = record.preapprovalKey
        returnUrl = record.returnUrl
        cancelUrl = record.cancelUrl
        ipnNotificationUrl = record.ipnNotificationUrl
        senderEmail = record.senderEmail
        sender = record.senderAccountId.map { SenderBody(accountId: $0, email: record.senderEmail) }
        paymentInfoList = PaymentInfoList(record)
        payKeyExpirationDate = Timestamp.adaptive(record.expiresAt)
        shippingAddress = record.shippingAddress.map(AddressBody.init)
    }
}

struct PreapprovalPayload: Encodable, Sendable {
    var preapprovalKey: String
}

struct PreapprovalDetailsPayload: Encodable, Sendable {
    var approved: String
    var status: String
    var currencyCode: String
    var startingDate: String
    var endingDate: String
    var maxAmountPerPayment: String?
    var maxNumberOfPayments: String?
    var maxNumberOfPaymentsPerPeriod: String?
    var maxTotalAmountOfAllPayments: String?
    var paymentPeriod: String
    var pinType: String
    var feesPayer: String
    var curPayments: String
    var curPaymentsAmount: String
    var curPeriodAttempts: String
    var curPeriodEndingDate: String?
    var memo: String?
    var returnUrl: String?
    var cancelUrl: String?
    var ipnNotificationUrl: String?
    var senderEmail: String?
    var sender: SenderBody?
    var dayOfWeek = "NO_DAY_SPECIFIED"
    var dateOfMonth = "0"
    var displayMaxTotalAmount = "false"

    init(_ record: PreapprovalRecord, at now: Date) {
        approved = record.approved ? "true" : "false"
        status = record.status(at: now).rawValue
        currencyCode = record.currency.code
        startingDate = Timestamp.adaptive(record.startingDate)
        endingDate = Timestamp.adaptive(record.endingDate)
        maxAmountPerPayment = record.maxAmountPerPayment?.text
        maxNumberOfPayments = record.maxNumberOfPayments.map(String.init)
        maxNumberOfPaymentsPerPeriod = record.maxNumberOfPaymentsPerPeriod.map(String.init)
        maxTotalAmountOfAllPayments = record.maxTotalAmountOfAllPayments?.text
        paymentPeriod = record.paymentPeriod.rawValue
        pinType = record.pinType.rawValue
        feesPayer = record.feesPayer.rawValue
        curPayments = String(record.paymentCount)
        curPaymentsAmount = record.paymentsTotal.text
        curPeriodAttempts = String(record.paymentsInPeriod(containing: now))
        curPeriodEndingDate = record.currentPeriodEnd(at: now).map(Timestamp.adaptive)
        memo = record.memo
        returnUrl = record.returnUrl
        cancelUrl = record.cancelUrl
        ipnNotificationUrl = record.ipnNotificationUrl
        senderEmail = record.senderEmail ?? record.requestedSenderEmail
        sender = record.senderAccountId.map { SenderBody(accountId: $0) }
    }
}

struct RefundPayload: Encodable, Sendable {
    struct RefundInfo: Encodable, Sendable {
        var receiver: ReceiverResponse
        var refundStatus: String
        var refundGrossAmount: String?
        var refundNetAmount: String?
        var refundFeeAmount: String?
        var totalOfAllRefunds: String?
        var refundHasBecomeFull: String?
        var encryptedRefundTransactionId: String?
        var refundTransactionStatus: String?

        init(_ outcome: RefundOutcome) {
            receiver = ReceiverResponse(outcome.receiver)
            refundStatus = outcome.status.rawValue
            if let amount = outcome.refundedNow {
                refundGrossAmount = amount.text
                refundNetAmount = amount.text
                refundFeeAmount = Money.zero(amount.currency).text
                totalOfAllRefunds = outcome.receiver.refunded.text
                refundHasBecomeFull = outcome.receiver.refundable.isPositive ? "false" : "true"
                encryptedRefundTransactionId = outcome.refundTransactionId
                refundTransactionStatus = "COMPLETED"
            }
        }
    }

    struct RefundInfoList: Encodable, Sendable {
        var refundInfo: [RefundInfo]
    }

    var currencyCode: String
    var refundInfoList: RefundInfoList
}

struct EmptyPayload: Encodable, Sendable {}
