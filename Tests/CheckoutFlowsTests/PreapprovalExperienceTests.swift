import Foundation
import PayPalAPI
import PayPalMock
import PayPalVocabulary
import Testing
@testable import CheckoutFlows

/// Experience #6: the merchant's server asks for a preapproval, the buyer agrees in the library (creating the
/// code when asked), and the merchant's server takes payments with it and the buyer's PIN.
@Suite struct PreapprovalExperienceTests {
    func withMerchant(_ body: (PayPalClient, MerchantServer) async throws -> Void) async throws {
        let backend = try await EmbeddedBackend.start()
        let client = PayPalClient(transport: HTTPTransport(baseURL: backend.baseURL), applicationId: Credentials.sandboxApplicationId)
        let credentials = Credentials.defaults
        let server = MerchantServer(
            client: client, apiUsername: credentials.apiUsername, apiPassword: credentials.apiPassword, apiSignature: credentials.apiSignature,
            clock: AdminClient(transport: client.transport))
        do {
            try await body(client, server)
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
    }

    func checkout(_ key: String, _ client: PayPalClient) -> HeadlessCheckout {
        HeadlessCheckout(flow: MPLFlow(preapprovalKey: key, merchantName: "PayTerm Demo Store"), calls: MPLCalls(service: client))
    }

    @Test func agreeingWithACodeThenPayingWithIt() async throws {
        try await withMerchant { client, server in
            let key = try await server.createPreapproval(.demo)
            var library = checkout(key, client)
            await library.send(.logIn(.password(email: "alex@personal.example.com", password: "pass1234"), payNow: false))
            #expect(library.flow.screen == .createCode(error: nil))
            await library.send(.createCode("12", confirmation: "12"))
            #expect(library.flow.screen == .createCode(error: .invalidPIN))
            await library.send(.createCode("4321", confirmation: "4321"))
            guard case .agreement(let agreement) = library.flow.screen else { throw Failure("no agreement: \(library.flow.screen)") }
            #expect(agreement.terms.maxAmountPerPayment?.value == "20.00")
            await library.send(.chooseFunding("FS-ALEX-BANK"))
            await library.send(.agree)
            #expect(library.callbacks == [.paymentSuccess(key: key, status: "COMPLETED"), .paymentLibraryExit])

            let amount = Money(minorUnits: 1_450, currency: .usd)
            let paid = try await server.pay(amount, to: "merchant@business.example.com", preapprovalKey: key, senderEmail: "alex@personal.example.com", pin: "4321")
            #expect(paid.status == "COMPLETED")
            await #expect(throws: PayPalAPIError.self) {
                try await server.pay(amount, to: "merchant@business.example.com", preapprovalKey: key, senderEmail: "alex@personal.example.com", pin: "0000")
            }
        }
    }

    @Test func cancelingTheAgreementTellsTheMerchant() async throws {
        try await withMerchant { client, server in
            var terms = MerchantServer.Terms.demo
            terms.pinRequired = false
            let key = try await server.createPreapproval(terms)
            var library = checkout(key, client)
            await library.send(.logIn(.password(email: "alex@personal.example.com", password: "pass1234"), payNow: false))
            guard case .agreement = library.flow.screen else { throw Failure("no agreement: \(library.flow.screen)") }
            await library.send(.cancel)
            #expect(library.callbacks == [.paymentCanceled, .paymentLibraryExit])
        }
    }

    @Test func cancelingOnTheCreateACodeScreenTellsTheMerchant() async throws {
        try await withMerchant { client, server in
            let key = try await server.createPreapproval(.demo)
            var library = checkout(key, client)
            await library.send(.logIn(.password(email: "alex@personal.example.com", password: "pass1234"), payNow: false))
            #expect(library.flow.screen == .createCode(error: nil))
            await library.send(.cancel)
            #expect(library.callbacks == [.paymentCanceled, .paymentLibraryExit])
        }
    }
}
