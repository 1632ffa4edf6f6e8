import Foundation
import PayPalAPI
import PayPalMock
import PayPalVocabulary
import Testing

/// Orders, buyers and saved wallets the tests start from.
extension LiveBackend {
    static let alex = "alex@personal.example.com"

    static func usd(_ text: String) -> Money {
        try! Money.parse(text, currency: .usd)
    }

    /// An order for one purchase unit of `total` dollars.
    static func order(
        _ intent: OrdersClient.Intent = .capture, total: String = "24.00", paymentSource: OrdersClient.PaymentSource? = nil
    ) -> OrdersClient.OrderRequest {
        OrdersClient.OrderRequest(intent: intent, purchaseUnits: [.init(amount: .init(usd(total)))], paymentSource: paymentSource)
    }

    /// A buyer's log-in as the buyer side and the approve links take it, for calls whose exchange a test reads.
    static func login(_ email: String, password: String = Personas.password) throws -> Data {
        try JSONEncoder().encode(Login(email: email, password: password))
    }

    private struct Login: Encodable {
        var email: String
        var password: String
    }

    /// A buyer's session from the buyer side's login.
    func session(of buyer: String = alex) async throws -> String {
        try await library.logIn(email: buyer, password: Secret(Personas.password)).sessionToken
    }

    /// An order the buyer approved, paying with their balance when it holds enough.
    func approvedOrder(
        _ request: OrdersClient.OrderRequest = order(), by buyer: String = alex, source: String? = "FS-ALEX-BALANCE"
    ) async throws -> OrdersClient.Order {
        let created = try await orders.create(request, requestId: UUID().uuidString)
        return try await library.approveOrder(id: created.id, fundingSourceId: source, shippingAddressId: nil, session: session(of: buyer))
    }

    /// The buyer follows the setup token's approve link and agrees, logging in on the way.
    func agree(to setupToken: VaultClient.SetupToken, as buyer: String = alex) async throws {
        let link = try #require(setupToken.links?.first(rel: "approve"), "no approve link in \(setupToken)")
        let answer = try await transport.send("POST", link.href, body: try Self.login(buyer))
        try #require(answer.status == 200, "agreeing answered HTTP \(answer.status)")
    }

    /// A payment token of the buyer's wallet for the customer, saved without a purchase.
    func savedWallet(for customer: String, permitMultiple: Bool = false) async throws -> VaultClient.PaymentToken {
        let request = VaultClient.SetupTokenRequest(customer: Customer(id: customer), terms: .init(permitMultiplePaymentTokens: permitMultiple))
        let setup = try await vault.createSetupToken(request, requestId: UUID().uuidString)
        try await agree(to: setup)
        return try await vault.createPaymentToken(fromSetupToken: setup.id, requestId: UUID().uuidString)
    }
}
