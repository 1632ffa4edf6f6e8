import Foundation
import PayPalAPI
import PayPalMock
import Testing
@testable import CheckoutFlows

/// App Switch headless against a real backend on loopback: the PayPal app (Face ID or a password) or the web page,
/// every way back to the merchant's app, and the merchant's server selling with the nonce.
@Suite struct AppSwitchExperienceTests {
    static let alex = "alex@personal.example.com"

    func withBackend(_ body: (AppSwitchCalls, AdminClient) async throws -> Void) async throws {
        let backend = try await EmbeddedBackend.start()
        let transport = HTTPTransport(baseURL: backend.baseURL)
        let calls = AppSwitchCalls(
            gateway: BraintreeGatewayClient(transport: transport), buyer: PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId),
            payPalApp: PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId), keychain: { $0 == Self.alex ? Secret(Personas.password) : nil })
        do {
            try await body(calls, AdminClient(transport: transport))
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
    }

    static func device(app: Bool = true, signedIn: Bool = true, link: Bool = true, fallback: String? = "paytermdemo") -> SimulatedDevice {
        var device = SimulatedDevice(payPalAccount: signedIn ? alex : nil)
        device.payPalAppInstalled = app
        device.universalLinkClaimed = link
        device.fallbackScheme = fallback
        return device
    }

    /// Presses the button and approves wherever the buyer is sent: Face ID in the app, or the alert and a password.
    static func approve(_ request: AppSwitchRequest, on device: SimulatedDevice, _ calls: AppSwitchCalls) async -> HeadlessFlow<AppSwitchFlow> {
        var run = HeadlessFlow(flow: AppSwitchFlow(request: request, device: device), calls: calls)
        await run.send(.press)
        if case .signInAlert = run.flow.state { await run.send(.allowSignIn(true)) }
        if case .payPal(_, .faceID) = run.flow.state { await run.send(.faceID) }
        if case .payPal(_, .login) = run.flow.state { await run.send(.logIn(.password(email: alex, password: Secret(Personas.password)))) }
        await run.send(.approve)
        return run
    }

    static func analytics(_ run: HeadlessFlow<AppSwitchFlow>) -> [String] {
        run.callbacks.compactMap { if case .analytics(let name) = $0 { name.replacingOccurrences(of: "paypal:tokenize:", with: "") } else { nil } }
    }

    @Test func faceIDInThePayPalAppPaysAndTheMerchantsServerSells() async throws {
        try await withBackend { calls, _ in
            let run = await Self.approve(AppSwitchRequest(amount: "59.00", email: Self.alex), on: Self.device(), calls)
            guard case .finished(.paid(let sale)) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(sale.amount == "59.00" && ["submitted_for_settlement", "settling"].contains(sale.status))
            #expect(Self.analytics(run) == ["started", "app-switch:started", "handle-return:started", "app-switch:succeeded", "succeeded"])
            let nonce = run.callbacks.compactMap { if case .nonce(let nonce) = $0 { nonce } else { nil } }
            #expect(nonce.count == 1 && nonce.first?.email == Self.alex)
            #expect(try await calls.gateway.transaction(id: sale.id).status == sale.status)
        }
    }

    @Test func withoutTheAppTheBuyerAllowsSignInAndApprovesOnTheWeb() async throws {
        try await withBackend { calls, _ in
            let run = await Self.approve(AppSwitchRequest(amount: "12.00"), on: Self.device(app: false), calls)
            guard case .finished(.paid(let sale)) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(sale.amount == "12.00")
            #expect(Self.analytics(run) == [
                "started", "browser-presentation:started", "browser-presentation:succeeded", "handle-return:started", "succeeded",
            ])
        }
    }

    @Test func anIneligibleBuyerIsSentToTheWebEvenWithTheApp() async throws {
        try await withBackend { calls, admin in
            _ = try await admin.setAppSwitchEligibility(false)
            var run = HeadlessFlow(flow: AppSwitchFlow(request: AppSwitchRequest(), device: Self.device()), calls: calls)
            await run.send(.press)
            guard case .signInAlert(let approval) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(approval.surface == .web)
            await run.send(.allowSignIn(false))
            #expect(run.flow.state == .finished(.canceled))
            #expect(run.callbacks.last == .error(.canceled, detail: nil))
            #expect(Self.analytics(run).last == "browser-login:alert-canceled")
        }
    }

    @Test func aCancelInThePayPalAppComesBackAsCanceled() async throws {
        try await withBackend { calls, _ in
            var run = HeadlessFlow(flow: AppSwitchFlow(request: AppSwitchRequest(), device: Self.device()), calls: calls)
            await run.send(.press)
            await run.send(.faceID)
            guard case .payPal(_, .review(let review)) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(review.approval.amount == "59.00" && review.session.buyer.email == Self.alex)
            await run.send(.background)
            guard case .homeScreen = run.flow.state else { throw Failure("\(run.flow.state)") }
            await run.send(.openMerchantApp)
            guard case .backgrounded = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(!run.flow.isWorking && run.callbacks.last == .foreground, "back in the foreground, no spinner")
            await run.send(.resume)
            await run.send(.cancel)
            #expect(run.flow.state == .finished(.canceled))
            #expect(run.callbacks.last == .error(.canceled, detail: nil))
        }
    }

    @Test func aBrokenUniversalLinkReturnsThroughTheFallbackSchemeOrTheWebsite() async throws {
        try await withBackend { calls, _ in
            let fallback = await Self.approve(AppSwitchRequest(), on: Self.device(link: false), calls)
            guard case .finished(.paid) = fallback.flow.state else { throw Failure("\(fallback.flow.state)") }

            var browser = await Self.approve(AppSwitchRequest(), on: Self.device(link: false, fallback: nil), calls)
            guard case .browser(_, let page) = browser.flow.state else { throw Failure("\(browser.flow.state)") }
            #expect(page.hasPrefix(SimulatedDevice.universalLink + "/braintreeAppSwitchPayPal/success?token=EC-"))
            await browser.send(.openInApp)
            guard case .finished(.paid) = browser.flow.state else { throw Failure("\(browser.flow.state)") }
        }
    }

    @Test func aWrongPasswordStaysOnTheAppsLogInAndADeclineIsTheMerchantsToShow() async throws {
        try await withBackend { calls, _ in
            var run = HeadlessFlow(flow: AppSwitchFlow(request: AppSwitchRequest(amount: "2000.00"), device: Self.device(signedIn: false)), calls: calls)
            await run.send(.press)
            await run.send(.logIn(.password(email: Self.alex, password: Secret("wrong"))))
            guard case .payPal(_, .login(let refusal?)) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(refusal.code == "INVALID_CREDENTIALS" || refusal.httpStatus == 401)
            await run.send(.logIn(.password(email: Self.alex, password: Secret(Personas.password))))
            await run.send(.approve)
            guard case .finished(.declined(let error)) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(error.code == "2000")
        }
    }

    @Test func savingWithAPurchaseVaultsTheWalletAndSavingWithNoneMakesACustomer() async throws {
        try await withBackend { calls, _ in
            let withPurchase = await Self.approve(AppSwitchRequest(kind: .saveWithPurchase, amount: "64.00"), on: Self.device(), calls)
            guard case .finished(.paid(let sale)) = withPurchase.flow.state else { throw Failure("\(withPurchase.flow.state)") }
            let token = try #require(sale.paymentMethodToken)
            #expect(sale.amount == "64.00" && sale.customerId != nil)
            let again = try await calls.gateway.sale(amount: "5.00", nonce: try #require(withPurchase.callbacks.compactMap {
                if case .nonce(let nonce) = $0 { nonce.nonce } else { nil } }.first), storeInVault: false)
            #expect(again.amount == "5.00", "a billing agreement's nonce pays again")
            #expect(!token.isEmpty)

            let noPurchase = await Self.approve(AppSwitchRequest(kind: .vault), on: Self.device(app: false), calls)
            guard case .finished(.saved(let saved, let email)) = noPurchase.flow.state else { throw Failure("\(noPurchase.flow.state)") }
            #expect(!saved.isEmpty && email == Self.alex)
        }
    }
}
