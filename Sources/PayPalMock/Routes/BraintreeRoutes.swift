import Foundation
import Hummingbird

/// Braintree's gateway server API, `/merchants/{merchant_id}/…`, in XML, for its server SDKs: HTTP basic auth with
/// the merchant's public and private keys, and the `X-ApiVersion` the SDKs send.
struct BraintreeRoutes {
    let store: Store
    let clock: VirtualClock
    /// The merchant whose API keys are configured.
    let merchant: BraintreeMerchant

    /// The services of the merchant a call acts for.
    struct Acting: Sendable {
        let gateway: BraintreeGateway
        let vault: BraintreeVault
    }

    func register(on routes: RouteTable) {
        let merchantPath = "/merchants/:merchantId"
        let transaction = merchantPath + "/transactions/:id"
        on(routes, .post, merchantPath + "/client_token") { request, _, acting in
            let gateway = acting.gateway
            let fingerprint = AuthorizationFingerprint.issue(for: gateway.merchant, at: gateway.clock.now())
            let token = try ClientTokenBody(merchant: gateway.merchant, base: request.baseURL, fingerprint: fingerprint).encoded()
            return Self.answer(GatewayViews.clientToken(token), status: .created)
        }
        on(routes, .post, merchantPath + "/transactions") { _, context, acting in
            let body = try Self.decode(GatewaySaleBody.self, root: "transaction", from: context.body)
            let sale = BraintreeGateway.Sale(
                type: body.type, amount: body.amount, nonce: body.paymentMethodNonce, paymentMethodToken: body.paymentMethodToken,
                customerId: body.customerId, submitForSettlement: body.options?.submitForSettlement ?? false,
                storeInVaultOnSuccess: body.options?.storeInVaultOnSuccess ?? false)
            return Self.answer(GatewayViews.transaction(try await acting.gateway.sale(sale)), status: .created)
        }
        on(routes, .get, transaction) { _, context, acting in
            try Self.found(await acting.gateway.transaction(id: context.parameters.require("id")))
        }
        on(routes, .put, transaction + "/void") { _, context, acting in
            try Self.found(await acting.gateway.void(id: context.parameters.require("id")))
        }
        on(routes, .put, transaction + "/submit_for_settlement") { _, context, acting in
            try Self.found(await acting.gateway.submitForSettlement(id: context.parameters.require("id"), amount: Self.amount(in: context.body)))
        }
        on(routes, .post, transaction + "/refund") { _, context, acting in
            try Self.found(await acting.gateway.refund(id: context.parameters.require("id"), amount: Self.amount(in: context.body)), status: .created)
        }
        registerVault(on: routes, under: merchantPath)
    }

    private func registerVault(on routes: RouteTable, under merchantPath: String) {
        on(routes, .post, merchantPath + "/customers") { _, context, acting in
            let body = try Self.decode(GatewayCustomerBody.self, root: "customer", from: context.body)
            let holdings = try await acting.vault.createCustomer(BraintreeVault.NewCustomer(
                id: body.id, firstName: body.firstName, lastName: body.lastName, email: body.email, nonce: body.paymentMethodNonce))
            return Self.answer(GatewayViews.customer(holdings.customer, accounts: holdings.accounts), status: .created)
        }
        on(routes, .get, merchantPath + "/customers/:id") { _, context, acting in
            guard let holdings = try await acting.vault.customer(id: context.parameters.require("id")) else { return Self.notFound }
            return Self.answer(GatewayViews.customer(holdings.customer, accounts: holdings.accounts), status: .ok)
        }
        let paymentMethod = merchantPath + "/payment_methods/any/:token"
        on(routes, .get, paymentMethod) { _, context, acting in
            guard let found = try await acting.vault.paymentMethod(token: context.parameters.require("token")) else { return Self.notFound }
            return Self.answer(GatewayViews.paypalAccount(found.account, isDefault: found.isDefault), status: .ok)
        }
        on(routes, .delete, paymentMethod) { _, context, acting in
            try await acting.vault.deletePaymentMethod(token: context.parameters.require("token")) ? WireResponse(status: .ok, body: Data()) : Self.notFound
        }
    }

    private func on(
        _ routes: RouteTable, _ method: HTTPRequest.Method, _ path: String,
        _ handler: @escaping @Sendable (Request, MockRequestContext, Acting) async throws -> WireResponse
    ) {
        let (store, clock, merchant) = (store, clock, merchant)
        routes.on(method, RouterPath(path)) { request, context in
            guard try context.parameters.require("merchantId") == merchant.merchantId, Self.authorized(request, merchant) else {
                return WireResponse(status: .unauthorized, body: Data())
            }
            guard request.header("X-ApiVersion") != nil else { return WireResponse(status: .upgradeRequired, body: Data()) }
            let acting = Acting(
                gateway: BraintreeGateway(store: store, clock: clock, merchant: merchant), vault: BraintreeVault(store: store, clock: clock, merchant: merchant))
            do {
                return try await handler(request, context, acting)
            } catch let failure as GatewayFailure {
                return Self.answer(GatewayViews.errorResponse(failure), status: .unprocessableContent)
            } catch is BodyProblem, is DecodingError {
                return WireResponse(status: .badRequest, body: Data())
            }
        }
    }

    /// Basic auth with the public key as the user and the private key as the password, compared in constant time.
    private static func authorized(_ request: Request, _ merchant: BraintreeMerchant) -> Bool {
        guard let value = request.headers[.authorization], value.lowercased().hasPrefix("basic "),
              let decoded = Data(base64Encoded: String(value.dropFirst("basic ".count)).trimmingCharacters(in: .whitespaces))
        else { return false }
        return ConstantTime.equal(Array(decoded), Array("\(merchant.publicKey):\(merchant.privateKey)".utf8))
    }

    /// The body's `<root>` document; a body that is not one is a `400`.
    private static func decode<T: Decodable>(_ type: T.Type, root: String, from body: Data) throws -> T {
        try FormDecoder.decode(type, from: XMLBody.read(body, root: root))
    }

    /// The amount a body's optional `<transaction>` names, if any.
    private static func amount(in body: Data) throws -> String? {
        body.isEmpty ? nil : try decode(GatewayAmountBody.self, root: "transaction", from: body).amount
    }

    private static let notFound = WireResponse(status: .notFound, body: Data())

    private static func found(_ transaction: GatewayTransaction?, status: HTTPResponse.Status = .ok) -> WireResponse {
        guard let transaction else { return notFound }
        return answer(GatewayViews.transaction(transaction), status: status)
    }

    private static func answer(_ xml: GatewayXML, status: HTTPResponse.Status) -> WireResponse {
        WireResponse(status: status, body: xml.document, contentType: "application/xml; charset=utf-8")
    }
}
