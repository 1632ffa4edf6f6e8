import Foundation
import Hummingbird

/// Braintree's gateway server API, `/merchants/{merchant_id}/…`, in XML, for its server SDKs, on behalf of the
/// merchant its audience admitted (`BraintreeMerchantCallers`).
struct BraintreeRoutes: Surface {
    let store: Store
    let clock: VirtualClock

    /// The services of the merchant a call acts for.
    struct Acting: Sendable {
        let gateway: BraintreeGateway
        let vault: BraintreeVault
    }

    init(_ parts: BackendParts) {
        (store, clock) = (parts.store, parts.clock)
    }

    func register(on routes: RouteTable) {
        let merchantPath = "/merchants/:merchantId"
        let transaction = merchantPath + "/transactions/:id"
        on(routes, .post, merchantPath + "/client_token") { request, context, acting in
            let gateway = acting.gateway
            let customerId = try Self.decode(GatewayClientTokenBody.self, root: "client_token", from: context.body).customerId
            if let customerId, try await acting.vault.customer(id: customerId) == nil {
                throw GatewayFailure.invalid("92804", "customer_id", "Customer specified by customer_id does not exist", on: ["client_token"])
            }
            let fingerprint = AuthorizationFingerprint.issue(for: gateway.merchant, customerId: customerId, at: gateway.clock.now())
            let token = try ClientTokenBody(merchant: gateway.merchant, base: context.baseURL(of: request), fingerprint: fingerprint).encoded()
            return WireResponse.gateway(GatewayViews.clientToken(token), status: .created)
        }
        on(routes, .post, merchantPath + "/transactions") { _, context, acting in
            let body = try Self.decode(GatewaySaleBody.self, root: "transaction", from: context.body)
            let sale = BraintreeGateway.Sale(
                type: body.type, amount: body.amount, nonce: body.paymentMethodNonce, paymentMethodToken: body.paymentMethodToken,
                customerId: body.customerId, merchantAccountId: body.merchantAccountId, submitForSettlement: body.options?.submitForSettlement ?? false,
                storeInVaultOnSuccess: body.options?.storeInVaultOnSuccess ?? false)
            return WireResponse.gateway(GatewayViews.transaction(try await acting.gateway.sale(sale)), status: .created)
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
        // The sandbox's testing API.
        for (action, outcome) in [("/settle", GatewayTransaction.Status.settled), ("/settlement_pending", .settlementPending)] {
            on(routes, .put, transaction + action) { _, context, acting in
                try Self.found(await acting.gateway.simulateSettlement(id: context.parameters.require("id"), to: outcome))
            }
        }
        registerVault(on: routes, under: merchantPath)
    }

    private func registerVault(on routes: RouteTable, under merchantPath: String) {
        on(routes, .post, merchantPath + "/customers") { _, context, acting in
            let body = try Self.decode(GatewayCustomerBody.self, root: "customer", from: context.body)
            let holdings = try await acting.vault.createCustomer(BraintreeVault.NewCustomer(
                id: body.id, firstName: body.firstName, lastName: body.lastName, email: body.email, nonce: body.paymentMethodNonce))
            return WireResponse.gateway(GatewayViews.customer(holdings), status: .created)
        }
        on(routes, .get, merchantPath + "/customers/:id") { _, context, acting in
            guard let holdings = try await acting.vault.customer(id: context.parameters.require("id")) else { return Self.notFound }
            return WireResponse.gateway(GatewayViews.customer(holdings), status: .ok)
        }
        let paymentMethod = merchantPath + "/payment_methods/any/:token"
        on(routes, .get, paymentMethod) { _, context, acting in
            guard let found = try await acting.vault.paymentMethod(token: context.parameters.require("token")) else { return Self.notFound }
            return WireResponse.gateway(found.method.gatewayXML(isDefault: found.isDefault), status: .ok)
        }
        on(routes, .delete, paymentMethod) { _, context, acting in
            try await acting.vault.deletePaymentMethod(token: context.parameters.require("token")) ? WireResponse(status: .ok, body: Data()) : Self.notFound
        }
    }

    private func on(
        _ routes: RouteTable, _ method: HTTPRequest.Method, _ path: String,
        _ handler: @escaping @Sendable (Request, MockRequestContext, Acting) async throws -> WireResponse
    ) {
        let (store, clock) = (store, clock)
        routes.on(method, RouterPath(path), for: \.braintreeMerchant) { request, context, merchant in
            let acting = Acting(
                gateway: BraintreeGateway(store: store, clock: clock, merchant: merchant), vault: BraintreeVault(store: store, clock: clock, merchant: merchant))
            return try await WireResponse.gateway { try await handler(request, context, acting) }
        }
    }

    /// The body's `<root>` document; a body that is not one is a `400`.
    private static func decode<T: Decodable>(_ type: T.Type, root: String, from body: Data) throws -> T {
        try FormDecoder.decode(type, from: XMLBody.read(body, root: root).dashesAsUnderscores)
    }

    /// The amount a body's optional `<transaction>` names, if any.
    private static func amount(in body: Data) throws -> String? {
        body.isEmpty ? nil : try decode(GatewayAmountBody.self, root: "transaction", from: body).amount
    }

    private static let notFound = WireResponse(status: .notFound, body: Data())

    private static func found(_ transaction: GatewayTransaction?, status: HTTPResponse.Status = .ok) -> WireResponse {
        guard let transaction else { return notFound }
        return WireResponse.gateway(GatewayViews.transaction(transaction), status: status)
    }
}
