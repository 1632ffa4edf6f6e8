import PayPalVocabulary

extension Adaptive {
    /// `Refund`: everything paid (no receivers named), or the amounts named per receiver.
    public struct RefundRequest: AdaptiveRequest, Equatable {
        public typealias Response = RefundResponse
        public static let operation = "Refund"

        public var requestEnvelope = RequestEnvelope()
        public var payment: PaymentReference
        public var currencyCode: String?
        public var receiverList: ReceiverList?

        public init(_ payment: PaymentReference, currency: Currency? = nil, receivers: [Receiver]? = nil) {
            self.payment = payment
            currencyCode = currency?.code
            receiverList = receivers.map(ReceiverList.init)
        }

        private enum CodingKeys: String, CodingKey { case requestEnvelope, currencyCode, receiverList }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(requestEnvelope, forKey: .requestEnvelope)
            try container.encodeIfPresent(currencyCode, forKey: .currencyCode)
            try container.encodeIfPresent(receiverList, forKey: .receiverList)
            try payment.encode(to: encoder)
        }
    }

    public struct RefundResponse: Decodable, Sendable, Equatable {
        /// What happened to one receiver's part: `REFUNDED`, `REFUNDED_PENDING`, `NOT_PAID`,
        /// `ALREADY_REVERSED_OR_REFUNDED`…
        public struct RefundInfo: Decodable, Sendable, Equatable {
            public var receiver: ReceiverInfo
            public var refundStatus: String
            public var refundGrossAmount: String?
            public var refundNetAmount: String?
            public var refundFeeAmount: String?
            public var totalOfAllRefunds: String?
            public var refundHasBecomeFull: String?
            public var encryptedRefundTransactionId: String?
            public var refundTransactionStatus: String?
        }

        public struct RefundInfoList: Decodable, Sendable, Equatable {
            public var refundInfo: [RefundInfo]
        }

        public var responseEnvelope: ResponseEnvelope
        public var currencyCode: String?
        public var refundInfoList: RefundInfoList
    }
}
