/// One entry of an Adaptive Payments error list, with PayPal's code and wording.
struct AdaptiveError: Error, Sendable, Equatable, Codable {
    enum Category: String, Codable, Sendable {
        case system = "System"
        case application = "Application"
        case request = "Request"
    }

    var errorId: String
    var category: Category
    var message: String
    var parameters: [String] = []
}

/// A refused Adaptive Payments operation: its errors, and whether the request itself was malformed
/// (sent with HTTP 400) or refused by a business rule (HTTP 200 with `ack=Failure`, as PayPal did).
struct AdaptiveFailure: Error, Sendable, Equatable {
    var errors: [AdaptiveError]
    var isMalformedRequest = false

    init(_ error: AdaptiveError, malformed: Bool = false) {
        self.errors = [error]
        self.isMalformedRequest = malformed
    }
}

extension AdaptiveError {
    // MARK: Credentials and permissions
    static let internalError = AdaptiveError(errorId: "520002", category: .system, message: "Internal error")
    static let authenticationFailed = AdaptiveError(
        errorId: "520003", category: .application, message: "Authentication failed. API credentials are incorrect.")
    static let noPermission = AdaptiveError(
        errorId: "540031", category: .application,
        message: "Operation is not permitted because the credentials do not match those of the initial operation")
    static let mustBeAuthorizedBySender = AdaptiveError(
        errorId: "550001", category: .application, message: "This payment request must be authorized by the sender")

    // MARK: Request validation
    static func invalidRequest(_ detail: String, parameters: [String] = []) -> AdaptiveError {
        AdaptiveError(errorId: "580001", category: .application, message: "Invalid request: \(detail)", parameters: parameters)
    }
    static func invalidParameter(_ name: String, value: String, because reason: String? = nil) -> AdaptiveError {
        let base = "Invalid request parameter: \(name) with value \(value)"
        return AdaptiveError(
            errorId: "580022", category: .application,
            message: reason.map { "\(base). \($0)" } ?? base, parameters: [name, value])
    }
    static func missingParameter(_ name: String) -> AdaptiveError {
        AdaptiveError(errorId: "580029", category: .application, message: "Invalid request: \(name) is missing", parameters: [name])
    }
    static func unsupported(_ name: String, value: String) -> AdaptiveError {
        AdaptiveError(
            errorId: "580027", category: .application,
            message: "The argument is unsupported: \(name) \(value) (PayTerm speaks JSON only)", parameters: [name, value])
    }
    static let fractionalAmount = AdaptiveError(
        errorId: "589023", category: .application,
        message: "If a fractional amount is rounded due to currency conversion, funds could be lost")
    static func unknownEmail(_ email: String) -> AdaptiveError {
        AdaptiveError(
            errorId: "589039", category: .application,
            message: "The email address \(email) is invalid. It may not be registered in PayPal's system yet",
            parameters: [email, "Sender Account not found"])
    }

    // MARK: Receivers
    static let tooManyReceivers = AdaptiveError(
        errorId: "579007", category: .application, message: "The maximum number of receivers is 6")
    static let primaryAmountTooSmall = AdaptiveError(
        errorId: "579017", category: .application,
        message: "The amount for the primary receiver must be greater than or equal to the total of other chained receiver amounts")
    static let senderIsReceiver = AdaptiveError(
        errorId: "579033", category: .application, message: "The sender and each receiver must have different accounts")
    static let duplicateReceivers = AdaptiveError(
        errorId: "579040", category: .application, message: "Receiver PayPal accounts must be unique.", parameters: ["receiver"])
    static let duplicateTrackingId = AdaptiveError(
        errorId: "579042", category: .application, message: "The tracking ID already exists and cannot be duplicated")

    // MARK: Pay keys
    static func payKeyUsed(_ payKey: String) -> AdaptiveError {
        AdaptiveError(
            errorId: "580022", category: .application,
            message: "payKey \(payKey) has already been used to make a payment", parameters: ["payKey", payKey])
    }
    static func payKeyExpired(_ payKey: String) -> AdaptiveError {
        invalidParameter("payKey", value: payKey, because: "The pay key has expired: pay keys are valid for 3 hours")
    }
    static let noPaymentSource = AdaptiveError(
        errorId: "589009", category: .application,
        message: "This payment cannot be processed because no payment source is available")

    // MARK: Preapprovals
    static let preapprovalNotAuthorized = AdaptiveError(
        errorId: "539012", category: .application, message: "The preapproval key has not been authorized yet")
    static let preapprovalCanceled = AdaptiveError(
        errorId: "569013", category: .application, message: "The preapproval key has been canceled")
    static let preapprovalSuspendedForPIN = AdaptiveError(
        errorId: "569019", category: .application,
        message: "The preapproval has been suspended due to too many PIN failures")
    static let startingDateTooFar = AdaptiveError(
        errorId: "570026", category: .application, message: "The starting date is too far in the future",
        parameters: ["startingDate"])
    static let preapprovalNeedsSender = AdaptiveError(
        errorId: "579010", category: .application,
        message: "If a preapproval key is specified, the sender's email address must be, too")
    static let preapprovalOtherSender = AdaptiveError(
        errorId: "579014", category: .application,
        message: "The preapproval key specifies a different sender than the payment request")
    static let preapprovalOutsideDates = AdaptiveError(
        errorId: "579024", category: .application,
        message: "The preapproval key cannot be used before the start date or after the end date")
    static let preapprovalOtherCurrency = AdaptiveError(
        errorId: "579027", category: .application,
        message: "The preapproval key specifies a different currency than the payment request")
    static let exceedsAmountPerPayment = AdaptiveError(
        errorId: "579028", category: .application, message: "The payment amount exceeds the maximum amount per payment")
    static let exceedsPaymentsPerPeriod = AdaptiveError(
        errorId: "579030", category: .application,
        message: "The number of payments made this period exceeds the maximum number of payments per period")
    static let exceedsNumberOfPayments = AdaptiveError(
        errorId: "579030", category: .application,
        message: "The number of payments made exceeds the maximum number of payments of the preapproval")
    static let exceedsTotalAmount = AdaptiveError(
        errorId: "579031", category: .application,
        message: "The total amount of all payments exceeds the maximum total amount for all payments")
    static let dateRangeTooWide = AdaptiveError(
        errorId: "579038", category: .application, message: "The date range between the start date and the end date is too wide")
    static let totalAbovePayPalLimit = AdaptiveError(
        errorId: "579055", category: .application,
        message: "The limit for total amount of all payments is above PayPal's limit")
    static let startDateInPast = AdaptiveError(
        errorId: "580024", category: .application, message: "The start date must be in the future", parameters: ["startingDate"])
    static func preapprovalInvalid(_ key: String) -> AdaptiveError {
        AdaptiveError(errorId: "589019", category: .application, message: "The preapproval key \(key) is invalid", parameters: [key])
    }

    // MARK: Refunds
    static let refundNotAllowed = AdaptiveError(
        errorId: "560018", category: .application,
        message: "Cannot refund this type of transaction: pay keys made by the Mobile Payments Library's own checkout"
            + " are refunded from the PayPal account, not with the Refund API")
    static let fullRefundAfterPartial = AdaptiveError(
        errorId: "570012", category: .application,
        message: "A full refund cannot be made after a partial refund: name the receivers and amounts to refund")
    static let refundExceedsRemaining = AdaptiveError(
        errorId: "570014", category: .application,
        message: "The partial refund amount must be less than or equal to the remaining amount")
    static let alreadyFullyRefunded = AdaptiveError(
        errorId: "570015", category: .application, message: "This transaction has already been fully refunded")
    static let refundTimeLimit = AdaptiveError(
        errorId: "570017", category: .application, message: "The refund time limit has been exceeded")
    static func invalidTrackingId(_ id: String) -> AdaptiveError {
        AdaptiveError(errorId: "579051", category: .application, message: "The tracking ID \(id) is invalid", parameters: [id])
    }
    static let refundCurrencyMissing = AdaptiveError(
        errorId: "589036", category: .application, message: "The currency code is missing", parameters: ["currencyCode"])
    static let refundCurrencyMismatch = AdaptiveError(
        errorId: "589037", category: .application,
        message: "The currency code does not match the currency of the payment", parameters: ["currencyCode"])
    static func refundReceiverNotInPayment(_ receiver: String) -> AdaptiveError {
        AdaptiveError(
            errorId: "589038", category: .application, message: "The refund receiver \(receiver) is not part of the payment",
            parameters: [receiver])
    }
    static let refundAmountInvalid = AdaptiveError(
        errorId: "589041", category: .application,
        message: "The refund amount must be greater than zero and less than or equal to the original amount")
    static let chainedNeedsFullRefund = AdaptiveError(
        errorId: "589052", category: .application, message: "Chained payments can only be refunded in full")
    static func invalidTransactionId(_ id: String) -> AdaptiveError {
        AdaptiveError(errorId: "589061", category: .application, message: "The transaction ID \(id) is invalid", parameters: [id])
    }
}
