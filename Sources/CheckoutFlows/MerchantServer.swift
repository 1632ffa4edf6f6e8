import Foundation
import PayPalAPI

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

    public init(client: PayPalClient, apiUsername: String, apiPassword: String, apiSignature: String, ipnUrl: String? = nil) {
        self.client = client
        self.ipnUrl = ipnUrl
        headers = AdaptiveHeaders.merchant(
            username: apiUsername, password: apiPassword, signature: apiSignature, applicationId: client.applicationId)
    }

    /// A pending preapproval key for the terms, starting today on the backend's clock.
    public func createPreapproval(_ terms: Terms) async throws -> String {
        var body: [String: Any] = [
            "requestEnvelope": ["errorLanguage": "en_US"],
            "currencyCode": terms.maxTotal.currency.code, "startingDate": await client.backendDay(),
            "maxAmountPerPayment": terms.maxAmountPerPayment.text, "maxNumberOfPayments": terms.maxNumberOfPayments,
            "maxTotalAmountOfAllPayments": terms.maxTotal.text, "pinType": terms.pinRequired ? "REQUIRED" : "NOT_REQUIRED",
            "memo": terms.memo, "returnUrl": "https://demo-store.example/preapproved", "cancelUrl": "https://demo-store.example/canceled",
        ]
        body["ipnNotificationUrl"] = ipnUrl
        let answer = try await client.adaptive("Preapproval", body, headers: headers)
        guard let key = answer["preapprovalKey"] as? String else { throw Self.unexpected("Preapproval") }
        return key
    }

    /// Takes a payment under a confirmed preapproval, with the PIN the buyer typed in the merchant's app.
    public func pay(_ amount: Money, to receiver: String, preapprovalKey: String, senderEmail: String, pin: String?) async throws -> PreapprovedPayment {
        var body: [String: Any] = [
            "requestEnvelope": ["errorLanguage": "en_US"], "actionType": "PAY", "currencyCode": amount.currency.code,
            "preapprovalKey": preapprovalKey, "senderEmail": senderEmail,
            "receiverList": ["receiver": [["email": receiver, "amount": amount.text]]],
            "returnUrl": "https://demo-store.example/paid", "cancelUrl": "https://demo-store.example/canceled",
        ]
        body["pin"] = pin
        body["ipnNotificationUrl"] = ipnUrl
        let answer = try await client.adaptive("Pay", body, headers: headers)
        guard let payKey = answer["payKey"] as? String, let status = answer["paymentExecStatus"] as? String else {
            throw Self.unexpected("Pay")
        }
        return PreapprovedPayment(payKey: payKey, status: status)
    }

    private static func unexpected(_ operation: String) -> PayPalAPIError {
        PayPalAPIError(code: "UNEXPECTED", message: "\(operation) answered without the expected fields.", correlationId: "", httpStatus: 200)
    }
}
