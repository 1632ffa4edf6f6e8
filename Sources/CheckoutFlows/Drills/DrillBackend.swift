import Foundation
import PayPalAPI
import PayPalVocabulary

/// What a drill seeds with and checks through: the backend's public APIs, as a buyer, the merchant's server and
/// the admin API would call them.
public struct DrillBackend: Sendable {
    public let admin: AdminClient
    let paypal: PayPalClient
    let merchant: MerchantServer
    let rest: MerchantOrdersServer
    let webhooks: WebhooksClient
    let adaptiveHeaders: [String: String]
    /// Where the merchant's server takes webhooks, for the drills that send it some.
    let merchantServer: DrillMerchantServer?

    /// The Adaptive Payments API credentials of the merchant's server.
    public struct AdaptiveCredentials: Sendable {
        public var username: String
        public var password: String
        public var signature: String

        public init(username: String, password: String, signature: String) {
            self.username = username
            self.password = password
            self.signature = signature
        }
    }

    public init(
        transport: HTTPTransport, applicationId: String, adaptive: AdaptiveCredentials, rest: ClientCredentials, adminToken: String? = nil,
        merchantServer: DrillMerchantServer? = nil
    ) {
        self.merchantServer = merchantServer
        admin = AdminClient(transport: transport, adminToken: adminToken)
        paypal = PayPalClient(transport: transport, applicationId: applicationId)
        merchant = MerchantServer(
            client: paypal, apiUsername: adaptive.username, apiPassword: adaptive.password, apiSignature: adaptive.signature, clock: admin)
        self.rest = MerchantOrdersServer(transport: transport, credentials: rest)
        webhooks = WebhooksClient(transport: transport, tokens: OAuthClient(transport: transport, credentials: rest))
        adaptiveHeaders = AdaptiveHeaders.merchant(
            username: adaptive.username, password: adaptive.password, signature: adaptive.signature, applicationId: applicationId)
    }

    // MARK: Seeding

    func logIn(_ email: String) async throws -> String {
        try await paypal.logIn(email: email, password: Secret(DrillBackend.demoPassword)).sessionToken
    }

    /// The seeded buyers' password, which Docs/running-a-backend.md prints.
    static let demoPassword = "pass1234"

    /// A payment the buyer makes in the mobile library, to the store, paid from `source`; returns its pay key.
    func mobilePayment(_ amount: Money, memo: String, by session: String, from source: String) async throws -> String {
        let request = Adaptive.PayRequest(
            currency: amount.currency, receivers: [Adaptive.Receiver(email: DemoStore.merchantEmail, amount: amount)],
            returnUrl: "https://demo-store.example/paid", cancelUrl: "https://demo-store.example/canceled", memo: memo)
        let payKey = try await paypal.createPayment(request, session: session)
        _ = try await paypal.approve(payKey: payKey, fundingSourceId: source, shippingAddressId: nil, session: session)
        return payKey
    }

    /// An order the merchant's server made and the buyer approved; returns its id.
    func approvedOrder(_ amount: Money, intent: OrdersClient.Intent, invoiceId: String, description: String, by session: String) async throws -> String {
        let unit = OrdersClient.PurchaseUnit(amount: OrdersClient.Amount(amount), description: description, invoiceId: invoiceId)
        let order = try await rest.orders.create(OrdersClient.OrderRequest(intent: intent, purchaseUnits: [unit]), requestId: UUID().uuidString)
        _ = try await paypal.approveOrder(id: order.id, fundingSourceId: nil, shippingAddressId: nil, session: session)
        return order.id
    }

    /// The merchant's server, for a drill that sends it notifications.
    func merchantServerOrFail() throws -> DrillMerchantServer {
        guard let merchantServer else { throw DrillFailure("this drill sends the merchant's server webhooks, and it was given none to send them to") }
        return merchantServer
    }

    // MARK: Checking

    func paymentDetails(_ payKey: String) async throws -> Adaptive.PaymentDetailsResponse {
        try await paypal.adaptive(Adaptive.PaymentDetailsRequest(.payKey(payKey)), headers: adaptiveHeaders)
    }

    /// True when every receiver of the payment has been refunded in full.
    func isRefundedInFull(_ payKey: String) async throws -> Bool {
        let payments = try await paymentDetails(payKey).paymentInfoList?.paymentInfo ?? []
        return !payments.isEmpty && payments.allSatisfy { $0.transactionStatus == "REFUNDED" }
    }

    /// True when no receiver of the payment has been refunded anything.
    func isUntouched(_ payKey: String) async throws -> Bool {
        let payments = try await paymentDetails(payKey).paymentInfoList?.paymentInfo ?? []
        return payments.allSatisfy { $0.transactionStatus == "COMPLETED" }
    }

    func timeline(of kind: SupportCaseKind, _ id: String) async throws -> [String] {
        try await admin.supportCase(kind, id).timeline.map(\.what)
    }
}
