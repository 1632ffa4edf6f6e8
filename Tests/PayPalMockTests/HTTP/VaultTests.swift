import Foundation
import Testing
@testable import PayPalMock

@Suite struct VaultTests {
    @Test func aCardIsApprovedAtOnceAndBecomesAPaymentToken() async throws {
        try await TestBackend.with { backend in
            let (created, setup) = try await backend.vault("setup-tokens", Vaults.card(), requestId: "card-1")
            #expect(created == 201)
            #expect(setup["status"] == "APPROVED")
            #expect(setup["customer.id"] == "customer_1000001")
            #expect(setup["payment_source.card.brand"] == "VISA")
            #expect(setup["payment_source.card.last_digits"] == "1111")
            #expect(setup["links[1].rel"] == "confirm")
            let setupId = try #require(setup["id"] as String?)
            let (replayed, again) = try await backend.vault("setup-tokens", Vaults.card(), requestId: "card-1")
            #expect(replayed == 200)
            #expect(again["id"] == setupId)

            let (made, token) = try await backend.vault("payment-tokens", Vaults.fromSetupToken(setupId))
            #expect(made == 201)
            let tokenId = try #require(token["id"] as String?)
            #expect(tokenId.count == 8)
            #expect(token["customer.id"] == "customer_1000001")
            #expect(token["payment_source.card.expiry"] == "2030-04")
            #expect(token["links[1].rel"] == "delete")
            let (_, fetched) = try await backend.rest("GET", "/v3/vault/payment-tokens/\(tokenId)")
            #expect(fetched["payment_source.card.last_digits"] == "1111")
            let (_, used) = try await backend.rest("GET", "/v3/vault/setup-tokens/\(setupId)")
            #expect(used["status"] == "VAULTED")
            let (twice, refused) = try await backend.vault("payment-tokens", Vaults.fromSetupToken(setupId))
            #expect(twice == 422)
            #expect(refused["details[0].issue"] == "SETUP_TOKEN_ALREADY_USED")

            let journal = try await backend.http.send("GET", "/payterm/v1/journal")
            let text = String(decoding: journal.body, as: UTF8.self)
            #expect(!text.contains(Vaults.visa))
            #expect(!text.contains("\"security_code\":\"123\""))
        }
    }

    @Test(arguments: [
        (JSON(Vaults.card("")), 422, "CARD_NUMBER_REQUIRED"),
        (JSON(Vaults.card("4111111111111112")), 400, "INVALID_PARAMETER_VALUE"),
        (JSON(Vaults.card(expiry: "2020-01")), 422, "CARD_EXPIRED"),
        (JSON(Vaults.card(expiry: "04/30")), 400, "INVALID_PARAMETER_SYNTAX"),
        (JSON(Vaults.card(customer: "short")), 400, "INVALID_STRING_LENGTH"),
        (JSON(Vaults.card(customer: "no spaces here")), 400, "INVALID_PARAMETER_SYNTAX"),
        (JSON(["payment_source": [String: Any]()]), 400, "MISSING_REQUIRED_PARAMETER"),
        (JSON(["payment_source": ["card": ["number": Vaults.visa], "paypal": [String: Any]()]]), 422, "ONLY_ONE_PAYMENT_SOURCE_ALLOWED"),
        (JSON(["payment_source": ["venmo": [String: Any]()]]), 422, "PAYMENT_SOURCE_CANNOT_BE_USED"),
        (JSON(["payment_source": ["paypal": ["usage_type": "SOMETIMES"]]]), 400, "INVALID_PARAMETER_VALUE"),
    ] as [(JSON, Int, String)])
    func setupTokensAreChecked(_ body: JSON, status: Int, issue: String) async throws {
        try await TestBackend.with { backend in
            let (answer, error) = try await backend.vault("setup-tokens", body.object)
            #expect(answer == status, "\(error)")
            #expect(error["details[0].issue"] == issue)
        }
    }

    @Test func createsNeedARequestIdAndUnknownTokensAre404() async throws {
        try await TestBackend.with { backend in
            let (missing, error) = try await backend.rest("POST", "/v3/vault/setup-tokens", json: Vaults.card())
            #expect(missing == 400)
            #expect(error["details[0].field"] == "PayPal-Request-Id")
            let (unknownSetup, _) = try await backend.vault("payment-tokens", Vaults.fromSetupToken("NOSUCHTOKEN000000"))
            #expect(unknownSetup == 404)
            let (wrongType, typeError) = try await backend.vault(
                "payment-tokens", ["payment_source": ["token": ["id": "X", "type": "BILLING_AGREEMENT"]]])
            #expect(wrongType == 400)
            #expect(typeError["details[0].field"] == "/payment_source/token/type")
            for path in ["setup-tokens/NOSUCHTOKEN", "payment-tokens/nosuchtk"] {
                let (status, _) = try await backend.rest("GET", "/v3/vault/\(path)")
                #expect(status == 404)
            }
            let (unauthenticated, _) = try await backend.rest("GET", "/v3/vault/payment-tokens?customer_id=customer_1", token: "nope")
            #expect(unauthenticated == 401)
        }
    }

    @Test func aWalletWaitsForItsBuyerToAgree() async throws {
        try await TestBackend.with { backend in
            let (created, setup) = try await backend.vault("setup-tokens", Vaults.wallet())
            #expect(created == 201)
            #expect(setup["status"] == "PAYER_ACTION_REQUIRED")
            #expect(setup["links[0].rel"] == "approve")
            let link = try #require(setup["links[0].href"] as String?)
            #expect(link.contains("/agreements/approve?approval_session_id="))
            let setupId = try #require(setup["id"] as String?)
            // The approval session is an id of its own, which finds its setup token (issue 38, item 21).
            let session = try #require(URLComponents(string: link)?.queryItems?.first { $0.name == "approval_session_id" }?.value)
            #expect(session != setupId)
            let (shown, shownToken) = try await backend.rest("GET", "/agreements/approve?approval_session_id=\(session)")
            #expect(shown == 200)
            #expect(shownToken["id"] == setupId)
            let (early, notYet) = try await backend.vault("payment-tokens", Vaults.fromSetupToken(setupId))
            #expect(early == 422)
            #expect(notYet["details[0].issue"] == "SETUP_TOKEN_NOT_APPROVED")

            let wrongPassword = try await backend.http.send(
                "POST", "/agreements/approve?approval_session_id=\(session)", json: ["email": "alex@personal.example.com", "password": "nope"])
            #expect(wrongPassword.status == 401)
            let (agreed, approved) = try await backend.agreeToSetupToken(setup)
            #expect(agreed == 200)
            #expect(approved["status"] == "APPROVED")
            #expect(approved["payment_source.paypal.email_address"] == "alex@personal.example.com")

            let (made, token) = try await backend.vault("payment-tokens", Vaults.fromSetupToken(setupId))
            #expect(made == 201)
            #expect(token["customer.id"] == "customer_2000002")
            #expect(token["payment_source.paypal.email_address"] == "alex@personal.example.com")
            #expect(token["payment_source.paypal.usage_type"] == "MERCHANT")
            #expect(token["payment_source.paypal.payer_id"] != nil)
        }
    }

    @Test func aCustomersTokensComeInPagesUntilDeleted() async throws {
        try await TestBackend.with { backend in
            var ids: [String] = []
            for number in [Vaults.visa, "5555555555554444", "378282246310005"] {
                ids.append(try await backend.savedCard(number, customer: "customer_4000004"))
            }
            _ = try await backend.savedCard(customer: "customer_someone_else")
            let list = "/v3/vault/payment-tokens?customer_id=customer_4000004"
            let (status, first) = try await backend.rest("GET", "\(list)&page_size=2&total_required=true")
            #expect(status == 200)
            #expect(first.count("payment_tokens") == 2)
            #expect(first["payment_tokens[0].id"] == ids[0])
            #expect(first["payment_tokens[1].payment_source.card.brand"] == "MASTERCARD")
            #expect(first["total_items"] == 3)
            #expect(first["total_pages"] == 2)
            let rels = (first.value(at: "links") as? [[String: Any]])?.compactMap { $0["rel"] as? String }
            #expect(rels?.contains("next") == true)
            let (_, second) = try await backend.rest("GET", "\(list)&page_size=2&page=2")
            #expect(second.count("payment_tokens") == 1)
            #expect(second["payment_tokens[0].payment_source.card.brand"] == "AMEX")
            #expect(second["total_items"] as Int? == nil)

            let (deleted, _) = try await backend.rest("DELETE", "/v3/vault/payment-tokens/\(ids[1])")
            #expect(deleted == 204)
            let (gone, _) = try await backend.rest("GET", "/v3/vault/payment-tokens/\(ids[1])")
            #expect(gone == 404)
            let (_, after) = try await backend.rest("GET", "\(list)&total_required=true")
            #expect(after["total_items"] == 2)
            let (noCustomer, error) = try await backend.rest("GET", "/v3/vault/payment-tokens")
            #expect(noCustomer == 400)
            #expect(error["details[0].field"] == "customer_id")
            let (badPage, _) = try await backend.rest("GET", "\(list)&page=0")
            #expect(badPage == 400)
        }
    }

    @Test func theListChecksItsCustomerIdAndItsLinksGiveItBack() async throws {
        try await TestBackend.with { backend in
            let list = "/v3/vault/payment-tokens?customer_id="
            for (customer, issue) in [("bad%20id%26page%3D9", "INVALID_PARAMETER_SYNTAX"), ("short", "INVALID_STRING_LENGTH"),
                                      (String(repeating: "c", count: 37), "INVALID_STRING_LENGTH")] {
                let (status, error) = try await backend.rest("GET", list + customer)
                #expect(status == 400, "\(customer): \(error)")
                #expect(error["details[0].issue"] == issue, "\(error)")
                #expect(error["details[0].location"] == "query")
                #expect(error["details[0].field"] == "customer_id")
            }
            let customer = "Cust-0_9abcdef"
            _ = try await backend.savedCard(customer: customer)
            _ = try await backend.savedCard(Vaults.visa, customer: customer)
            let (status, page) = try await backend.rest("GET", "\(list)\(customer)&page_size=1&total_required=true")
            #expect(status == 200)
            let links = try #require(page.value(at: "links") as? [[String: Any]])
            #expect(links.count == 4)
            for link in links {
                let href = try #require(link["href"] as? String)
                let query = URLComponents(string: href)?.queryItems ?? []
                #expect(query.first { $0.name == "customer_id" }?.value == customer, "\(href)")
            }
            let (huge, beyond) = try await backend.rest("GET", "\(list)\(customer)&page=\(Int.max)&page_size=\(Int.max)&total_required=true")
            #expect(huge == 200)
            #expect(beyond.count("payment_tokens") == 0)
            #expect(beyond["total_pages"] == 1)
        }
    }

    @Test func anOrderSavesTheWalletAndALaterOrderPaysWithoutTheBuyer() async throws {
        try await TestBackend.with { backend in
            let (created, order) = try await backend.rest(
                "POST", "/v2/checkout/orders", json: Vaults.orderSavingTheWallet(), headers: ["PayPal-Request-Id": "save-1"])
            #expect(created == 201)
            #expect(order["status"] == "PAYER_ACTION_REQUIRED")
            let orderId = try #require(order["id"] as String?)
            let (approved, _) = try await backend.approveOrder(orderId)
            #expect(approved == 200)
            let (captured, paid) = try await backend.rest("POST", "/v2/checkout/orders/\(orderId)/capture")
            #expect(captured == 201)
            #expect(paid["payment_source.paypal.attributes.vault.status"] == "VAULTED")
            #expect(paid["payment_source.paypal.attributes.vault.customer.id"] == "customer_3000003")
            let vaultId = try #require(paid["payment_source.paypal.attributes.vault.id"] as String?)
            #expect(try await backend.balance() == "490.00")

            let (reused, later) = try await backend.rest(
                "POST", "/v2/checkout/orders", json: Vaults.orderWithSavedWallet(vaultId, value: "15.00"),
                headers: ["PayPal-Request-Id": "reuse-1", "Prefer": "return=representation"])
            #expect(reused == 201)
            #expect(later["status"] == "COMPLETED")
            #expect(later["purchase_units[0].payments.captures[0].amount.value"] == "15.00")
            #expect(later["payment_source.paypal.email_address"] == "alex@personal.example.com")
            #expect(try await backend.balance() == "475.00")
            let (held, authorized) = try await backend.rest(
                "POST", "/v2/checkout/orders", json: Vaults.orderWithSavedWallet(vaultId, intent: "AUTHORIZE"),
                headers: ["PayPal-Request-Id": "reuse-2"])
            #expect(held == 201)
            #expect(authorized["purchase_units[0].payments.authorizations[0].status"] == "CREATED")

            let second = try await backend.approvedOrder(Vaults.orderSavingTheWallet())
            let (_, again) = try await backend.rest("POST", "/v2/checkout/orders/\(second)/capture")
            #expect(again["payment_source.paypal.attributes.vault.id"] == vaultId, "one token per buyer unless several are permitted")

            let (deleted, _) = try await backend.rest("DELETE", "/v3/vault/payment-tokens/\(vaultId)")
            #expect(deleted == 204)
            let (refused, error) = try await backend.rest(
                "POST", "/v2/checkout/orders", json: Vaults.orderWithSavedWallet(vaultId), headers: ["PayPal-Request-Id": "reuse-3"])
            #expect(refused == 422)
            #expect(error["details[0].issue"] == "TOKEN_ID_NOT_FOUND")
        }
    }

    @Test func aCardTokenIsNotAWalletAndADecliningWalletPaysNothing() async throws {
        try await TestBackend.with { backend in
            let cardToken = try await backend.savedCard()
            let (mismatch, error) = try await backend.rest(
                "POST", "/v2/checkout/orders", json: Vaults.orderWithSavedWallet(cardToken), headers: ["PayPal-Request-Id": "card-as-wallet"])
            #expect(mismatch == 422)
            #expect(error["details[0].issue"] == "MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE")

            let (_, setup) = try await backend.vault("setup-tokens", Vaults.wallet(customer: "customer_5000005"))
            _ = try await backend.agreeToSetupToken(setup, buyer: "dana@personal.example.com")
            let (_, token) = try await backend.vault("payment-tokens", Vaults.fromSetupToken(try #require(setup["id"] as String?)))
            let danaToken = try #require(token["id"] as String?)
            let (declined, refusal) = try await backend.rest(
                "POST", "/v2/checkout/orders", json: Vaults.orderWithSavedWallet(danaToken), headers: ["PayPal-Request-Id": "dana-1"])
            #expect(declined == 422)
            #expect(refusal["details[0].issue"] == "INSTRUMENT_DECLINED")
        }
    }
}
