import Testing

/// PayPal's official Python server SDK (`paypal-server-sdk`, installed by .ci/run) drives the real binary, pointed
/// at it by nothing but the base URL. A missing SDK fails this test: it is the proof that PayTerm speaks PayPal.
@Suite(.timeLimit(.minutes(2))) struct SDKInteropTests {
    @Test func officialPythonSDKRunsCheckoutFlows() async throws {
        let (status, output) = try await InteropScript.run("sdk_flows.py")
        #expect(status == 0, "\(output)")
        for flow in [
            "create/approve/capture: order", "authorize/capture/refund: authorization", "errors: ORDER_NOT_APPROVED",
            "vault-then-reuse: token", "-> payment token", "sdk flows: all passed",
        ] {
            #expect(output.contains(flow), "\(output)")
        }
    }
}
