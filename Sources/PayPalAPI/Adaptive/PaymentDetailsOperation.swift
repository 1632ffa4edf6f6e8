extension Adaptive {
    /// `PaymentDetails`: a payment as it stands.
    public struct PaymentDetailsRequest: AdaptiveRequest, Equatable {
        public typealias Response = PaymentDetailsResponse
        public static let operation = "PaymentDetails"

        public var requestEnvelope = RequestEnvelope()
        public var payment: PaymentReference

        public init(_ payment: PaymentReference) {
            self.payment = payment
        }

        private enum CodingKeys: String, CodingKey { case requestEnvelope }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(requestEnvelope, forKey: .requestEnvelope)
            try payment.encode(to: encoder)
        }
    }

    public struct PaymentDetailsResponse: Decodable, Sendable, Equatable {
        public var responseEnvelope: ResponseEnvelope
        public var payKey: String
        /// `CREATED`, `COMPLETED`, `INCOMPLETE`, `ERROR`, `REVERSALERROR`, `PROCESSING`, `PENDING`, and PayTerm's
        /// `EXPIRED` for a pay key past its 3 hours.
        public var status: String
        public var actionType: String?
        public var currencyCode: String
        public var feesPayer: String?
        public var memo: String?
        public var trackingId: String?
        public var preapprovalKey: String?
        public var senderEmail: String?
        public var sender: Sender?
        public var paymentInfoList: PaymentInfoList?
        /// Where the buyer chose to ship, once they have approved.
        public var shippingAddress: ShippingAddress?
        public var payKeyExpirationDate: String?
    }

    /// An address as Adaptive Payments answers with one.
    public struct ShippingAddress: Decodable, Sendable, Equatable {
        public struct BaseAddress: Decodable, Sendable, Equatable {
            public var line1: String
            public var line2: String?
            public var city: String
            public var state: String?
            public var postalCode: String
            public var countryCode: String
        }

        public var addresseeName: String
        public var baseAddress: BaseAddress
    }
}
