import Foundation
import Hummingbird

/// Braintree's gateway server API, `/merchants/{merchant_id}/…`, in XML, for its server SDKs: HTTP basic auth with
/// the merchant's public and private keys, and the `X-ApiVersion` the SDKs send.
struct BraintreeRoutes {
    let gateway: BraintreeGateway

    func register(on routes: RouteTable) {
        let merchant = "/merchants/:merchantId"
        let transaction = merchant + "/transactions/:id"
        on(routes, .post, merchant + "/client_token") { request, _ in
            let fingerprint = AuthorizationFingerprint.issue(for: gateway.merchant, at: gateway.clock.now())
            let token = try ClientTokenBody(merchant: gateway.merchant, base: request.baseURL, fingerprint: fingerprint).encoded()
            return Self.answer(GatewayViews.clientToken(token), status: .created)
        }
        on(routes, .post, merchant + "/transactions") { _, context in
            let body = try Self.decode(GatewaySaleBody.self, from: context.body)
            let sale = BraintreeGateway.Sale(
                type: body.type, amount: body.amount, nonce: body.paymentMethodNonce, submitForSettlement: body.options?.submitForSettlement ?? false)
            return Self.answer(GatewayViews.transaction(try await gateway.sale(sale)), status: .created)
        }
        on(routes, .get, transaction) { _, context in
            try Self.found(await gateway.transaction(id: context.parameters.require("id")))
        }
        on(routes, .put, transaction + "/void") { _, context in
            try Self.found(await gateway.void(id: context.parameters.require("id")))
        }
        on(routes, .put, transaction + "/submit_for_settlement") { _, context in
            try Self.found(await gateway.submitForSettlement(id: context.parameters.require("id"), amount: Self.amount(in: context.body)))
        }
        on(routes, .post, transaction + "/refund") { _, context in
            try Self.found(await gateway.refund(id: context.parameters.require("id"), amount: Self.amount(in: context.body)), status: .created)
        }
    }

    private func on(
        _ routes: RouteTable, _ method: HTTPRequest.Method, _ path: String,
        _ handler: @escaping @Sendable (Request, MockRequestContext) async throws -> WireResponse
    ) {
        let merchant = gateway.merchant
        routes.on(method, RouterPath(path)) { request, context in
            guard try context.parameters.require("merchantId") == merchant.merchantId, Self.authorized(request, merchant) else {
                return WireResponse(status: .unauthorized, body: Data())
            }
            guard request.header("X-ApiVersion") != nil else { return WireResponse(status: .upgradeRequired, body: Data()) }
            do {
                return try await handler(request, context)
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

    /// The body's `<transaction>` document; a body that is not one is a `400`.
    private static func decode<T: Decodable>(_ type: T.Type, from body: Data) throws -> T {
        try FormDecoder.decode(type, from: XMLBody.read(body, root: "transaction"))
    }

    /// The amount a body's optional `<transaction>` names, if any.
    private static func amount(in body: Data) throws -> String? {
        body.isEmpty ? nil : try decode(GatewayAmountBody.self, from: body).amount
    }

    private static func found(_ transaction: GatewayTransaction?, status: HTTPResponse.Status = .ok) -> WireResponse {
        guard let transaction else { return WireResponse(status: .notFound, body: Data()) }
        return answer(GatewayViews.transaction(transaction), status: status)
    }

    private static func answer(_ xml: GatewayXML, status: HTTPResponse.Status) -> WireResponse {
        WireResponse(status: status, body: xml.document, contentType: "application/xml; charset=utf-8")
    }
}
