/// The JSON bodies of the Adaptive Payments operations, as clients send them. Every field is optional here;
/// the operations check what is required, so a missing field gets PayPal's error rather than a decoding failure.
struct RequestEnvelope: Decodable, Sendable {
    var errorLanguage: String?
    var detailLevel: String?
}

/// A phone number as Adaptive Payments sends one: country code and number apart.
struct AdaptivePhoneNumber: Decodable, Sendable {
    var countryCode: LenientText
    var phoneNumber: LenientText
    var `extension`: LenientText?

    var text: String { "+\(countryCode.value) \(phoneNumber.value)" }
}

struct ReceiverBody: Decodable, Sendable {
    var amount: LenientText?
    var email: String?
    var phone: AdaptivePhoneNumber?
    var primary: LenientBool?
    var invoiceId: String?
    var paymentType: String?
    var paymentSubType: String?

    var identity: String? { email ?? phone?.text }
}

struct ReceiverListBody: Decodable, Sendable {
    var receiver: [ReceiverBody]?
}

struct InvoiceItemBody: Decodable, Sendable {
    var name: String?
    var identifier: String?
    var price: LenientText?
    var itemPrice: LenientText?
    var itemCount: LenientInt?
}

struct InvoiceDataBody: Decodable, Sendable {
    var item: [InvoiceItemBody]?
    var totalTax: LenientText?
    var totalShipping: LenientText?
}

struct ReceiverIdentifierBody: Decodable, Sendable {
    var email: String?
    var phone: AdaptivePhoneNumber?

    var identity: String? { email ?? phone?.text }
}

/// Per-receiver extras, in the shape of PayPal's SetPaymentOptions `receiverOptions`.
struct ReceiverOptionsBody: Decodable, Sendable {
    var receiver: ReceiverIdentifierBody?
    var invoiceData: InvoiceDataBody?
    var description: String?
    var customId: String?
}

struct PayBody: Decodable, Sendable {
    var requestEnvelope: RequestEnvelope?
    var actionType: String?
    var currencyCode: String?
    var receiverList: ReceiverListBody?
    var returnUrl: String?
    var cancelUrl: String?
    var feesPayer: String?
    var memo: String?
    var pin: LenientText?
    var preapprovalKey: String?
    var senderEmail: String?
    var trackingId: String?
    var ipnNotificationUrl: String?
    var receiverOptions: [ReceiverOptionsBody]?
}

/// PaymentDetails, and the key fields of Refund: one of pay key, transaction id or tracking id.
struct PaymentLookupBody: Decodable, Sendable {
    var requestEnvelope: RequestEnvelope?
    var payKey: String?
    var transactionId: String?
    var trackingId: String?
}

struct ExecutePaymentBody: Decodable, Sendable {
    var requestEnvelope: RequestEnvelope?
    var payKey: String?
    var actionType: String?
    var fundingPlanId: String?
}

struct RefundBody: Decodable, Sendable {
    var requestEnvelope: RequestEnvelope?
    var payKey: String?
    var transactionId: String?
    var trackingId: String?
    var currencyCode: String?
    var receiverList: ReceiverListBody?
}

struct PreapprovalBody: Decodable, Sendable {
    var requestEnvelope: RequestEnvelope?
    var currencyCode: String?
    var startingDate: String?
    var endingDate: String?
    var maxAmountPerPayment: LenientText?
    var maxNumberOfPayments: LenientInt?
    var maxNumberOfPaymentsPerPeriod: LenientInt?
    var maxTotalAmountOfAllPayments: LenientText?
    var paymentPeriod: String?
    var pinType: String?
    var feesPayer: String?
    var memo: String?
    var returnUrl: String?
    var cancelUrl: String?
    var ipnNotificationUrl: String?
    var senderEmail: String?
}

struct PreapprovalKeyBody: Decodable, Sendable {
    var requestEnvelope: RequestEnvelope?
    var preapprovalKey: String?
}
