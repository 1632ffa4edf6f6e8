import PayPalAPI
import PayPalMock
import Testing
@testable import CheckoutFlows

/// Demo mode (ENV_NONE): every experience completes with no network at all, on a backend answering in the
/// process, so demo mode keeps the backend's own rules.
@Suite struct DemoModeTests {
    static let alex = LoginMethod.password(email: "alex@personal.example.com", password: "pass1234")

    /// The library's and the merchant server's PayPal in demo mode.
    struct Demo {
        let client: PayPalClient
        let merchant: MerchantServer

        static func start() async throws -> Demo {
            let backend = try await InProcessBackend.start()
            let client = PayPalClient(transport: HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: backend.answer), applicationId: Credentials.sandboxApplicationId)
            let credentials = Credentials.defaults
            return Demo(client: client, merchant: MerchantServer(
                client: client, apiUsername: credentials.apiUsername, apiPassword: credentials.apiPassword, apiSignature: credentials.apiSignature,
                clock: AdminClient(transport: client.transport)))
        }
    }

    func checkout(_ experience: DemoStore.Experience, on demo: Demo? = nil, quantities: [Int] = [1, 2, 0]) async throws -> HeadlessCheckout {
        let client = if let demo { demo.client } else { try await Demo.start().client }
        return HeadlessCheckout(order: DemoStore.order(for: experience, quantities: quantities), calls: MPLCalls(service: client))
    }

    @Test func goodsWithShippingCompletesWithTheChosenAddress() async throws {
        var checkout = try await checkout(.goodsWithShipping)
        await checkout.send(.logIn(Self.alex, payNow: false))
        guard case .review(let review) = checkout.flow.screen else { throw Failure("no review: \(checkout.flow.screen)") }
        #expect(review.payment.amount.value == "49.37")
        #expect(review.fundingSourceId == "FS-ALEX-BALANCE")
        #expect(checkout.flow.session?.buyer.addresses.count == 2)
        await checkout.send(.chooseAddress("AD-ALEX-WORK"))
        await checkout.send(.pay)
        let payKey = try #require(checkout.flow.payKey)
        #expect(payKey.hasPrefix("AP-") && payKey.count == 20)
        #expect(checkout.callbacks == [.paymentSuccess(key: payKey, status: "COMPLETED"), .paymentLibraryExit])
    }

    @Test func goodsWithoutShippingPaysFromTheLoginScreenWithPhoneAndPIN() async throws {
        var checkout = try await checkout(.goodsWithoutShipping)
        await checkout.send(.logIn(.pin(phone: "+1 408 555 0101", pin: "1234"), payNow: true))
        let payKey = try #require(checkout.flow.payKey)
        #expect(checkout.callbacks == [.paymentSuccess(key: payKey, status: "COMPLETED"), .paymentLibraryExit])
    }

    @Test(arguments: [DemoStore.Experience.donation, .personal, .parallel, .chained])
    func otherExperiencesComplete(_ experience: DemoStore.Experience) async throws {
        var checkout = try await checkout(experience)
        await checkout.send(.logIn(Self.alex, payNow: false))
        guard case .review(let review) = checkout.flow.screen else { throw Failure("no review: \(checkout.flow.screen)") }
        let order = DemoStore.order(for: experience, quantities: [])
        #expect(review.payment.receivers.map(\.email) == order.receivers.map(\.email))
        #expect(review.payment.amount.value == order.total.text)
        await checkout.send(.pay)
        let payKey = try #require(checkout.flow.payKey)
        #expect(checkout.callbacks == [.paymentSuccess(key: payKey, status: "COMPLETED"), .paymentLibraryExit])
    }

    @Test func aPersonalPaymentByCardCarriesTheFee() async throws {
        var checkout = try await checkout(.personal)
        await checkout.send(.logIn(Self.alex, payNow: false))
        guard case .review(let review) = checkout.flow.screen else { throw Failure("no review") }
        let card = try #require(review.payment.fundingOptions?.first { $0.type == "CARD" })
        #expect(card.fee.value == "0.54")
        #expect(card.total.value == "8.69")
        #expect(review.payment.fundingOptions?.first { $0.type == "BANK" }?.fee.value == "0.00")
    }

    @Test func wrongLoginDetailsStayOnTheLoginScreen() async throws {
        var checkout = try await checkout(.goodsWithShipping)
        await checkout.send(.logIn(.password(email: "alex@personal.example.com", password: "nope"), payNow: false))
        guard case .login(.refused) = checkout.flow.screen else { throw Failure("left login: \(checkout.flow.screen)") }
        await checkout.send(.logIn(.pin(phone: "+14085550101", pin: "0000"), payNow: false))
        guard case .login(.refused) = checkout.flow.screen else { throw Failure("left login: \(checkout.flow.screen)") }
        #expect(checkout.callbacks.isEmpty)
    }

    @Test func aBuyerWithoutAPINCreatesOneThatLogsInNextTime() async throws {
        let demo = try await Demo.start()
        var first = try await checkout(.goodsWithShipping, on: demo)
        await first.send(.logIn(.password(email: "noor@personal.example.com", password: "pass1234"), payNow: false))
        await first.send(.chooseFunding("FS-NOOR-MC"))
        await first.send(.pay)
        #expect(first.flow.screen == .createPIN(error: nil))
        await first.send(.createPIN("2468", confirmation: "2468", phone: nil))
        #expect(first.callbacks == [.paymentSuccess(key: try #require(first.flow.payKey), status: "COMPLETED"), .paymentLibraryExit])
        var second = try await checkout(.goodsWithShipping, on: demo)
        await second.send(.logIn(.pin(phone: "+14085550102", pin: "2468"), payNow: false))
        guard case .review = second.flow.screen else { throw Failure("the new PIN did not log in: \(second.flow.screen)") }
    }

    @Test func aBalanceTooSmallIsRefusedAndAnotherSourcePays() async throws {
        var checkout = try await checkout(.goodsWithShipping, quantities: [9, 9, 0])
        await checkout.send(.logIn(.password(email: "noor@personal.example.com", password: "pass1234"), payNow: false))
        await checkout.send(.chooseFunding("FS-NOOR-BALANCE"))
        await checkout.send(.pay)
        guard case .review(let review) = checkout.flow.screen, case .refused(let refusal) = review.error else {
            throw Failure("no refusal shown: \(checkout.flow.screen)")
        }
        #expect(refusal.code == "INSUFFICIENT_FUNDS")
        await checkout.send(.chooseFunding("FS-NOOR-MC"))
        await checkout.send(.pay)
        #expect(checkout.flow.screen == .createPIN(error: nil))
    }

    @Test func aPreapprovalWithACodeThenAPreapprovedPayment() async throws {
        let demo = try await Demo.start()
        let key = try await demo.merchant.createPreapproval(.demo)
        var library = HeadlessCheckout(flow: MPLFlow(preapprovalKey: key, merchantName: DemoStore.merchantName), calls: MPLCalls(service: demo.client))
        await library.send(.logIn(Self.alex, payNow: false))
        #expect(library.flow.screen == .createCode(error: nil))
        await library.send(.createCode("4321", confirmation: "4321"))
        guard case .agreement(let agreement) = library.flow.screen else { throw Failure("no agreement: \(library.flow.screen)") }
        #expect(agreement.terms.maxAmountPerPayment?.value == "20.00")
        await library.send(.agree)
        #expect(library.callbacks == [.paymentSuccess(key: key, status: "COMPLETED"), .paymentLibraryExit])

        let charge = DemoStore.preapprovedCharge.total
        await #expect(throws: PayPalAPIError.self) {
            try await demo.merchant.pay(charge, to: DemoStore.merchantEmail, preapprovalKey: key, senderEmail: "alex@personal.example.com", pin: "0000")
        }
        let paid = try await demo.merchant.pay(charge, to: DemoStore.merchantEmail, preapprovalKey: key, senderEmail: "alex@personal.example.com", pin: "4321")
        #expect(paid.status == "COMPLETED")
    }
}
