import Foundation
import Testing
@testable import PayPalMock

/// The Braintree gateway's vault over loopback HTTP: sales that vault a billing agreement's PayPal account, customers,
/// payment methods found and deleted, a returning buyer's sale by token, and `settlement_pending`.
@Suite struct BraintreeVaultTests {
    static func vaultingSale(_ amount: String = "10.00", nonce: String = BraintreeMerchant.billingAgreementNonce, extra: String = "") -> String {
        "<transaction><type>sale</type><amount>\(amount)</amount><payment_method_nonce>\(nonce)</payment_method_nonce>\(extra)"
            + "<options><store_in_vault_on_success type=\"boolean\">true</store_in_vault_on_success></options></transaction>"
    }

    static func tokenSale(_ token: String, amount: String = "7.00", extra: String = "") -> String {
        "<transaction><type>sale</type><amount>\(amount)</amount><payment_method_token>\(token)</payment_method_token>\(extra)</transaction>"
    }

    static func value(_ element: String, in body: String) -> String? {
        body.firstMatch(of: try! Regex<(Substring, Substring)>("<\(element)>([^<]*)</\(element)>")).map { String($0.1) }
    }

    @Test func aBillingAgreementSaleVaultsThePayPalAccountForANewCustomer() async throws {
        try await TestBackend.with { backend in
            let sale = try await backend.braintree("POST", "/transactions", xml: Self.vaultingSale())
            #expect(sale.status == 201, "\(sale.body)")
            let token = try #require(sale.body.firstMatch(of: /<paypal><token>([a-z0-9]{7})<\/token>/)?.1)
            let customerId = try #require(sale.body.firstMatch(of: /<customer><id>([0-9]{9})<\/id><\/customer>/)?.1)
            let customer = try await backend.braintree("GET", "/customers/\(customerId)")
            #expect(customer.status == 200 && customer.body.contains("<paypal-accounts type=\"array\"><paypal-account><token>\(token)</token>"), "\(customer.body)")
            #expect(customer.body.contains("<default type=\"boolean\">true</default>") && customer.body.contains("<email>payer@example.com</email>"))
            let method = try await backend.braintree("GET", "/payment_methods/any/\(token)")
            #expect(method.status == 200 && Self.value("customer-id", in: method.body) == String(customerId), "\(method.body)")
            #expect(Self.value("billing-agreement-id", in: method.body) == "B-" + token.uppercased())
        }
    }

    @Test func aOneTimeNonceIsNotVaultedButPays() async throws {
        try await TestBackend.with { backend in
            let sale = try await backend.braintree("POST", "/transactions", xml: Self.vaultingSale(nonce: "fake-paypal-one-time-nonce"))
            #expect(sale.status == 201 && sale.body.contains("<status>authorized</status>"), "\(sale.body)")
            #expect(sale.body.contains("<paypal><token nil=\"true\"></token>") && sale.body.contains("<customer><id nil=\"true\"></id></customer>"))
            let customer = try await backend.braintree("POST", "/customers", xml: "<customer><payment_method_nonce>fake-paypal-one-time-nonce</payment_method_nonce></customer>")
            #expect(customer.status == 422 && customer.body.contains("<customer><errors type=\"array\"></errors><paypal-account><errors type=\"array\"><error><code>82902</code><attribute>base</attribute>"), "\(customer.body)")
        }
    }

    @Test func aMintedBillingAgreementNonceIsVaultedAndADeclinedSaleVaultsNothing() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let nonce = try await BraintreeClientAPITests.nonce(backend, bearer: bearer, vault: true)
            let declined = try await backend.braintree("POST", "/transactions", xml: Self.vaultingSale("2000.00", nonce: nonce))
            #expect(declined.status == 422 && declined.body.contains("<token nil=\"true\"></token>"), "\(declined.body)")
            let sale = try await backend.braintree("POST", "/transactions", xml: Self.vaultingSale(nonce: nonce))
            #expect(sale.status == 201 && sale.body.firstMatch(of: /<paypal><token>[a-z0-9]{7}<\/token>/) != nil, "\(sale.body)")
            let oneTime = try await BraintreeClientAPITests.nonce(backend, bearer: bearer)
            let refused = try await backend.braintree("POST", "/customers", xml: "<customer><payment_method_nonce>\(oneTime)</payment_method_nonce></customer>")
            #expect(refused.status == 422 && refused.body.contains("<code>82902</code>"), "\(refused.body)")
        }
    }

    @Test func aReturningBuyerPaysByTokenUntilTheMethodIsDeleted() async throws {
        try await TestBackend.with { backend in
            let created = try await backend.braintree(
                "POST", "/customers", xml: "<customer><id>buyer-1</id><first_name>Ada</first_name><payment_method_nonce>\(BraintreeMerchant.billingAgreementNonce)</payment_method_nonce></customer>")
            #expect(created.status == 201 && Self.value("id", in: created.body) == "buyer-1" && Self.value("first-name", in: created.body) == "Ada", "\(created.body)")
            let token = try #require(Self.value("token", in: created.body))
            let sale = try await backend.braintree("POST", "/transactions", xml: Self.tokenSale(token, extra: "<customer_id>buyer-1</customer_id>"))
            #expect(sale.status == 201 && sale.body.contains("<customer><id>buyer-1</id></customer>") && sale.body.contains("<paypal><token>\(token)</token>"), "\(sale.body)")
            #expect(Self.value("amount", in: sale.body) == "7.00")
            let other = try await backend.braintree("POST", "/customers", xml: "<customer><id>buyer-2</id></customer>")
            #expect(other.status == 201)
            let notTheirs = try await backend.braintree("POST", "/transactions", xml: Self.tokenSale(token, extra: "<customer_id>buyer-2</customer_id>"))
            #expect(notTheirs.status == 422 && notTheirs.body.contains("<code>91516</code>"), "\(notTheirs.body)")
            #expect(try await backend.braintree("DELETE", "/payment_methods/any/\(token)").status == 200)
            #expect(try await backend.braintree("GET", "/payment_methods/any/\(token)").status == 404)
            #expect(try await backend.braintree("DELETE", "/payment_methods/any/\(token)").status == 404)
            let gone = try await backend.braintree("POST", "/transactions", xml: Self.tokenSale(token))
            #expect(gone.status == 422 && gone.body.contains("<code>91518</code>"), "\(gone.body)")
            let customer = try await backend.braintree("GET", "/customers/buyer-1")
            #expect(customer.body.contains("<paypal-accounts type=\"array\"></paypal-accounts>"), "\(customer.body)")
        }
    }

    @Test func badVaultInputIsRefused() async throws {
        try await TestBackend.with { backend in
            _ = try await backend.braintree("POST", "/customers", xml: "<customer><id>taken</id></customer>")
            for (xml, code) in [("<customer><id>taken</id></customer>", "91609"), ("<customer><id>a b</id></customer>", "91610"),
                                ("<customer><id>\(String(repeating: "a", count: 37))</id></customer>", "91612"),
                                ("<customer><first_name>\(String(repeating: "x", count: 256))</first_name></customer>", "81608"),
                                ("<customer><payment_method_nonce>nope</payment_method_nonce></customer>", "92908")] {
                let (status, body) = try await backend.braintree("POST", "/customers", xml: xml)
                #expect(status == 422 && body.contains("<code>\(code)</code>"), "\(xml): \(body)")
            }
            for (xml, code) in [(Self.tokenSale("nosuch"), "91518"), (Self.vaultingSale(extra: "<customer_id>nobody</customer_id>"), "91510"),
                                (Self.tokenSale("x", extra: "<payment_method_nonce>fake-paypal-one-time-nonce</payment_method_nonce>"), "91515"),
                                (Self.tokenSale("x", amount: String(repeating: "9", count: 40)), "81528")] {
                let (status, body) = try await backend.braintree("POST", "/transactions", xml: xml)
                #expect(status == 422 && body.contains("<code>\(code)</code>"), "\(xml): \(body)")
            }
            for path in ["/customers/nobody", "/payment_methods/any/nosuch", "/customers/%2E%2E", "/payment_methods/any/" + String(repeating: "z", count: 5000)] {
                #expect(try await backend.braintree("GET", path).status == 404, "\(path)")
            }
            #expect(try await backend.braintree("POST", "/customers", xml: "<transaction/>").status == 400)
        }
    }

    @Test func theSandboxs4002AmountsStaySettlementPending() async throws {
        try await TestBackend.with { backend in
            let xml = "<transaction><type>sale</type><amount>4002.50</amount><payment_method_nonce>fake-paypal-one-time-nonce</payment_method_nonce>"
                + "<options><submit_for_settlement type=\"boolean\">true</submit_for_settlement></options></transaction>"
            let sale = try await backend.braintree("POST", "/transactions", xml: xml)
            #expect(sale.status == 201 && sale.body.contains("<status>settlement_pending</status>"), "\(sale.body)")
            let id = try #require(Self.value("id", in: sale.body))
            _ = try await backend.http.send("POST", "/payterm/v1/clock", json: ["advance": "3d"])
            let later = try await backend.braintree("GET", "/transactions/\(id)")
            #expect(later.body.contains("<status>settlement_pending</status>"))
            let refund = try await backend.braintree("POST", "/transactions/\(id)/refund")
            #expect(refund.status == 422 && refund.body.contains("<code>91506</code>"))
            let voided = try await backend.braintree("PUT", "/transactions/\(id)/void")
            #expect(voided.status == 200 && voided.body.contains("<status>voided</status>"), "\(voided.body)")
        }
    }
}
