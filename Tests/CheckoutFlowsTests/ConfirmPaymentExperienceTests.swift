import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PayPalAPI
import PayPalMock
import PayPalVocabulary
import Testing
@testable import CheckoutFlows

/// Confirm payment and pay now driven headless against a real backend on loopback: what the buyer does in
/// PayPal's sheet, what the merchant's app is told, and what PayPal then holds.
@Suite struct ConfirmPaymentExperienceTests {
    static let alex = LoginMethod.password(email: "alex@personal.example.com", password: "pass1234")
    static let dana = LoginMethod.password(email: "dana@personal.example.com", password: "pass1234")

    struct World {
        var checkout: HeadlessFlow<ConfirmPaymentFlow>
        let calls: ConfirmPaymentCalls
        let merchant: MerchantOrdersServer
        let admin: AdminClient
    }

    /// Runs `body` on a checkout against a fresh backend, over the transport the front uses (a connection a request on
    /// SwiftNIO: a connection a fault resets fails at once, where URLSession on Linux would send it again and wait).
    func withCheckout(_ configuration: ButtonConfiguration, _ body: (inout World) async throws -> Void) async throws {
        let backend = try await EmbeddedBackend.start()
        let transport = HTTPTransport(baseURL: backend.baseURL)
        let credentials = Credentials.defaults
        let merchant = MerchantOrdersServer(
            transport: transport, credentials: ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret)))
        let calls = ConfirmPaymentCalls(buyer: PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId), merchant: merchant, admin: AdminClient(transport: transport))
        var world = World(
            checkout: HeadlessFlow(flow: ConfirmPaymentFlow(configuration: configuration), calls: calls), calls: calls, merchant: merchant,
            admin: AdminClient(transport: transport))
        do {
            try await body(&world)
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
    }

    /// Presses the button, logs in and approves with the buyer's defaults.
    func approve(_ checkout: inout HeadlessFlow<ConfirmPaymentFlow>, as buyer: LoginMethod = alex, funding: String? = nil) async throws {
        await checkout.send(.submit)
        await checkout.send(.logIn(buyer))
        guard case .approving = checkout.flow.state else { throw Failure("no approval screen: \(checkout.flow.state)") }
        if let funding { await checkout.send(.chooseFunding(funding)) }
        await checkout.send(.approve)
    }

    @Test func confirmPaymentAuthorizesThenCapturesWhatTheConfirmationScreenSays() async throws {
        try await withCheckout(.confirmPayment(amount: "25.00")) { world in
            try await approve(&world.checkout)
            guard case .confirming(let confirmation) = world.checkout.flow.state else { throw Failure("\(world.checkout.flow.state)") }
            guard case .onApprove(let data) = world.checkout.callbacks.first else { throw Failure("\(world.checkout.callbacks)") }
            #expect(data.payerID == "BUYERALEX2345")
            #expect(confirmation.authorized.text == "25.00")
            #expect(confirmation.expiresAt != nil)
            let held = try await world.merchant.payments.getAuthorization(id: confirmation.authorizationId)
            #expect(held.status == .created)

            await world.checkout.send(.toggleDiscount)
            await world.checkout.send(.confirm)
            guard case .finished(.captured(let captureId, let status, let amount)) = world.checkout.flow.state else {
                throw Failure("\(world.checkout.flow.state)")
            }
            #expect(status == "COMPLETED")
            #expect(amount.text == "24.36", "the discount is taken off the items, and the tax is on what is left")
            let order = try await world.merchant.orders.get(orderId: data.orderID)
            #expect(order.captures.map(\.id) == [captureId])
        }
    }

    @Test func payNowCapturesAtOnce() async throws {
        try await withCheckout(.payNow(amount: "12.34")) { world in
            try await approve(&world.checkout)
            guard case .finished(.captured(_, "COMPLETED", let amount)) = world.checkout.flow.state else {
                throw Failure("\(world.checkout.flow.state)")
            }
            #expect(amount.text == "12.34")
            #expect(world.checkout.callbacks.count == 1)
        }
    }

    /// The items are reserved when the shopper confirms, not at authorization: ran out before, they are not
    /// available and the authorization stays held; reserved by a try PayPal refused, they are the order's for the
    /// hour; ran out once the authorization expired, the shopper restarts payment, and nothing is voided.
    @Test func theItemsAreReservedWhenTheShopperConfirms() async throws {
        try await withCheckout(.confirmPayment(amount: "25.00")) { world in
            try await approve(&world.checkout)
            guard case .confirming(let confirmation) = world.checkout.flow.state else { throw Failure("\(world.checkout.flow.state)") }
            await world.checkout.send(.toggleStock)
            await world.checkout.send(.confirm)
            #expect(world.checkout.flow.confirmation?.notice == .itemsUnavailable)
            #expect(try await world.merchant.payments.getAuthorization(id: confirmation.authorizationId).status == .created, "still held")

            await world.checkout.send(.toggleStock)
            await world.checkout.send(.toggleExpressShipping)
            await world.checkout.send(.confirm)
            guard case .refused? = world.checkout.flow.confirmation?.notice, let reserved = world.checkout.flow.confirmation?.stock.reservedUntil else {
                throw Failure("\(world.checkout.flow.state)")
            }
            await world.checkout.send(.toggleExpressShipping)
            await world.checkout.send(.toggleStock)
            _ = try await world.admin.advanceClock(by: .seconds(1_800))
            await world.checkout.send(.confirm)
            guard case .finished(.captured) = world.checkout.flow.state else { throw Failure("reserved until \(reserved), yet \(world.checkout.flow.state)") }
        }
        try await withCheckout(.confirmPayment(amount: "25.00")) { world in
            try await approve(&world.checkout)
            guard case .confirming(let confirmation) = world.checkout.flow.state else { throw Failure("\(world.checkout.flow.state)") }
            _ = try await world.admin.advanceClock(by: .seconds(30 * 86_400))
            await world.checkout.send(.toggleStock)
            await world.checkout.send(.confirm)
            #expect(world.checkout.flow.state == .finished(.authorizationExpired))
            let journal = try await world.admin.journal()
            #expect(!journal.contains { $0.path.hasSuffix("/void") || $0.path.hasSuffix("/capture") }, "nothing was asked of the authorization")
            #expect(try await world.merchant.payments.getAuthorization(id: confirmation.authorizationId).status == .voided, "PayPal voided it")
        }
    }

    @Test func aCaptureThirtyDaysLaterFindsTheAuthorizationExpired() async throws {
        try await withCheckout(.confirmPayment(amount: "25.00")) { world in
            try await approve(&world.checkout)
            _ = try await world.admin.advanceClock(by: .seconds(30 * 86_400))
            await world.checkout.send(.confirm)
            #expect(world.checkout.flow.state == .finished(.authorizationExpired))
        }
    }

    /// The capture's answer is lost twice over: once after it happened (the look-up finds it, nothing is captured
    /// again), once before (the look-up finds nothing, and the capture is made).
    @Test func aCaptureWhoseAnswerIsLostIsLookedUpBeforeItIsTriedAgain() async throws {
        for (transport, happened) in [(AdminClient.FaultOutcome.closeAfterCommit, true), (.reset, false)] {
            try await withCheckout(.confirmPayment(amount: "25.00")) { world in
                try await approve(&world.checkout)
                _ = try await world.admin.armFault(.init(method: "POST", path: "/v2/payments/authorizations/*/capture", outcome: transport))
                await world.checkout.send(.confirm)
                guard case .confirming(let confirmation) = world.checkout.flow.state, confirmation.isUnanswered else {
                    throw Failure("\(transport): \(world.checkout.flow.state)")
                }
                let before = try await world.merchant.orders.get(orderId: confirmation.approval.orderID).captures
                #expect(before.count == (happened ? 1 : 0), "\(transport)")
                await world.checkout.send(.confirm)
                guard case .finished(.captured(let captureId, "COMPLETED", _)) = world.checkout.flow.state else {
                    throw Failure("\(transport): \(world.checkout.flow.state)")
                }
                let after = try await world.merchant.orders.get(orderId: confirmation.approval.orderID).captures
                #expect(after.map(\.id) == [captureId], "\(transport): one capture, never two")
            }
        }
    }

    @Test func aTotalAboveWhatMayBeCapturedIsRefusedAndCanBeFixed() async throws {
        try await withCheckout(.confirmPayment(amount: "25.00")) { world in
            try await approve(&world.checkout)
            await world.checkout.send(.toggleExpressShipping)
            await world.checkout.send(.confirm)
            guard case .confirming(let refused) = world.checkout.flow.state, case .refused(let error)? = refused.notice else {
                throw Failure("\(world.checkout.flow.state)")
            }
            #expect(error.code == "MAX_CAPTURE_AMOUNT_EXCEEDED")
            await world.checkout.send(.toggleExpressShipping)
            await world.checkout.send(.confirm)
            guard case .finished(.captured) = world.checkout.flow.state else { throw Failure("\(world.checkout.flow.state)") }
        }
    }

    /// PayPal's sheet declines Dana's card as she approves: the merchant hears onError INSTRUMENT_DECLINED, as the
    /// seed names it, and never onApprove; no order is authorized or captured.
    @Test(arguments: [ButtonConfiguration.confirmPayment(amount: "25.00"), .payNow(amount: "25.00")])
    func aDecliningCardIsOnErrorInstrumentDeclinedAtApproval(_ configuration: ButtonConfiguration) async throws {
        try await withCheckout(configuration) { world in
            try await approve(&world.checkout, as: Self.dana, funding: "FS-DANA-VISA")
            guard case .finished(.failed(let error)) = world.checkout.flow.state else { throw Failure("\(world.checkout.flow.state)") }
            #expect(world.checkout.callbacks == [.onError(error)])
            #expect(error.name == "INSTRUMENT_DECLINED")
            #expect(error.details.map(\.issue) == ["INSTRUMENT_DECLINED"])
            let journal = try await world.admin.journal()
            #expect(!journal.contains { $0.path.hasSuffix("/authorize") || $0.path.hasSuffix("/capture") }, "the merchant's server was never asked to")
        }
    }

    @Test func anUnknownPayeeIsRefusedAtOrderCreation() async throws {
        var configuration = ButtonConfiguration.confirmPayment(amount: "25.00")
        configuration.payeeEmailAddress = "nobody@nowhere.example.com"
        try await withCheckout(configuration) { world in
            await world.checkout.send(.submit)
            guard case .finished(.failed(let error)) = world.checkout.flow.state else { throw Failure("\(world.checkout.flow.state)") }
            #expect(world.checkout.callbacks == [.onError(error)])
            #expect(!error.details.isEmpty)
        }
    }

    @Test func aWalletSavedWithAPurchasePaysTheNextOrderWithNoSheet() async throws {
        var configuration = ButtonConfiguration.payNow(amount: "25.00")
        configuration.savePayPal = true
        try await withCheckout(configuration) { world in
            try await approve(&world.checkout)
            guard case .finished(.captured) = world.checkout.flow.state, let saved = world.checkout.flow.savedWallet else {
                throw Failure("\(world.checkout.flow.state)")
            }
            #expect(saved.email == "alex@personal.example.com")
            #expect(saved.customerId != nil)
            var returning = configuration
            returning.savePayPal = false
            returning.vaultId = saved.vaultId
            returning.amount = "7.50"
            var again = HeadlessFlow(flow: ConfirmPaymentFlow(configuration: returning), calls: world.calls)
            await again.send(.submit)
            guard case .finished(.captured(_, "COMPLETED", let amount)) = again.flow.state else { throw Failure("\(again.flow.state)") }
            #expect(amount.text == "7.50")
            #expect(again.callbacks.isEmpty, "the returning buyer saw no sheet")
        }
    }
}

extension ConfirmPaymentExperienceTests {
    /// The approval's answer is lost: after the order was approved (the look-up finds it so, and the merchant
    /// hears onApprove once), before (a reset, a 500: the approval screen says so, and approving again works).
    @Test(arguments: [(AdminClient.FaultOutcome.closeAfterCommit, true), (.reset, false), (.error(status: 500, issue: "INTERNAL_SERVER_ERROR"), false)])
    func anApprovalWhoseAnswerIsLostIsLookedUpBeforeItIsTriedAgain(_ fault: AdminClient.FaultOutcome, happened: Bool) async throws {
        try await withCheckout(.confirmPayment(amount: "25.00")) { world in
            await world.checkout.send(.submit)
            await world.checkout.send(.logIn(Self.alex))
            _ = try await world.admin.armFault(.init(method: "POST", path: "/payterm/v1/buyer/orders/*/approve", outcome: fault))
            await world.checkout.send(.approve)
            if !happened {
                guard case .approving(_, let approval) = world.checkout.flow.state, case .unanswered? = approval.notice else {
                    throw Failure("\(fault): \(world.checkout.flow.state)")
                }
                #expect(world.checkout.callbacks.isEmpty, "\(fault): no callback yet")
                await world.checkout.send(.approve)
            }
            guard case .confirming = world.checkout.flow.state else { throw Failure("\(fault): \(world.checkout.flow.state)") }
            #expect(world.checkout.callbacks.filter { if case .onApprove = $0 { true } else { false } }.count == 1, "\(fault)")
        }
    }
}
