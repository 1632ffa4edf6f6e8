import Foundation
import PayPalAPI
import PayPalMock
import Testing
@testable import CheckoutFlows

/// The shipping module in App Switch, headless: a backend on loopback calls the demo store's shipping callback server
/// (reached in this process, as demo mode reaches it) as the review opens and as the buyer picks another option or
/// address; the review, what the server heard and answered, and the sale follow its answers.
@Suite struct AppSwitchShippingTests {
    static let alex = AppSwitchExperienceTests.alex

    func withBackend(_ body: (AppSwitchCalls) async throws -> Void) async throws {
        let shipping = MerchantShippingEndpoint.inProcess()
        var configuration = BackendConfiguration(port: 0)
        configuration.merchantExchange = shipping.server.exchange
        let backend = try await EmbeddedBackend.start(configuration)
        let transport = HTTPTransport(baseURL: backend.baseURL)
        let calls = AppSwitchCalls(
            gateway: BraintreeGatewayClient(transport: transport), buyer: PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId),
            payPalApp: PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId), shipping: shipping, keychain: { $0 == Self.alex ? Secret(Personas.password) : nil })
        do {
            try await body(calls)
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
    }

    /// Up to PayPal's review in the app, the server called once.
    static func review(_ behaviour: MerchantShippingServer.Behaviour, _ calls: AppSwitchCalls) async -> HeadlessFlow<AppSwitchFlow> {
        var run = HeadlessFlow(
            flow: AppSwitchFlow(request: AppSwitchRequest(amount: "59.00", shippingCallback: behaviour), device: AppSwitchExperienceTests.device()), calls: calls)
        await run.send(.press)
        await run.send(.faceID)
        return run
    }

    static func shown(_ run: HeadlessFlow<AppSwitchFlow>) throws -> AppSwitchFlow.Review {
        guard case .payPal(_, .review(let review)) = run.flow.state else { throw Failure("not in the review: \(run.flow.state)") }
        return review
    }

    static func told(_ run: HeadlessFlow<AppSwitchFlow>) -> [String] {
        run.callbacks.compactMap { if case .merchantServer(let line) = $0 { line } else { nil } }
    }

    @Test func theServerOffersOptionsAndTheTotalFollowsTheOptionAndTheAddressUpToTheSale() async throws {
        try await withBackend { calls in
            var run = await Self.review(.ships, calls)
            let first = try Self.shown(run).approval.shipping
            #expect(first?.addressId == "AD-ALEX-HOME" && first?.total == "59.00" && first?.selectedOption?.label == "Free Shipping")
            #expect(Self.told(run) == [
                "← shipping callback: San Jose, CA 95131, US · no option yet",
                "→ 200: Free Shipping 0.00 ✓, USPS Priority 7.00 · total 59.00 USD",
            ])

            await run.send(.nextShippingOption)
            #expect(try Self.shown(run).approval.shipping?.total == "66.00")
            await run.send(.nextShippingAddress)
            let moved = try Self.shown(run).approval.shipping
            #expect(moved?.address?.city == "San Francisco" && moved?.selectedOption?.id == "2" && moved?.total == "66.00")
            #expect(Self.told(run).suffix(2) == [
                "← shipping callback: San Francisco, CA 94105, US · option 2 USPS Priority",
                "→ 200: Free Shipping 0.00, USPS Priority 7.00 ✓ · total 66.00 USD",
            ])

            await run.send(.approve)
            guard case .finished(.paid(let sale)) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(sale.amount == "66.00", "the merchant's server charges the total it answered")
        }
    }

    @Test func aServerThatDoesNotShipToTheUSHoldsThePayButtonWithPayPalsIssue() async throws {
        try await withBackend { calls in
            var run = await Self.review(.refusesUS, calls)
            let review = try Self.shown(run)
            #expect(review.approval.shipping?.issue == "COUNTRY_ERROR" && !review.canApprove)
            #expect(Self.told(run).last == "→ 422: COUNTRY_ERROR (the store does not ship to the US)")
            await run.send(.approve)
            #expect(try Self.shown(run) == review, "Pay waits for an address the merchant ships to")
            await run.send(.nextShippingAddress)
            #expect(try Self.shown(run).approval.shipping?.issue == "COUNTRY_ERROR" && Self.told(run).count == 4)
        }
    }

    @Test func aServerSlowerThanPayPalWaitsIsNoAnswer() async throws {
        try await withBackend { calls in
            let run = await Self.review(.slow, calls)
            let review = try Self.shown(run)
            #expect(review.approval.shipping?.issue == "NO_ANSWER" && review.approval.shipping?.total == nil && !review.canApprove)
            #expect(Self.told(run).last?.hasPrefix("→ 200 after 5 s:") == true)
        }
    }

    @Test func theServerAnswersOnlyACallbackItCanRead() async {
        let server = MerchantShippingServer()
        let callback = Data(#"{"id": "EC-1", "shipping_address": {"country_code": "US"}, "purchase_units": [{"amount": {"currency_code": "USD", "value": "5.00"}}]}"#.utf8)
        #expect(await server.answer(path: "/shipping/ships", body: callback).status == 200)
        for (path, body) in [("/shipping/nonsense", callback), ("/shipping/ships", Data("{".utf8)), ("/shipping/ships", Data(#"{"id": "EC-1"}"#.utf8)),
                             ("/shipping/ships", Data(String(callback.count).utf8))] {
            #expect(await server.answer(path: path, body: body).status == 400, "\(path) \(String(decoding: body, as: UTF8.self))")
        }
        #expect(server.take("EC-1").count == 1, "only the call it answered is told")

        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<16 { group.addTask { await server.answer(path: "/shipping/ships", body: callback).status } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 16) && server.take("EC-1").count == 16 && server.take("EC-1").isEmpty, "16 at once: each told once")
    }
}
