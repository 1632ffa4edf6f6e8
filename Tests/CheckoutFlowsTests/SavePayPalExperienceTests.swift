import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
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
            calls: SavePayPalCalls(ConfirmPaymentCalls(buyer: PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId), merchant: merchant, admin: AdminClient(transport: transport))),
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

    /// A Pay now order of $18.00 that asks to save the buyer's wallet for `customer`, submitted.
    func purchaseSaving(_ world: World, customer: String? = nil) async -> HeadlessFlow<ConfirmPaymentFlow> {
        var configuration = ButtonConfiguration.payNow(amount: "18.00")
        configuration.savePayPal = true
        configuration.customerId = customer
        var purchase = HeadlessFlow(
            flow: ConfirmPaymentFlow(configuration: configuration), calls: ConfirmPaymentCalls(buyer: world.calls.buyer, merchant: world.calls.merchant, admin: world.admin))
        await purchase.send(.submit)
        return purchase
    }

    /// The purchase, approved by Alex and captured.
    func paidSaving(_ world: World, customer: String? = nil) async -> HeadlessFlow<ConfirmPaymentFlow> {
        var purchase = await purchaseSaving(world, customer: customer)
        await purchase.send(.logIn(ConfirmPaymentExperienceTests.alex))
        await purchase.send(.approve)
        return purchase
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
                flow: ConfirmPaymentFlow(configuration: configuration), calls: ConfirmPaymentCalls(buyer: world.calls.buyer, merchant: world.calls.merchant, admin: AdminClient(transport: world.calls.buyer.transport)))
            await payment.send(.submit)
            guard case .finished(.captured(_, "COMPLETED", let amount)) = payment.flow.state else { throw Failure("\(payment.flow.state)") }
            #expect(amount.text == "18.00")
            #expect(payment.callbacks.isEmpty, "a saved wallet pays with no sheet, so no approval")

            let again = await saving(world, customer: customer)
            guard case .finished(.saved(let second)) = again.flow.state else { throw Failure("\(again.flow.state)") }
            #expect(second.customerId == customer, "a second wallet saved for the same customer")
        }
    }

    /// PayPal's approve link names an approval session of its own, which the merchant's app hears apart from the
    /// setup token (issue 38, item 21).
    @Test func theVaultResultNamesTheApprovalSessionApartFromTheSetupToken() async throws {
        try await withBackend { world in
            let save = await saving(world)
            guard case .onApprove(let result) = save.callbacks.first else { throw Failure("\(save.callbacks)") }
            #expect(result.approvalSessionID != result.tokenID, "\(result)")
        }
    }

    /// An order that saves the wallet again names the shopper's PayPal customer, so PayPal answers with the token it
    /// keeps for that account rather than saving it for a new customer (issue 22, item 21).
    @Test func savingTheSameWalletAgainWithAPurchaseGivesBackItsToken() async throws {
        try await withBackend { world in
            guard case .finished(.saved(let wallet)) = await saving(world).flow.state else { throw Failure("not saved") }
            let purchase = await paidSaving(world, customer: wallet.customerId)
            guard case .finished(.captured) = purchase.flow.state else { throw Failure("\(purchase.flow.state)") }
            #expect(purchase.flow.savedWallet == wallet, "the token PayPal keeps for Alex and this customer")
            let saved = try await world.calls.merchant.vault.listPaymentTokens(customerId: try #require(wallet.customerId)).paymentTokens
            #expect(saved.map(\.id) == [wallet.vaultId])
        }
    }

    /// PayPal saves the wallet after answering (the backend's order vault status at `APPROVED`): the capture's answer
    /// names no token, so the flow says whose wallet PayPal is saving, for the merchant's server to wait for
    /// `VAULT.PAYMENT-TOKEN.CREATED`; the token is PayPal's customer's all the same (issue 22, item 20).
    @Test func aSaveApprovedAfterTheAnswerNamesThePayerAndNoToken() async throws {
        try await withBackend { world in
            #expect(try await world.admin.setMerchantSetting(OrderVaultStatus.approved) == .approved)
            #expect(try await world.admin.merchantSetting(OrderVaultStatus.self) == .approved)
            let purchase = await paidSaving(world)
            guard case .finished(.captured) = purchase.flow.state else { throw Failure("\(purchase.flow.state)") }
            #expect(purchase.flow.walletSaving == .approved(payerId: "BUYERALEX2345", email: "alex@personal.example.com"))
            #expect(purchase.flow.savedWallet == nil, "no vault id in the answer")
        }
    }

    @Test func aMerchantThatMayNotSaveWalletsGetsPayPalsErrorWithOrWithoutAPurchase() async throws {
        try await withBackend { world in
            for status in [VaultEligibility.needMoreData, .denied] {
                #expect(try await world.admin.setMerchantSetting(status) == status)
                let save = await saving(world)
                guard case .finished(.failed(let error)) = save.flow.state else { throw Failure("\(status): \(save.flow.state)") }
                #expect(error.details.map(\.issue) == ["NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE"])
                #expect(save.callbacks == [.onError(error)])

                let purchase = await purchaseSaving(world)
                guard case .finished(.failed(let refused)) = purchase.flow.state else { throw Failure("\(status): \(purchase.flow.state)") }
                #expect(refused.details.map(\.issue) == ["NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE"], "no order is made")
            }
            #expect(try await world.admin.setMerchantSetting(VaultEligibility.success) == .success)
            guard case .finished(.saved) = await saving(world).flow.state else { throw Failure("eligible again, yet not saved") }
        }
    }
}

extension SavePayPalExperienceTests {
    /// The agreement's answer is lost: after PayPal approved the setup token (the look-up finds it so: onApprove
    /// once, the wallet saved), before (a reset, a 500: the sheet says so, and agreeing again saves it).
    @Test(arguments: [(AdminClient.FaultOutcome.closeAfterCommit, true), (.reset, false), (.error(status: 500, issue: "INTERNAL_SERVER_ERROR"), false)])
    func anAgreementWhoseAnswerIsLostIsLookedUpBeforeItIsTriedAgain(_ fault: AdminClient.FaultOutcome, happened: Bool) async throws {
        try await withBackend { world in
            var save = HeadlessFlow(flow: SavePayPalFlow(customerId: nil), calls: world.calls)
            await save.send(.start)
            await save.send(.logIn(ConfirmPaymentExperienceTests.alex))
            _ = try await world.admin.armFault(.init(method: "POST", path: "/payterm/v1/buyer/setup-tokens/*/approve", outcome: fault))
            await save.send(.agree)
            if !happened {
                guard case .agreeing(_, let agreement) = save.flow.state, case .unanswered? = agreement.notice else {
                    throw Failure("\(fault): \(save.flow.state)")
                }
                #expect(save.callbacks.isEmpty)
                await save.send(.agree)
            }
            guard case .finished(.saved) = save.flow.state else { throw Failure("\(fault): \(save.flow.state)") }
            #expect(save.callbacks.count == 1, "\(fault): onApprove once")
        }
    }
}
