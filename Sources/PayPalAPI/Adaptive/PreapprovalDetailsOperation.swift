extension Adaptive {
    /// `PreapprovalDetails`: a preapproval's terms, and what has been paid under it.
    public struct PreapprovalDetailsRequest: AdaptiveRequest, Equatable {
        public typealias Response = PreapprovalDetailsResponse
        public static let operation = "PreapprovalDetails"

        public var requestEnvelope = RequestEnvelope()
        public var preapprovalKey: String

        public init(preapprovalKey: String) {
            self.preapprovalKey = preapprovalKey
        }
    }

    /// Every value is text on this wire: `approved` is `true` or `false`, counts are digits.
    public struct PreapprovalDetailsResponse: Decodable, Sendable, Equatable {
        public var responseEnvelope: ResponseEnvelope
        public var approved: String
        /// `ACTIVE`, `CANCELED`, `DEACTIVED`, and PayTerm's `EXPIRED` for one never agreed to in its 3 hours.
        public var status: String
        public var currencyCode: String
        public var startingDate: String
        public var endingDate: String
        public var maxAmountPerPayment: String?
        public var maxNumberOfPayments: String?
        public var maxNumberOfPaymentsPerPeriod: String?
        public var maxTotalAmountOfAllPayments: String?
        public var paymentPeriod: String?
        public var pinType: String?
        public var feesPayer: String?
        /// How many payments were taken under it, and how much in all.
        public var curPayments: String?
        public var curPaymentsAmount: String?
        public var curPeriodAttempts: String?
        public var curPeriodEndingDate: String?
        public var memo: String?
        public var senderEmail: String?
        public var sender: Sender?

        public var isApproved: Bool { approved == "true" }
    }
}
