import Foundation
import Hummingbird

/// Braintree's client API, `/merchants/{merchant_id}/client_api/v1/…`, in JSON, for its client SDKs: the client
/// token's authorization fingerprint as a bearer token, or in the query or body as `authorization_fingerprint`, for
/// the merchant the path names.
struct BraintreeClientRoutes {
    let store: Store
    let clock: VirtualClock
    let merchants: BraintreeMerchants
    /// The merchant's PayPal REST client id, which the configuration hands to PayPal's messages SDK.
    let payPalClientId: String

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    func register(on routes: RouteTable) {
        let clientAPI = "/merchants/:merchantId/client_api/v1"
        let payPalClientId = payPalClientId
        on(routes, .get, clientAPI + "/configuration") { request, context, api in
            try Self.json(ClientAPIViews.Configuration(merchant: api.merchant, base: context.baseURL(of: request), payPalClientId: payPalClientId))
        }
        for (path, flow) in [("/paypal_hermes/create_payment_resource", HermesResource.Flow.checkout), ("/paypal_hermes/setup_billing_agreement", .vault)] {
            on(routes, .post, clientAPI + path) { _, context, api in
                let body = try BodyDecoding.decode(HermesBody.self, from: context.body, keys: .convertFromSnakeCase)
                let resource = try await api.open(BraintreeClientAPI.Approval(
                    flow: flow, amount: body.amount, currency: body.currencyIsoCode, returnUrl: body.returnUrl, cancelUrl: body.cancelUrl,
                    merchantAppReturnUrl: body.merchantAppReturnUrl, launchPayPalApp: body.launchPaypalApp ?? false,
                    requestBillingAgreement: body.requestBillingAgreement ?? false, offerPayLater: body.offerPayLater ?? false))
                return try Self.json(ClientAPIViews.approval(resource), status: .created)
            }
        }
        on(routes, .post, clientAPI + "/payment_methods/paypal_accounts") { _, context, api in
            let body = try BodyDecoding.decode(PayPalAccountBody.self, from: context.body, keys: .convertFromSnakeCase)
            let nonce = try await api.tokenize(returnUrl: body.paypalAccount?.response?.webURL)
            return try Self.json(ClientAPIViews.PayPalAccounts(nonce), status: .created)
        }
    }

    private func on(
        _ routes: RouteTable, _ method: HTTPRequest.Method, _ path: String,
        _ handler: @escaping @Sendable (Request, MockRequestContext, BraintreeClientAPI) async throws -> WireResponse
    ) {
        let (store, clock, merchants) = (store, clock, merchants)
        routes.on(method, RouterPath(path)) { request, context in
            let merchant = try await merchants.merchant(id: context.parameters.require("merchantId"))
            let api = merchant.map { BraintreeClientAPI(store: store, clock: clock, merchant: $0) }
            guard let api, let fingerprint = Self.fingerprint(request, body: context.body), api.authorizes(fingerprint) else {
                return try Self.json(ClientAPIViews.ErrorResponse(message: "Authorization fingerprint is invalid."), status: .unauthorized)
            }
            do {
                return try await handler(request, context, api)
            } catch let failure as GatewayFailure {
                return try Self.json(ClientAPIViews.ErrorResponse(failure), status: .unprocessableContent)
            } catch let problem as BodyProblem {
                return try Self.json(ClientAPIViews.ErrorResponse(message: problem.sentence), status: .badRequest)
            }
        }
    }

    /// The fingerprint the call was made with: the bearer token, else the query's, else the JSON body's.
    private static func fingerprint(_ request: Request, body: Data) -> String? {
        if let value = request.headers[.authorization], value.lowercased().hasPrefix("bearer ") {
            return String(value.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
        }
        if let value = request.uri.queryParameters.get("authorization_fingerprint") { return value }
        return (try? BodyDecoding.decode(ClientAPIAuthorizationBody.self, from: body, keys: .convertFromSnakeCase))?.authorizationFingerprint
    }

    private static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> WireResponse {
        WireResponse(status: status, body: try encoder.encode(value))
    }
}
