import Foundation

/// A merchant's server on Braintree's gateway, as its server SDKs call it: XML with snake_case elements, and the
/// merchant's API keys. It makes client tokens for its app, and sales paid with the nonce the app sends back.
public struct BraintreeGatewayClient: Sendable {
    /// The merchant and the API keys its server is configured with.
    public struct Keys: Sendable, Equatable {
        public var merchantId: String
        public var publicKey: String
        public var privateKey: String

        public init(merchantId: String, publicKey: String, privateKey: String) {
            self.merchantId = merchantId
            self.publicKey = publicKey
            self.privateKey = privateKey
        }

        /// PayTerm's sandbox merchant.
        public static let sandbox = Keys(merchantId: "payterm-merchant", publicKey: "payterm-public-key", privateKey: "payterm-private-key")
    }

    /// A sale as the merchant's server reads its answer.
    public struct Transaction: Codable, Sendable, Equatable {
        public var id: String
        public var status: String
        public var amount: String
        public var processorResponseCode: String?
        public var processorResponseText: String?
        /// The vaulted PayPal account's token and its customer, when the sale stored it in the vault.
        public var paymentMethodToken: String?
        public var customerId: String?
        public var payerEmail: String?
        /// The recipient's contact the buyer confirmed in PayPal's review (the contact module).
        public var recipient: RecipientContact?
        /// The Venmo account a Venmo sale was paid with (`<venmo-account>`): its `@`-less username.
        public var venmoUsername: String?

        public init(
            id: String, status: String, amount: String, processorResponseCode: String? = nil, processorResponseText: String? = nil,
            paymentMethodToken: String? = nil, customerId: String? = nil, payerEmail: String? = nil, recipient: RecipientContact? = nil,
            venmoUsername: String? = nil
        ) {
            self.id = id
            self.status = status
            self.amount = amount
            self.processorResponseCode = processorResponseCode
            self.processorResponseText = processorResponseText
            self.paymentMethodToken = paymentMethodToken
            self.customerId = customerId
            self.payerEmail = payerEmail
            self.recipient = recipient
            self.venmoUsername = venmoUsername
        }
    }

    public let transport: HTTPTransport
    public let keys: Keys

    public init(transport: HTTPTransport, keys: Keys = .sandbox) {
        self.transport = transport
        self.keys = keys
    }

    /// `POST /merchants/{id}/client_token`: the token the merchant's app authorizes its client API calls with.
    /// With `customerId`, the token lets the app vault payment methods for that customer (`client_token.generate`'s
    /// `customer_id`).
    public func clientToken(customerId: String? = nil) async throws(PayPalAPIError) -> ClientToken {
        let customer = customerId.map { "<customer_id>\(Self.escaped($0))</customer_id>" } ?? ""
        let xml = "<client_token>\(customer)<version type=\"integer\">2</version></client_token>"
        let answer = try await call("Braintree client token", "POST", "client_token", xml: xml)
        guard let value = answer.value("value"), let token = ClientToken(value) else {
            throw .unreadable(call: "Braintree client token", reason: "no client token in the answer", debugId: "", httpStatus: 201)
        }
        return token
    }

    /// `POST /merchants/{id}/transactions`: a sale paid with the nonce, submitted for settlement, and kept in the vault
    /// on success when asked. A decline is thrown with the processor's code and text.
    public func sale(amount: String, nonce: String, storeInVault: Bool) async throws(PayPalAPIError) -> Transaction {
        let xml = """
            <transaction><type>sale</type><amount>\(Self.escaped(amount))</amount>\
            <payment_method_nonce>\(Self.escaped(nonce))</payment_method_nonce>\
            <options><submit_for_settlement type="boolean">true</submit_for_settlement>\
            <store_in_vault_on_success type="boolean">\(storeInVault)</store_in_vault_on_success></options></transaction>
            """
        return try Self.transaction(await call("Braintree transaction sale", "POST", "transactions", xml: xml))
    }

    /// `POST /merchants/{id}/customers` with the nonce: a new customer with the buyer's PayPal account in the vault,
    /// as a merchant's server saves a wallet with no purchase; the account's token and the customer.
    public func vault(nonce: String) async throws(PayPalAPIError) -> VaultedAccount {
        let xml = "<customer><payment_method_nonce>\(Self.escaped(nonce))</payment_method_nonce></customer>"
        let customer = try await call("Braintree customer create", "POST", "customers", xml: xml)
        guard let id = customer.value("id"), let token = customer["paypal-accounts"]?["paypal-account"]?.value("token") else {
            throw .unreadable(call: "Braintree customer create", reason: "no customer with a PayPal account in the answer", debugId: "", httpStatus: 201)
        }
        return VaultedAccount(token: token, customerId: id)
    }

    /// `POST /merchants/{id}/customers` with nothing to vault yet: a customer for a client token to vault for; its id.
    public func createCustomer() async throws(PayPalAPIError) -> String {
        let customer = try await call("Braintree customer create", "POST", "customers", xml: "<customer></customer>")
        guard let id = customer.value("id") else {
            throw .unreadable(call: "Braintree customer create", reason: "no customer in the answer", debugId: "", httpStatus: 201)
        }
        return id
    }

    public struct VaultedAccount: Codable, Sendable, Equatable {
        public var token: String
        public var customerId: String
    }

    /// `GET /merchants/{id}/transactions/{id}`.
    public func transaction(id: String) async throws(PayPalAPIError) -> Transaction {
        try Self.transaction(await call("Braintree transaction find", "GET", URLPath.path("transactions", id)))
    }

    private func call(_ name: String, _ method: String, _ path: String, xml: String? = nil) async throws(PayPalAPIError) -> GatewayElement {
        let basic = Data("\(keys.publicKey):\(keys.privateKey)".utf8).base64EncodedString()
        let request = WireRequest(
            name, method, URLPath.path("/merchants", keys.merchantId) + "/" + path, headers: Self.headers(authorization: "Basic \(basic)"),
            body: xml.map { Data($0.utf8) })
        return try await Self.exchange(request, on: transport)
    }

    /// The headers every gateway call carries, as the server SDKs send them.
    static func headers(authorization: String) -> [String: String] {
        ["Authorization": authorization, "Accept": "application/xml", "Content-Type": "application/xml", "X-ApiVersion": "6"]
    }

    /// Sends a gateway call and reads its XML answer; a refusal in the gateway's shape is thrown.
    static func exchange(_ request: WireRequest, on transport: HTTPTransport) async throws(PayPalAPIError) -> GatewayElement {
        let exchange: HTTPExchange
        do {
            exchange = try await transport.send(request.method, request.path, headers: request.headers, body: request.body)
        } catch {
            throw .unreachable(url: transport.baseURL.absoluteString, underlying: error.localizedDescription)
        }
        let root = GatewayElement.parse(exchange.body)
        guard exchange.status < 300 else { throw refusal(root, status: exchange.status, call: request.name) }
        guard let root else { throw .unreadable(call: request.name, reason: "the answer is not XML", debugId: "", httpStatus: exchange.status) }
        return root
    }

    /// The gateway's refusal: a validation error's code and message, or a declined transaction's processor response.
    private static func refusal(_ root: GatewayElement?, status: Int, call: String) -> PayPalAPIError {
        guard let root, root.name == "api-error-response" else {
            let why = status == 401 ? "the gateway refused the merchant's API keys" : "HTTP \(status)"
            return .refused(.init(issue: status == 401 ? "AUTHENTICATION_ERROR" : "HTTP_\(status)", message: why, debugId: "", httpStatus: status))
        }
        let firstError = Self.errors(in: root).first
        let declined = root["transaction"]
        let issue = firstError?.value("code") ?? declined?.value("processor-response-code") ?? declined?.value("status") ?? "HTTP_\(status)"
        return .refused(.init(
            issue: issue, message: root.value("message") ?? firstError?.value("message") ?? call, debugId: declined?.value("id") ?? "", httpStatus: status,
            field: firstError?.value("attribute"), name: declined?.value("status")))
    }

    /// Every `<error>` under `<errors>`, however deeply the gateway groups them.
    private static func errors(in element: GatewayElement) -> [GatewayElement] {
        element.children.flatMap { $0.name == "error" ? [$0] : errors(in: $0) }
    }

    private static func transaction(_ root: GatewayElement) throws(PayPalAPIError) -> Transaction {
        guard root.name == "transaction", let id = root.value("id"), let status = root.value("status") else {
            throw .unreadable(call: "Braintree transaction", reason: "no transaction in the answer", debugId: "", httpStatus: nil)
        }
        let paypal = root["paypal"]
        let venmo = root["venmo-account"]
        return Transaction(
            id: id, status: status, amount: root.value("amount") ?? "", processorResponseCode: root.value("processor-response-code"),
            processorResponseText: root.value("processor-response-text"), paymentMethodToken: paypal?.value("token") ?? venmo?.value("token"),
            customerId: root["customer"]?.value("id"), payerEmail: paypal?.value("payer-email"),
            recipient: RecipientContact(email: root.value("recipient-email"), phone: root.value("recipient-phone")).nonEmpty,
            venmoUsername: venmo?.value("username"))
    }

    /// Text as XML's character data.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
