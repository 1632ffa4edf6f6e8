import Foundation
import PayPalAPI
import Testing

/// Venmo as PayTerm's clients call it: the app's Venmo client on the configuration and GraphQL, the Venmo app on the
/// buyer side, and the merchant's server selling with the nonce.
@Suite struct BraintreeVenmoClientTests {
    @Test func aPaymentContextApprovedInTheVenmoAppBecomesANonceTheServerSells() async throws {
        try await LiveBackend.with { backend in
            let gateway = BraintreeGatewayClient(transport: backend.transport)
            let client = BraintreeVenmoClient(transport: backend.transport, clientToken: try await gateway.clientToken())
            let configuration = try await client.configuration()
            let graphQL = try #require(configuration.graphQL?.url)
            #expect(configuration.isVenmoEnabled && configuration.payWithVenmo?.environment == "sandbox")

            var request = BraintreeVenmoClient.VenmoRequest(usage: .singleUse, totalAmount: "14.00")
            request.lineItems = [.init(quantity: 2, unitAmount: "7.00", name: "Mug")]
            let contextId = try await client.createPaymentContext(request, profileId: configuration.payWithVenmo?.merchantId, at: graphQL)
            #expect(try await client.paymentContext(id: contextId, at: graphQL) == nil, "no nonce before the buyer approves")

            let venmo = VenmoAppClient(transport: backend.transport)
            let session = try await backend.session()
            let paysheet = try await venmo.paysheet(contextId: contextId, session: session)
            #expect(paysheet.amount == "14.00" && paysheet.subjectToChange && paysheet.usage == "SINGLE_USE" && paysheet.lineItems.first?.name == "Mug")
            #expect(try await venmo.approve(contextId: contextId, session: session).username == "@alex-rivera")
            let again = try await #require(throws: PayPalAPIError.self) { try await venmo.cancel(contextId: contextId, session: session) }
            #expect(again.code == "CONTEXT_ALREADY_APPROVED")

            let nonce = try #require(try await client.paymentContext(id: contextId, at: graphQL))
            #expect(nonce.username == "alex-rivera" && nonce.email == LiveBackend.alex && nonce.externalID == "Venmo-Alex-2345")
            let refused = try await #require(throws: PayPalAPIError.self) { try await client.vault(nonce: nonce.nonce) }
            #expect(refused.code == "93104" && refused.httpStatus == 422, "the client token names no customer")
            let sale = try await gateway.sale(amount: "14.00", nonce: nonce.nonce, storeInVault: false)
            #expect(["submitted_for_settlement", "settling"].contains(sale.status))

            var bad = request
            bad.totalAmount = "lots"
            let invalid = try await #require(throws: PayPalAPIError.self) { try await client.createPaymentContext(bad, profileId: nil, at: graphQL) }
            #expect(invalid.code == "VALIDATION" && invalid.refusal?.field == "input.paysheetDetails.transactionDetails.totalAmount")
        }
    }
}
