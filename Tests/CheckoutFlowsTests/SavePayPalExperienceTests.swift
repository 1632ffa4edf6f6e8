import Foundation
import PayPalAPI
import PayPalMock
import Testing
@testable import CheckoutFlows

/// Saving PayPal with no purchase, headless against a real backend on loopback: the wallet PayPal keeps, the
/// returning buyer's payment with it, and a merchant PayPal will not let save wallets.
@Suite struct SavePayPalExperienceTests {
    struct World {
        let calls: SavePayPalCalls
        let admin: AdminClient
    }

    func withBackend(_ body: (World) async throws -> Void) async throws {
        let backend = try await EmbeddedBackend.start()
        let transport = HTTPTransport(baseURL: backend.baseURL)
        let credentials = Credentials.defaults
        let merchant = MerchantOrdersServer(
            transport: transport, credentials: ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret)))
        let world = World(
            calls: SavePayPalCalls(ConfirmPaymentCalls(buyer: PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId), merchant: merchant)),
            admin: AdminClient(transport: transport))
        do {
            try await body(world)
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
    }

    func saving(_ world: World, customer: String? = nil) async -> HeadlessFlow<SavePayPalFlow> {
        var save = HeadlessFlow(flow: SavePayPalFlow(customerId: customer), calls: world.calls)
        await save.send(.start)
        guard case .login = save.flow.state else { return save }
        await save.send(.logIn(ConfirmPaymentExperienceTests.alex))
        await save.send(.agree)
        return save
    }

    @Test func aWalletSavedWithNoPurchasePaysTheNextOrderWithNoSheet() async throws {
        try await withBackend { world in
            let save = await saving(world)
            guard case .finished(.saved(let wallet)) = save.flow.state else { throw Failure("\(save.flow.state)") }
            guard case .onApprove(let result) = save.callbacks.first, save.callbacks.count == 1 else { throw Failure("\(save.callbacks)") }
            #expect(wallet.email == "alex@personal.example.com")
            let customer = try #require(wallet.customerId)
            let setup = try await world.calls.merchant.vault.getSetupToken(id: result.tokenID)
            #expect(setup.status == .vaulted)
            let saved = try await world.calls.merchant.vault.listPaymentTokens(customerId: customer).paymentTokens
            #expect(saved.map(\.id) == [wallet.vaultId])

            var configuration = ButtonConfiguration.payNow(amount: "18.00")
            configuration.vaultId = wallet.vaultId
            var payment = HeadlessFlow(
                flow: ConfirmPaymentFlow(configuration: configuration), calls: ConfirmPaymentCalls(buyer: world.calls.buyer, merchant: world.calls.merchant))
            await payment.send(.submit)
            guard case .finished(.captured(_, "COMPLETED", let amount)) = payment.flow.state else { throw Failure("\(payment.flow.state)") }
            #expect(amount.text == "18.00")
            #expect(payment.callbacks.isEmpty, "a saved wallet pays with no sheet, so no approval")

            let again = await saving(world, customer: customer)
            guard case .finished(.saved(let second)) = again.flow.state else { throw Failure("\(again.flow.state)") }
            #expect(second.customerId == customer, "a second wallet saved for the same customer")
        }
    }

    @Test func aMerchantThatMayNotSaveWalletsGetsPayPalsErrorWithOrWithoutAPurchase() async throws {
        try await withBackend { world in
            for status in [VaultEligibility.needMoreData, .denied] {
                #expect(try await world.admin.setVaultEligibility(status) == status)
                let save = await saving(world)
                guard case .finished(.failed(let error)) = save.flow.state else { throw Failure("\(status): \(save.flow.state)") }
                #expect(error.details.map(\.issue) == ["NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE"])
                #expect(save.callbacks == [.onError(error)])

                var configuration = ButtonConfiguration.payNow(amount: "18.00")
                configuration.savePayPal = true
                var purchase = HeadlessFlow(
                    flow: ConfirmPaymentFlow(configuration: configuration), calls: ConfirmPaymentCalls(buyer: world.calls.buyer, merchant: world.calls.merchant))
                await purchase.send(.submit)
                guard case .finished(.failed(let refused)) = purchase.flow.state else { throw Failure("\(status): \(purchase.flow.state)") }
                #expect(refused.details.map(\.issue) == ["NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE"], "no order is made")
            }
            #expect(try await world.admin.setVaultEligibility(.success) == .success)
            guard case .finished(.saved) = await saving(world).flow.state else { throw Failure("eligible again, yet not saved") }
        }
    }
}
