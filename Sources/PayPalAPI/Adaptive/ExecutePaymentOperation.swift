extension Adaptive {
    /// `ExecutePayment`: pays a payment made with `actionType` `CREATE`.
    public struct ExecutePaymentRequest: AdaptiveRequest, Equatable {
        public typealias Response = ExecutePaymentResponse
        public static let operation = "ExecutePayment"

        public var requestEnvelope = RequestEnvelope()
        public var payKey: String
        public var actionType: String?
        public var fundingPlanId: String?

        public init(payKey: String, actionType: String? = nil, fundingPlanId: String? = nil) {
            self.payKey = payKey
            self.actionType = actionType
            self.fundingPlanId = fundingPlanId
        }
    }

    public struct ExecutePaymentResponse: Decodable, Sendable, Equatable {
        public var responseEnvelope: ResponseEnvelope
        public var paymentExecStatus: String
        public var payErrorList: PayErrorList?
    }
}
