import PayPalVocabulary

extension Adaptive {
    /// Who a payment or refund pays, and how much: an email or a phone number, an amount as PayPal writes it
    /// (`10.00`, `1500` for yen).
    public struct Receiver: Encodable, Sendable, Equatable {
        /// A phone number as Adaptive Payments sends one: country code and number apart.
        public struct Phone: Encodable, Sendable, Equatable {
            public var countryCode: String
            public var phoneNumber: String

            public init(countryCode: String, phoneNumber: String) {
                self.countryCode = countryCode
                self.phoneNumber = phoneNumber
            }
        }

        public var amount: String
        public var email: String?
        public var phone: Phone?
        /// True for the primary receiver of a chained payment.
        public var primary: Bool?
        public var invoiceId: String?
        /// `GOODS`, `SERVICE`, `PERSONAL`…
        public var paymentType: String?

        public init(email: String, amount: Money, primary: Bool? = nil, invoiceId: String? = nil, paymentType: String? = nil) {
            self.init(amount: amount, email: email, primary: primary, invoiceId: invoiceId, paymentType: paymentType)
        }

        public init(phone: Phone, amount: Money, primary: Bool? = nil, invoiceId: String? = nil, paymentType: String? = nil) {
            self.init(amount: amount, phone: phone, primary: primary, invoiceId: invoiceId, paymentType: paymentType)
        }

        private init(amount: Money, email: String? = nil, phone: Phone? = nil, primary: Bool?, invoiceId: String?, paymentType: String?) {
            self.amount = amount.text
            self.email = email
            self.phone = phone
            self.primary = primary
            self.invoiceId = invoiceId
            self.paymentType = paymentType
        }
    }

    /// `receiverList`: `{"receiver": [...]}`.
    public struct ReceiverList: Encodable, Sendable, Equatable {
        public var receiver: [Receiver]

        public init(_ receivers: [Receiver]) {
            receiver = receivers
        }
    }
}
