import Testing

/// Python SDKs for PayPal's REST APIs and Braintree's gateway (installed into .build/venv by Scripts/test from
/// Tests/Interop/requirements.txt) drive the real binary, pointed at it by nothing but the base URL. A missing SDK
/// fails these tests: they are the proof that PayTerm speaks PayPal.
@Suite(.timeLimit(.minutes(2))) struct SDKInteropTests {
    /// PayPal's official server SDK, `paypal-server-sdk`.
    @Test func officialPythonSDKRunsCheckoutFlows() async throws {
        try await expect("sdk_flows.py", toPrint: [
            "create/approve/capture: order", "authorize/capture/refund: authorization", "errors: ORDER_NOT_APPROVED",
            "vault-then-reuse: token", "-> payment token", "sdk flows: all passed",
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
            "vault: customer ada-1 token 7 settlement_pending 82902 91518",
            "oauth: connect code refresh revoke 93801 webhook oauth_access_revoked", "test amounts: processor_declined gateway_rejected failed",
            "errors: 81502 91565 not-found authentication", "braintree flows: all passed",
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
