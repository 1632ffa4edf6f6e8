import Foundation
import PayPalAPI
import Testing

/// Braintree's two sides as PayTerm's clients call them: the merchant's server on the gateway (client token, sale,
/// find) and the app's PayPal client on the client API (configuration, approval, tokenize), with the buyer approving
/// in between.
@Suite struct BraintreeClientTests {
    static let universalLink = "https://shop.example.com/braintree-payments"

    static func approve(_ backend: LiveBackend, _ approval: BraintreePayPalClient.ApprovalURL, from surface: HermesApproval.Surface) async throws -> String {
        let session = try await backend.session()
        let token = try #require(approval.token)
        let shown = try await backend.library.hermes(token: token, session: session)
        #expect(shown.token == token && shown.merchantName == "PayTerm Demo Store" && !shown.approved)
        return try await backend.library.approveHermes(token: token, fundingSourceId: nil, from: surface, session: session)
    }

    @Test func anAppSwitchApprovalBecomesANonceTheMerchantsServerSells() async throws {
        try await LiveBackend.with { backend in
            let gateway = BraintreeGatewayClient(transport: backend.transport)
            let client = BraintreePayPalClient(transport: backend.transport, clientToken: try await gateway.clientToken())
            let configuration = try await client.configuration()
            #expect(configuration.paypalEnabled && configuration.merchantId == "payterm-merchant" && configuration.paypal?.displayName == "PayTerm Demo Store")

            var request = BraintreePayPalClient.HermesRequest(flow: .checkout, amount: "59.00", offerPayLater: true)
            request.payerEmail = LiveBackend.alex
            request.switchApps(universalLink: Self.universalLink, fallbackScheme: "payterm")
            let approval = try await client.approval(request)
            #expect(approval.appSwitch && approval.token?.hasPrefix("EC-") == true)
            let returned = try await Self.approve(backend, approval, from: .app)
            #expect(returned == Self.universalLink + "/braintreeAppSwitchPayPal/success?token=" + (approval.token ?? ""))

            let nonce = try await client.tokenize(returnURL: returned, intent: "sale")
            #expect(nonce.email == LiveBackend.alex && nonce.details?.payerInfo?.firstName == "Alex")
            let sale = try await gateway.sale(amount: "59.00", nonce: nonce.nonce, storeInVault: false)
            #expect(sale.amount == "59.00" && ["submitted_for_settlement", "settling"].contains(sale.status))
            #expect(sale.payerEmail == LiveBackend.alex, "the sale names the buyer who approved, not the sandbox's payer")
            #expect(try await gateway.transaction(id: sale.id) == sale)

            let spent = try await #require(throws: PayPalAPIError.self) { try await gateway.sale(amount: "59.00", nonce: nonce.nonce, storeInVault: false) }
            #expect(spent.code == "91564")
        }
    }

    @Test func anIneligibleBuyerApprovesOnTheWebAndADeclineCarriesTheProcessorsCode() async throws {
        try await LiveBackend.with { backend in
            #expect(try await backend.admin.setAppSwitchEligibility(false) == false)
            let gateway = BraintreeGatewayClient(transport: backend.transport)
            let client = BraintreePayPalClient(transport: backend.transport, clientToken: try await gateway.clientToken())
            var request = BraintreePayPalClient.HermesRequest(flow: .vault, amount: nil)
            request.switchApps(universalLink: Self.universalLink, fallbackScheme: nil)
            let approval = try await client.approval(request)
            #expect(!approval.appSwitch && approval.token?.hasPrefix("BA-") == true)
            let returned = try await Self.approve(backend, approval, from: .web)
            #expect(returned.hasPrefix("sdk.ios.braintree://onetouch/v1/success?ba_token=BA-"))
            let nonce = try await client.tokenize(returnURL: returned, intent: nil)
            let declined = try await #require(throws: PayPalAPIError.self) { try await gateway.sale(amount: "2000.00", nonce: nonce.nonce, storeInVault: false) }
            #expect(declined.code == "2000" && declined.refusal?.name == "processor_declined")

            let unapproved = try await client.approval(BraintreePayPalClient.HermesRequest(flow: .checkout, amount: "5.00"))
            let refused = try await #require(throws: PayPalAPIError.self) {
                try await client.tokenize(returnURL: "sdk.ios.braintree://onetouch/v1/success?token=" + (unapproved.token ?? ""), intent: "sale")
            }
            #expect(refused.code == "82903" && refused.httpStatus == 422)
        }
    }

    @Test func wrongKeysAndAForgedClientTokenAreRefused() async throws {
        try await LiveBackend.with { backend in
            var keys = BraintreeGatewayClient.Keys.sandbox
            keys.privateKey = "wrong"
            let wrong = try await #require(throws: PayPalAPIError.self) { try await BraintreeGatewayClient(transport: backend.transport, keys: keys).clientToken() }
            #expect(wrong.httpStatus == 401)
            let real = try await BraintreeGatewayClient(transport: backend.transport).clientToken()
            let forgedJSON = #"{"authorizationFingerprint":"forged","clientApiUrl":"\#(real.clientApiUrl.absoluteString)"}"#
            let forged = try #require(ClientToken(Data(forgedJSON.utf8).base64EncodedString()))
            let refused = try await #require(throws: PayPalAPIError.self) {
                try await BraintreePayPalClient(transport: backend.transport, clientToken: forged).configuration()
            }
            #expect(refused.httpStatus == 401)
            #expect(ClientToken("not base64 json") == nil)
        }
    }
}
