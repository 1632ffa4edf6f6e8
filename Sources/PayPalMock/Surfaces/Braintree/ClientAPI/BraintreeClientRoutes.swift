import Foundation
import Hummingbird

/// Braintree's client API, `/merchants/{merchant_id}/client_api/v1/…`, in JSON, for its client SDKs with a client
/// token for the merchant the path names (`BraintreeClients`).
struct BraintreeClientRoutes: Surface {
    /// The merchant's PayPal REST client id, which the configuration hands to PayPal's messages SDK.
    let payPalClientId: String

    init(_ parts: BackendParts) {
        payPalClientId = parts.credentials.clientId
    }

    func register(on routes: RouteTable) {
        let clientAPI = "/merchants/:merchantId/client_api/v1"
        let payPalClientId = payPalClientId
        on(routes, .get, clientAPI + "/configuration") { request, context, api in
            try .clientAPI(ClientAPIViews.Configuration(merchant: api.merchant, base: context.baseURL(of: request), payPalClientId: payPalClientId))
        }
        for (path, flow) in [("/paypal_hermes/create_payment_resource", HermesResource.Flow.checkout), ("/paypal_hermes/setup_billing_agreement", .vault)] {
            on(routes, .post, clientAPI + path) { _, context, api in
                let body = try BodyDecoding.decode(HermesBody.self, from: context.body, keys: .convertFromSnakeCase)
                let resource = try await api.open(BraintreeClientAPI.Approval(
                    flow: flow, amount: body.amount, currency: body.currencyIsoCode, returnUrl: body.returnUrl, cancelUrl: body.cancelUrl,
                    merchantAppReturnUrl: body.merchantAppReturnUrl, launchPayPalApp: body.launchPaypalApp ?? false,
                    requestBillingAgreement: body.requestBillingAgreement ?? false, offerPayLater: body.offerPayLater ?? false,
                    contact: try body.contact(), shippingCallbackUrl: body.shippingCallbackUrl))
                return try .clientAPI(ClientAPIViews.approval(resource), status: .created)
            }
        }
        on(routes, .post, clientAPI + "/payment_methods/paypal_accounts") { _, context, api in
            let body = try BodyDecoding.decode(PayPalAccountBody.self, from: context.body, keys: .convertFromSnakeCase)
            let nonce = try await api.tokenize(returnUrl: body.paypalAccount?.response?.webURL)
            return try .clientAPI(ClientAPIViews.PayPalAccounts(nonce), status: .created)
        }
        on(routes, .post, clientAPI + "/payment_methods/venmo_accounts") { _, context, api in
            let body = try BodyDecoding.decode(VenmoAccountBody.self, from: context.body)
            let vaulted = try await api.vaultVenmo(nonce: body.venmoAccount?.nonce)
            return try .clientAPI(ClientAPIViews.VenmoAccounts(vaulted.nonce, isDefault: vaulted.isDefault), status: .created)
        }
    }

    private func on(
        _ routes: RouteTable, _ method: HTTPRequest.Method, _ path: String,
        _ handler: @escaping @Sendable (Request, MockRequestContext, BraintreeClientAPI) async throws -> WireResponse
    ) {
        routes.on(method, RouterPath(path), for: \.braintreeClient) { request, context, api in
            do {
                return try await handler(request, context, api)
            } catch let failure as GatewayFailure {
                return try .clientAPI(ClientAPIViews.ErrorResponse(failure), status: .unprocessableContent)
            } catch let problem as BodyProblem {
                return try .clientAPI(ClientAPIViews.ErrorResponse(message: problem.sentence), status: .badRequest)
            }
        }
    }
}
