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

    init(_ errorId: String, _ message: String, category: Category = .application, parameters: [String] = []) {
        self.errorId = errorId
        self.category = category
        self.message = message
        self.parameters = parameters
    }
}

/// A refused Adaptive Payments operation: its errors, answered with HTTP 200 and `ack=Failure` whether a
/// business rule or the request itself is at fault, as PayPal did (paypal-adaptive-errors.md §2).
struct AdaptiveFailure: Error, Sendable, Equatable {
    var errors: [AdaptiveError]

    init(_ error: AdaptiveError) {
        self.errors = [error]
    }
}

extension AdaptiveError {
    // MARK: Credentials and permissions
    static let internalError = AdaptiveError("520002", "Internal error", category: .system)

    /// PayPal's words for an error id (Adaptive Payments Developer Guide), for an error a fault answers with.
    static func wording(of id: String) -> String {
        [
            "500000": "There is a system error", "520002": "Internal error", "520003": "Authentication failed. API credentials are incorrect.",
            "539012": "The preapproval key has not been authorized yet", "569013": "The preapproval key has been canceled",
            "569019": "The preapproval has been suspended due to too many PIN failures",
            "579024": "The preapproval key cannot be used before the start date or after the end date",
            "579028": "The payment amount exceeds the maximum amount per payment",
            "579031": "The total amount of all payments exceeds the maximum total amount for all payments",
            "580022": "Invalid request parameter", "589009": "This payment cannot be processed because no payment source is available",
        ][id] ?? "There is a system error"
    }
    static let authenticationFailed = AdaptiveError("520003", "Authentication failed. API credentials are incorrect.")
    static let missingApplicationId = AdaptiveError(
        "520002", "Internal error: the X-PAYPAL-APPLICATION-ID header is missing (use \(Credentials.sandboxApplicationId))", category: .system)
    static let mustBeAuthorizedBySender = AdaptiveError("550001", "This payment request must be authorized by the sender")

    // MARK: Request validation
    static func invalidRequest(_ detail: String, parameters: [String] = []) -> AdaptiveError {
        AdaptiveError("580001", "Invalid request: \(detail)", parameters: parameters)
    }
    static func invalidParameter(_ name: String, value: String, because reason: String? = nil) -> AdaptiveError {
        let base = "Invalid request parameter: \(name) with value \(value)"
        return AdaptiveError("580022", reason.map { "\(base). \($0)" } ?? base, parameters: [name, value])
    }
    static let missingPaymentKey = AdaptiveError(
        "580029", "Invalid request: A pay key, transaction ID, or tracking ID is missing", parameters: ["payKey", "transactionId", "trackingId"])
    static func missingParameter(_ name: String) -> AdaptiveError {
        AdaptiveError("580029", "Invalid request: \(name) is missing", parameters: [name])
    }
    static func unsupported(_ name: String, value: String) -> AdaptiveError {
        AdaptiveError("580027", "The argument is unsupported: \(name) \(value) (use JSON, NV or XML)", parameters: [name, value])
    }
    static let fractionalAmount = AdaptiveError("589023", "If a fractional amount is rounded due to currency conversion, funds could be lost")
    static func unknownEmail(_ email: String) -> AdaptiveError {
        AdaptiveError("589039", "The email address \(email) is invalid. It may not be registered in PayPal's system yet", parameters: [email, "Sender Account not found"])
    }

    // MARK: Receivers
    static let tooManyReceivers = AdaptiveError("579007", "The maximum number of receivers is 6")
    static let primaryAmountTooSmall = AdaptiveError("579017", "The amount for the primary receiver must be greater than or equal to the total of other chained receiver amounts")
    static let senderIsReceiver = AdaptiveError("579033", "The sender and each receiver must have different accounts")
    static let duplicateReceivers = AdaptiveError("579040", "Receiver PayPal accounts must be unique.", parameters: ["receiver"])
    static let duplicateTrackingId = AdaptiveError("579042", "The tracking ID already exists and cannot be duplicated")

    // MARK: Pay keys
    static func payKeyUsed(_ payKey: String) -> AdaptiveError {
        AdaptiveError("580022", "payKey \(payKey) has already been used to make a payment", parameters: ["payKey", payKey])
    }
    static func payKeyExpired(_ payKey: String) -> AdaptiveError {
        invalidParameter("payKey", value: payKey, because: "The pay key has expired: pay keys are valid for 3 hours")
    }
    static let noPaymentSource = AdaptiveError("589009", "This payment cannot be processed because no payment source is available")

    // MARK: Preapprovals
    static let preapprovalNotAuthorized = AdaptiveError("539012", "The preapproval key has not been authorized yet")
    static let preapprovalCanceled = AdaptiveError("569013", "The preapproval key has been canceled")
    static let preapprovalSuspendedForPIN = AdaptiveError("569019", "The preapproval has been suspended due to too many PIN failures")
    static let startingDateTooFar = AdaptiveError("570026", "The starting date is too far in the future", parameters: ["startingDate"])
    static let preapprovalNeedsSender = AdaptiveError("579010", "If a preapproval key is specified, the sender's email address must be, too")
    static let preapprovalOtherSender = AdaptiveError("579014", "The preapproval key specifies a different sender than the payment request")
    static let preapprovalOutsideDates = AdaptiveError("579024", "The preapproval key cannot be used before the start date or after the end date")
    static let preapprovalOtherCurrency = AdaptiveError("579027", "The preapproval key specifies a different currency than the payment request")
    static let exceedsAmountPerPayment = AdaptiveError("579028", "The payment amount exceeds the maximum amount per payment")
    static let exceedsPaymentsPerPeriod = AdaptiveError("579030", "The number of payments made this period exceeds the maximum number of payments per period")
    static let exceedsNumberOfPayments = AdaptiveError("579030", "The number of payments made exceeds the maximum number of payments of the preapproval")
    static let exceedsTotalAmount = AdaptiveError("579031", "The total amount of all payments exceeds the maximum total amount for all payments")
    static let dateRangeTooWide = AdaptiveError("579038", "The date range between the start date and the end date is too wide")
    static let totalAbovePayPalLimit = AdaptiveError("579055", "The limit for total amount of all payments is above PayPal's limit")
    static let startDateInPast = AdaptiveError("580024", "The start date must be in the future", parameters: ["startingDate"])
    static func preapprovalInvalid(_ key: String) -> AdaptiveError {
        AdaptiveError("589019", "The preapproval key \(key) is invalid", parameters: [key])
    }

    // MARK: Refunds
    static let refundNotAllowed = AdaptiveError("560018", "Cannot refund this type of transaction: pay keys made by the Mobile Payments Library's own checkout" + " are refunded from the PayPal account, not with the Refund API")
    static let fullRefundAfterPartial = AdaptiveError("570012", "A full refund cannot be made after a partial refund: name the receivers and amounts to refund")
    static let refundExceedsRemaining = AdaptiveError("570014", "The partial refund amount must be less than or equal to the remaining amount")
    static let alreadyFullyRefunded = AdaptiveError("570015", "This transaction has already been fully refunded")
    static let refundTimeLimit = AdaptiveError("570017", "The refund time limit has been exceeded")
    static func invalidTrackingId(_ id: String) -> AdaptiveError {
        AdaptiveError("579051", "The tracking ID \(id) is invalid", parameters: [id])
    }
    static let refundCurrencyMissing = AdaptiveError("589036", "The currency code is missing", parameters: ["currencyCode"])
    static let refundCurrencyMismatch = AdaptiveError("589037", "The currency code does not match the currency of the payment", parameters: ["currencyCode"])
    static func refundReceiverNotInPayment(_ receiver: String) -> AdaptiveError {
        AdaptiveError("589038", "The refund receiver \(receiver) is not part of the payment", parameters: [receiver])
    }
    static let refundAmountInvalid = AdaptiveError("589041", "The refund amount must be greater than zero and less than or equal to the original amount")
    static let chainedNeedsFullRefund = AdaptiveError("589052", "Chained payments can only be refunded in full")
    static func invalidTransactionId(_ id: String) -> AdaptiveError {
        AdaptiveError("589061", "The transaction ID \(id) is invalid", parameters: [id])
    }
}
