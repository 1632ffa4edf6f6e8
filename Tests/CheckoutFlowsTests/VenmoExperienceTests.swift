import Foundation
import PayPalAPI
import PayPalMock
import Testing
@testable import CheckoutFlows

/// Venmo headless against a real backend on loopback: the Venmo app signed in or out, venmo.com without it, a cancel,
/// and the nonce the SDK reads back sold (and vaulted) by the merchant's server.
@Suite struct VenmoExperienceTests {
    static let alex = "alex@personal.example.com"

    func withBackend(_ body: (VenmoCalls) async throws -> Void) async throws {
        let backend = try await EmbeddedBackend.start()
        let transport = HTTPTransport(baseURL: backend.baseURL)
        let calls = VenmoCalls(
            gateway: BraintreeGatewayClient(transport: transport), buyer: PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId),
            venmoApp: VenmoAppClient(transport: transport), keychain: { $0 == Self.alex ? Secret(Personas.password) : nil })
        do {
            try await body(calls)
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
    }

    /// Presses the button, logs in where the buyer must, and pays (or cancels) on the paysheet.
    static func run(_ request: VenmoCheckoutRequest, on phone: VenmoPhone, _ calls: VenmoCalls, approving: Bool = true) async -> HeadlessFlow<VenmoFlow> {
        var run = HeadlessFlow(flow: VenmoFlow(request: request, phone: phone), calls: calls)
        await run.send(.press)
        if case .venmo(_, .login) = run.flow.state { await run.send(.logIn(.password(email: alex, password: Secret(Personas.password)))) }
        await run.send(approving ? .approve : .cancel)
        return run
    }

    static func analytics(_ run: HeadlessFlow<VenmoFlow>) -> [String] {
        run.callbacks.compactMap { if case .analytics(let name) = $0 { name.replacingOccurrences(of: "venmo:tokenize:", with: "") } else { nil } }
    }

    @Test func theSignedInVenmoAppPaysAndTheGatewaySellsTheMintedNonce() async throws {
        try await withBackend { calls in
            let run = await Self.run(VenmoCheckoutRequest(amount: "59.00"), on: .signedIn(account: Self.alex), calls)
            guard case .finished(.paid(let sale)) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(sale.amount == "59.00" && sale.venmoUsername == "alex-rivera" && sale.paymentMethodToken == nil)
            #expect(Self.analytics(run) == ["started", "app-switch:started", "app-switch:succeeded", "handle-return:started", "succeeded"])
            let nonces = run.callbacks.compactMap { if case .nonce(let account) = $0 { account } else { nil } }
            #expect(nonces.count == 1 && nonces.first?.username == "alex-rivera" && nonces.first?.email == Self.alex)
            #expect(try await calls.gateway.transaction(id: sale.id).venmoUsername == "alex-rivera")
        }
    }

    @Test func withoutTheAppVenmoDotComTakesALogInAndTheSameSale() async throws {
        try await withBackend { calls in
            var noFallback = HeadlessFlow(flow: VenmoFlow(request: VenmoCheckoutRequest(), phone: .notInstalled), calls: calls)
            await noFallback.send(.press)
            #expect(noFallback.flow.state == .finished(.failed(.appNotAvailable, detail: nil)))

            let run = await Self.run(VenmoCheckoutRequest(amount: "12.00", fallbackToWeb: true), on: .notInstalled, calls)
            guard case .finished(.paid(let sale)) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(sale.amount == "12.00" && sale.venmoUsername == "alex-rivera")
        }
    }

    @Test func aCancelOnThePaysheetEndsCanceledAndNothingIsSold() async throws {
        try await withBackend { calls in
            let run = await Self.run(VenmoCheckoutRequest(), on: .signedOut, calls, approving: false)
            #expect(run.flow.state == .finished(.canceled))
            #expect(Self.analytics(run).suffix(2) == ["handle-return:started", "app-switch:canceled"])
        }
    }

    @Test func vaultingWithAPurchaseKeepsTheAccountAndVaultingAloneSellsNothing() async throws {
        try await withBackend { calls in
            let kept = await Self.run(VenmoCheckoutRequest(amount: "22.00", vault: .withPurchase), on: .signedIn(account: Self.alex), calls)
            guard case .finished(.paid(let sale)) = kept.flow.state else { throw Failure("\(kept.flow.state)") }
            #expect(sale.venmoUsername == "alex-rivera" && sale.paymentMethodToken != nil && sale.customerId == kept.flow.customerId)

            let alone = await Self.run(VenmoCheckoutRequest(vault: .alone), on: .signedIn(account: Self.alex), calls)
            guard case .finished(.vaulted(let account, let customer)) = alone.flow.state else { throw Failure("\(alone.flow.state)") }
            #expect(account.username == "alex-rivera" && customer != nil)
            let later = try await calls.gateway.sale(amount: "5.00", nonce: account.nonce, storeInVault: false)
            #expect(later.venmoUsername == "alex-rivera")

            let single = await Self.run(VenmoCheckoutRequest(multiUse: false, vault: .alone), on: .signedIn(account: Self.alex), calls)
            guard case .finished(.refused(let error)) = single.flow.state else { throw Failure("\(single.flow.state)") }
            #expect(error.code == "93102")
        }
    }
}
