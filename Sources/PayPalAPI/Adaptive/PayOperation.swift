import PayPalVocabulary

extension Adaptive {
    /// `Pay`: a simple (one receiver), parallel (2–6) or chained (a primary and 1–5 secondaries) payment. Made with
    /// `actionType` `CREATE`, or without a preapproval, it waits for the buyer (`CREATED`); with a preapproval it is
    /// paid at once.
    public struct PayRequest: AdaptiveRequest, Equatable {
        public typealias Response = PayResponse
        public static let operation = "Pay"

        public enum ActionType: String, Encodable, Sendable {
            case pay = "PAY"
            /// Made now, paid by `ExecutePayment`.
            case create = "CREATE"
            case payPrimary = "PAY_PRIMARY"
        }

        public var requestEnvelope = RequestEnvelope()
        public var actionType: ActionType
        public var currencyCode: String
        public var receiverList: ReceiverList
        public var receiverOptions: [ReceiverOptions]?
        /// `EACHRECEIVER` (the default), `SENDER`, `PRIMARYRECEIVER` or `SECONDARYONLY`.
        public var feesPayer: String?
        public var memo: String?
        public var trackingId: String?
        /// A preapproval to pay under, with its sender and (when it needs one) the PIN the buyer typed.
        public var preapprovalKey: String?
        public var senderEmail: String?
        public var pin: Secret? {
            get { sentPin?.secret }
            set { sentPin = newValue.map(SentSecret.init) }
        }
        public var returnUrl: String?
        public var cancelUrl: String?
        /// Where PayPal posts the payment's Instant Payment Notification.
        public var ipnNotificationUrl: String?
        private var sentPin: SentSecret?

        public init(
            actionType: ActionType = .pay, currency: Currency, receivers: [Receiver], returnUrl: String? = nil, cancelUrl: String? = nil,
            feesPayer: String? = nil, memo: String? = nil
        ) {
            self.actionType = actionType
            currencyCode = currency.code
            receiverList = ReceiverList(receivers)
            self.returnUrl = returnUrl
            self.cancelUrl = cancelUrl
            self.feesPayer = feesPayer
            self.memo = memo
        }

        private enum CodingKeys: String, CodingKey {
            case requestEnvelope, actionType, currencyCode, receiverList, receiverOptions, feesPayer, memo, trackingId, preapprovalKey
            case senderEmail, sentPin = "pin", returnUrl, cancelUrl, ipnNotificationUrl
        }
    }

    public struct PayResponse: Decodable, Sendable, Equatable {
        public var responseEnvelope: ResponseEnvelope
        public var payKey: String
        /// `CREATED` (waiting for the buyer), `COMPLETED`, `INCOMPLETE`, `ERROR`, `PENDING`…
        public var paymentExecStatus: String
        public var payErrorList: PayErrorList?
        public var paymentInfoList: PaymentInfoList?
        public var sender: Sender?
    }
}
