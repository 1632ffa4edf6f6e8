import CheckoutFlows
import Foundation
import PayPalAPI
import Testing

/// Python SDKs for PayPal's REST APIs and Braintree's gateway (installed into .build/venv by Scripts/test from
/// Tests/Interop/requirements.txt) drive the real binary, pointed at it by nothing but the base URL. A missing SDK
/// fails these tests: they are the proof that PayTerm speaks PayPal.
@Suite(.timeLimit(.minutes(2))) struct SDKInteropTests {
    /// PayPal's official server SDK, `paypal-server-sdk`.
    @Test func officialPythonSDKRunsCheckoutFlows() async throws {
        try await expect("sdk_flows.py", toPrint: [
            "create/approve/capture: order", "authorize/capture/refund: authorization", "errors: ORDER_NOT_APPROVED",
            "vault-then-reuse: token", ", refunded ", ", voided ", "-> payment token", "sdk flows: all passed",
        ])
    }

    /// `paypal-checkout-sdk`, whose pydantic models refuse an answer that lacks what PayPal sends.
    @Test func pydanticCheckoutSDKRunsACheckout() async throws {
        try await expect("checkout_sdk_flows.py", toPrint: [
            "create/approve/capture/refund: order", "errors: ORDER_NOT_APPROVED", "checkout sdk flows: all passed",
        ])
    }

    /// Braintree's official server SDK, `braintree`, against the gateway's sandbox merchant.
    @Test func officialBraintreeSDKRunsGatewayFlows() async throws {
        try await expect("braintree_flows.py", toPrint: [
            "client token:", "sale/find/void: voided", "submit for settlement: settling", "settle/refund: credit",
            "vault: customer ada-1 token 7 settlement_pending 82902 91518, by token voided and refunded",
            "oauth: connect code refresh revoke 93801 webhook oauth_access_revoked", "test amounts: processor_declined gateway_rejected failed",
            "errors: 81502 91565 not-found authentication", "braintree flows: all passed",
        ])
    }

    /// Braintree's SDK sells with the nonce of a headless App Switch run (saving with a purchase, so the nonce is a
    /// billing agreement's, which pays again): the one a merchant's app hands its server.
    @Test func officialBraintreeSDKSellsWithAHeadlessAppSwitchNonce() async throws {
        let (status, output, _) = try await InteropScript.run("braintree_app_switch.py", timeout: .seconds(120)) { url in
            let transport = HTTPTransport(baseURL: url)
            let calls = AppSwitchCalls(
                gateway: BraintreeGatewayClient(transport: transport), buyer: PayPalClient(transport: transport, applicationId: "APP-80W284485P519543T"),
                payPalApp: PayPalClient(transport: transport, applicationId: "APP-80W284485P519543T"), keychain: { _ in Secret("pass1234") })
            var run = HeadlessFlow(
                flow: AppSwitchFlow(request: AppSwitchRequest(kind: .saveWithPurchase, amount: "64.00"), device: SimulatedDevice(payPalAccount: "alex@personal.example.com")),
                calls: calls)
            await run.send(.press)
            await run.send(.faceID)
            await run.send(.approve)
            guard case .finished(.paid) = run.flow.state else { throw InteropFailure("the App Switch run ended \(run.flow.state)") }
            let nonces = run.callbacks.compactMap { if case .nonce(let nonce) = $0 { nonce.nonce } else { nil } }
            guard let nonce = nonces.first else { throw InteropFailure("no nonce in \(run.callbacks)") }
            return [nonce]
        }
        #expect(status == 0, "\(output)")
        #expect(output.contains("app switch nonce: sale settling refund credit") && output.contains("braintree app switch: all passed"), "\(output)")
    }

    /// Braintree's SDK sells with the sandbox's Venmo nonce and with nonces minted through GraphQL and a buyer's
    /// approval in the Venmo app, vaulted with a purchase or alone.
    @Test func officialBraintreeSDKSellsWithVenmoNonces() async throws {
        try await expect("braintree_venmo.py", toPrint: [
            "fake venmo nonce: venmojoe Venmo-Joe-1", "headless venmo nonce: alex-rivera single use", "vaulted with a purchase: noor-haddad",
            "vaulted alone: dana-okafor; single use refused 93102", "braintree venmo: all passed",
        ])
    }

    private func expect(_ script: String, toPrint lines: [String]) async throws {
        let (status, output) = try await InteropScript.run(script)
        #expect(status == 0, "\(output)")
        for line in lines {
            #expect(output.contains(line), "\(output)")
        }
    }
}

struct InteropFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
