import PayPalVocabulary

extension Adaptive {
    /// `Preapproval`: asks a buyer to agree, once, to payments the merchant then takes without them, within limits.
    public struct PreapprovalRequest: AdaptiveRequest, Equatable {
        public typealias Response = PreapprovalResponse
        public static let operation = "Preapproval"

        public var requestEnvelope = RequestEnvelope()
        public var currencyCode: String
        /// `2026-11-22`: today or later, on the backend's clock.
        public var startingDate: String
        /// Within a year of the start.
        public var endingDate: String?
        public var maxAmountPerPayment: String?
        public var maxNumberOfPayments: Int?
        public var maxNumberOfPaymentsPerPeriod: Int?
        /// At most 2,000.00.
        public var maxTotalAmountOfAllPayments: String?
        /// `NO_PERIOD_SPECIFIED`, `DAILY`, `WEEKLY`, `BIWEEKLY`, `SEMIMONTHLY`, `MONTHLY`, `ANNUALLY`.
        public var paymentPeriod: String?
        /// `REQUIRED`: each payment needs the PIN the buyer creates when agreeing. `NOT_REQUIRED` is the default.
        public var pinType: String?
        public var feesPayer: String?
        public var memo: String?
        public var senderEmail: String?
        public var returnUrl: String
        public var cancelUrl: String
        public var ipnNotificationUrl: String?

        public init(
            startingDate: String, returnUrl: String, cancelUrl: String, currency: Currency, maxAmountPerPayment: Money? = nil,
            maxNumberOfPayments: Int? = nil, maxTotal: Money? = nil, pinRequired: Bool = false, memo: String? = nil
        ) {
            currencyCode = currency.code
            self.startingDate = startingDate
            self.returnUrl = returnUrl
            self.cancelUrl = cancelUrl
            self.maxAmountPerPayment = maxAmountPerPayment?.text
            self.maxNumberOfPayments = maxNumberOfPayments
            maxTotalAmountOfAllPayments = maxTotal?.text
            pinType = pinRequired ? "REQUIRED" : "NOT_REQUIRED"
            self.memo = memo
        }
    }

    public struct PreapprovalResponse: Decodable, Sendable, Equatable {
        public var responseEnvelope: ResponseEnvelope
        /// `PA-…`: the buyer agrees to it in the library; it expires 3 hours after it was made until they do.
        public var preapprovalKey: String
    }
}
