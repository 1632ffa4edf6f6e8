import Foundation
import PayPalAPI
import PayPalVocabulary

/// The merchant's web server, as the MPL guide has it: it asks PayPal for preapprovals and, once a buyer
/// has agreed, takes payments with the confirmed key (and the buyer's PIN when the preapproval needs one).
public struct MerchantServer: Sendable {
    /// The terms the demo store asks for.
    public struct Terms: Sendable, Equatable {
        public var maxAmountPerPayment: Money
        public var maxNumberOfPayments: Int
        public var maxTotal: Money
        public var pinRequired: Bool
        public var memo: String

        public init(maxAmountPerPayment: Money, maxNumberOfPayments: Int, maxTotal: Money, pinRequired: Bool, memo: String) {
            self.maxAmountPerPayment = maxAmountPerPayment
            self.maxNumberOfPayments = maxNumberOfPayments
            self.maxTotal = maxTotal
            self.pinRequired = pinRequired
            self.memo = memo
        }

        public static let demo = Terms(
            maxAmountPerPayment: Money(minorUnits: 2_000, currency: .usd), maxNumberOfPayments: 10,
            maxTotal: Money(minorUnits: 10_000, currency: .usd), pinRequired: true, memo: "Coffee club: a bag a week")
    }

    /// A preapproved payment's outcome, as the merchant's server learns it.
    public struct PreapprovedPayment: Sendable, Equatable {
        public var payKey: String
        public var status: String
    }

    private let client: PayPalClient
    private let headers: [String: String]
    /// Where PayPal posts the server's Instant Payment Notifications, if it takes them.
    private let ipnUrl: String?
    /// Where the backend's day is read: its admin API, with its token.
    private let clock: AdminClient

    /// `clock` reads the backend's day, which a preapproval starts on; it goes over the same transport as `client`.
    public init(client: PayPalClient, apiUsername: String, apiPassword: String, apiSignature: String, ipnUrl: String? = nil, clock: AdminClient) {
        self.client = client
        self.ipnUrl = ipnUrl
        self.clock = clock
        headers = AdaptiveHeaders.merchant(
            username: apiUsername, password: apiPassword, signature: apiSignature, applicationId: client.applicationId)
    }

    /// A pending preapproval key for the terms, starting today on the backend's clock.
    public func createPreapproval(_ terms: Terms) async throws(PayPalAPIError) -> String {
        var request = Adaptive.PreapprovalRequest(
            startingDate: await clock.today(), returnUrl: "https://demo-store.example/preapproved",
            cancelUrl: "https://demo-store.example/canceled", currency: terms.maxTotal.currency,
            maxAmountPerPayment: terms.maxAmountPerPayment, maxNumberOfPayments: terms.maxNumberOfPayments, maxTotal: terms.maxTotal,
            pinRequired: terms.pinRequired, memo: terms.memo)
        request.ipnNotificationUrl = ipnUrl
        return try await client.adaptive(request, headers: headers).preapprovalKey
    }

    /// Takes a payment under a confirmed preapproval, with the PIN the buyer typed in the merchant's app.
    public func pay(
        _ amount: Money, to receiver: String, preapprovalKey: String, senderEmail: String, pin: Secret?
    ) async throws(PayPalAPIError) -> PreapprovedPayment {
        var request = Adaptive.PayRequest(
            currency: amount.currency, receivers: [Adaptive.Receiver(email: receiver, amount: amount)],
            returnUrl: "https://demo-store.example/paid", cancelUrl: "https://demo-store.example/canceled")
        request.preapprovalKey = preapprovalKey
        request.senderEmail = senderEmail
        request.pin = pin
        request.ipnNotificationUrl = ipnUrl
        let answer = try await client.adaptive(request, headers: headers)
        return PreapprovedPayment(payKey: answer.payKey, status: answer.paymentExecStatus)
    }

    /// How a payment stands, as PaymentDetails says.
    public func paymentStatus(payKey: String) async throws(PayPalAPIError) -> String {
        try await client.adaptive(Adaptive.PaymentDetailsRequest(.payKey(payKey)), headers: headers).status
    }

    /// How a preapproval stands, as PreapprovalDetails says.
    public func preapprovalStatus(key: String) async throws(PayPalAPIError) -> String {
        try await client.adaptive(Adaptive.PreapprovalDetailsRequest(preapprovalKey: key), headers: headers).status
    }
}
