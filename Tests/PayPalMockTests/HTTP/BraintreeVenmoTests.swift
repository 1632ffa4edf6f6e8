import Foundation
import Testing
@testable import PayPalMock

/// Venmo through Braintree over loopback HTTP: the configuration, GraphQL as `BTVenmoClient` calls it, the Venmo app's
/// approval on the buyer side, the client API's vaulting and the gateway's sales.
@Suite struct BraintreeVenmoTests {
    static func bearer(_ backend: TestBackend) async throws -> String { "Bearer " + (try await backend.braintreeFingerprint()) }

    /// Sends `count` copies of a call at once; their statuses.
    static func together(_ count: Int = 16, _ call: @escaping @Sendable () async throws -> Int) async throws -> [Int] {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<count { group.addTask { try await call() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    static func sandboxSale(account: String) -> String {
        "<transaction><type>sale</type><amount>10.00</amount><payment_method_nonce>fake-venmo-account-nonce</payment_method_nonce>"
            + "<merchant_account_id>\(account)</merchant_account_id></transaction>"
    }

    @Test func theConfigurationNamesVenmoAndGraphQL() async throws {
        try await TestBackend.with { backend in
            let (status, json) = try await backend.braintreeClient("GET", "/configuration", authorization: try await Self.bearer(backend))
            let venmo = json["payWithVenmo"] as? [String: Any]
            #expect(status == 200 && (venmo?["accessToken"] as? String)?.hasPrefix("access_token$sandbox$payterm-merchant$") == true)
            #expect((venmo?["merchantId"] as? String)?.count == 19 && venmo?["environment"] as? String == "sandbox")
            #expect(venmo?["enrichedCustomerDataEnabled"] as? Bool == true)
            let graphQL = json["graphQL"] as? [String: Any]
            #expect((graphQL?["url"] as? String)?.hasSuffix("/merchants/payterm-merchant/client_api/graphql") == true)
        }
    }

    @Test func aContextIsApprovedInTheVenmoAppAndReadBackWithItsNonce() async throws {
        try await TestBackend.with { backend in
            let bearer = try await Self.bearer(backend)
            let (_, config) = try await backend.braintreeClient("GET", "/configuration", authorization: bearer)
            var input = TestBackend.venmoInput(total: "12.00")
            input["merchantProfileId"] = (config["payWithVenmo"] as? [String: Any])?["merchantId"]
            let context = try await backend.openVenmoContext(bearer: bearer, input)
            let (before, unapproved) = try await backend.graphQL(TestBackend.queryContext, ["paymentContextID": context], authorization: bearer)
            #expect(before == 200 && unapproved["data.node.paymentMethodId"] == nil && unapproved["data.node.status"] == "CREATED")
            let session = try await backend.login("alex@personal.example.com")
            let (seen, view) = try await backend.buyer("GET", "venmo/\(context)", token: session)
            #expect(seen == 200 && view["merchant_name"] == "PayTerm Demo Store" && view["amount"] == "12.00" && view["subject_to_change"] == true)
            #expect(view["usage"] == "MULTI_USE" && view["line_items[0].name"] == "Socks" && view["status"] == "CREATED")
            let (approved, answer) = try await backend.buyer("POST", "venmo/\(context)/approve", token: session)
            #expect(approved == 200 && answer["status"] == "APPROVED" && answer["username"] == "@alex-rivera", "\(answer)")
            let (status, json) = try await backend.graphQL(TestBackend.queryContext, ["id": context], authorization: bearer)
            #expect(status == 200 && json["data.node.userName"] == "alex-rivera" && json["data.node.payerInfo.email"] == "alex@personal.example.com")
            #expect(json["data.node.payerInfo.externalId"] == "Venmo-Alex-2345")
            let nonce = try #require(json["data.node.paymentMethodId"] as String?)
            let sale = try await backend.braintree("POST", "/transactions", xml: BraintreeGatewayTests.sale("12.00", nonce: nonce))
            #expect(sale.status == 201 && sale.body.contains("<payment-instrument-type>venmo_account</payment-instrument-type>"), "\(sale.body)")
            #expect(sale.body.contains("<username>alex-rivera</username><venmo-user-id>Venmo-Alex-2345</venmo-user-id>"))
            #expect(sale.body.contains("<source-description>Venmo Account: alex-rivera</source-description>"))
        }
    }

    @Test func theSandboxNoncePaysAsVenmoJoeOnTheVenmoMerchantAccount() async throws {
        try await TestBackend.with { backend in
            for _ in 0..<2 {
                let sale = try await backend.braintree("POST", "/transactions", xml: Self.sandboxSale(account: "fake_first_data_venmo_account"))
                #expect(sale.status == 201 && sale.body.contains("<username>venmojoe</username><venmo-user-id>Venmo-Joe-1</venmo-user-id>"), "\(sale.body)")
                #expect(sale.body.contains("<merchant-account-id>fake_first_data_venmo_account</merchant-account-id>") && sale.body.contains("venmo.png"))
            }
            let other = try await backend.braintree("POST", "/transactions", xml: Self.sandboxSale(account: "someone_elses"))
            #expect(other.status == 422 && other.body.contains("<code>91513</code>"))
        }
    }

    @Test func hostileGraphQLGetsGraphQLErrorsNeverACrash() async throws {
        try await TestBackend.with { backend in
            let bearer = try await Self.bearer(backend)
            let bodies: [(Data, Int)] = [
                (Data("{not json".utf8), 400), (Data("[]".utf8), 400), (Data(#"{"query": 7}"#.utf8), 400), (Data("{}".utf8), 400),
                (Data(#"{"query": "{ viewer { id } }"}"#.utf8), 400), (Data(#"{"query": "mutation X { createVenmoPaymentContext(input: {}) { id } }"}"#.utf8), 400),
                (Data(#"{"query": "query PaymentContext($id: ID!) { node(id: $id) { ... on VenmoPaymentContext { userName } } }", "variables": "x"}"#.utf8), 400),
                (Data(#"{"query": "query PaymentContext($id: ID!) { node(id: $id) { ... on VenmoPaymentContext { userName } } }", "variables": {}}"#.utf8), 400),
                (Data(#"{"query": "query PaymentContext($id: ID!) { node(id: $id) { ... on VenmoPaymentContext { userName } } }", "variables": {"id": 5}}"#.utf8), 400),
                (Data(#"{"query": "query PaymentContext($id: ID!) { node(id: $id) { ... on VenmoPaymentContext { userName } } }", "variables": {"id": "VPC-NONE"}}"#.utf8), 404),
                (Data(String(repeating: "[", count: 100_000).utf8), 400),
            ]
            for (body, expected) in bodies {
                let (status, json) = try await backend.graphQL(body, authorization: bearer)
                #expect(status == expected && (json["errors[0].message"] as String?) != nil, "\(String(decoding: body.prefix(80), as: UTF8.self)): \(status) \(json)")
            }
            var badInputs: [([String: Any], String)] = []
            for (key, value) in [("paymentMethodUsage", "SOMETIMES" as Any), ("merchantProfileId", "123" as Any)] {
                var input = TestBackend.venmoInput()
                input[key] = value
                badInputs.append((input, key))
            }
            var noTotal = TestBackend.venmoInput()
            noTotal["paysheetDetails"] = ["transactionDetails": ["taxAmount": "1.00"]]
            badInputs.append((noTotal, "totalAmount"))
            for total in ["abc", "-1.00", "0.00", "1.001"] { badInputs.append((TestBackend.venmoInput(total: total), "totalAmount")) }
            var many = TestBackend.venmoInput()
            many["paysheetDetails"] = ["transactionDetails": ["totalAmount": "1.00", "lineItems": Array(repeating: ["quantity": 1, "unitAmount": "1.00", "name": "x", "type": "DEBIT"], count: 250)]]
            badInputs.append((many, "lineItems"))
            for (input, field) in badInputs {
                let (status, json) = try await backend.graphQL(TestBackend.createContext, ["input": input], authorization: bearer)
                let path = json["errors[0].extensions.inputPath"] as [String]?
                #expect(status == 422 && json["errors[0].extensions.errorType"] == "user_error" && path?.last == field, "\(field): \(status) \(json)")
            }
            let (flag, json) = try await backend.graphQL(TestBackend.createContext, ["input": ["paymentMethodUsage": "SINGLE_USE", "isFinalAmount": "maybe"]], authorization: bearer)
            #expect(flag == 400, "\(json)")
            #expect(try await backend.openVenmoContext(bearer: bearer, ["paymentMethodUsage": "SINGLE_USE", "isFinalAmount": true]).hasPrefix("VPC-"))
        }
    }

    @Test func graphQLChecksTheFingerprintBeforeTheBody() async throws {
        try await TestBackend.with { backend in
            let fingerprint = try await backend.braintreeFingerprint()
            for authorization in [nil, "Bearer", "Bearer x", "Bearer " + String(fingerprint.dropFirst()) + "0", TestBackend.braintreeAuthorization()] {
                let (status, json) = try await backend.graphQL(Data("{not json".utf8), authorization: authorization)
                #expect(status == 401 && json["errors[0].extensions.errorClass"] == "AUTHENTICATION", "\(authorization ?? "none")")
            }
            // A fingerprint is the merchant's own: another merchant's path refuses it.
            let (other, _) = try await backend.graphQL(Data("{}".utf8), authorization: "Bearer " + fingerprint, merchant: "someone-else")
            #expect(other == 401)
            try await backend.advanceClock("2d")
            let (expired, _) = try await backend.graphQL(TestBackend.createContext, ["input": TestBackend.venmoInput()], authorization: "Bearer " + fingerprint)
            #expect(expired == 401)
        }
    }

    @Test func aContextIsApprovedOnceByOneBuyerAndNeverAfterCancel() async throws {
        try await TestBackend.with { backend in
            let bearer = try await Self.bearer(backend)
            let context = try await backend.openVenmoContext(bearer: bearer)
            #expect(try await backend.buyer("POST", "venmo/\(context)/approve").0 == 401)
            #expect(try await backend.approveVenmo(context, as: "kenji@personal.example.com").1["name"] == "UNPROCESSABLE_ENTITY")
            #expect(try await backend.approveVenmo(context).0 == 200)
            let (twice, again) = try await backend.approveVenmo(context)
            #expect(twice == 422 && again["details[0].issue"] == "CONTEXT_ALREADY_APPROVED", "\(again)")
            let (other, refused) = try await backend.approveVenmo(context, as: "sam@personal.example.com")
            #expect(other == 422 && refused["details[0].issue"] == "CONTEXT_ALREADY_APPROVED")
            let sam = try await backend.login("sam@personal.example.com")
            #expect(try await backend.buyer("GET", "venmo/\(context)", token: sam).0 == 404)
            #expect(try await backend.buyer("POST", "venmo/\(context)/cancel", token: sam).0 == 422)

            let cancelled = try await backend.openVenmoContext(bearer: bearer)
            let (status, view) = try await backend.buyer("POST", "venmo/\(cancelled)/cancel", token: sam)
            #expect(status == 200 && view["status"] == "CANCELED")
            #expect(try await backend.buyer("POST", "venmo/\(cancelled)/cancel", token: sam).0 == 200)
            let (late, answer) = try await backend.approveVenmo(cancelled)
            #expect(late == 422 && answer["details[0].issue"] == "CONTEXT_CANCELED")
            #expect(try await backend.buyer("GET", "venmo/VPC-NOSUCHCONTEXT", token: sam).0 == 404)
        }
    }

    @Test func sixteenIdenticalApprovalsMakeOneNonce() async throws {
        try await TestBackend.with { backend in
            let bearer = try await Self.bearer(backend)
            let context = try await backend.openVenmoContext(bearer: bearer)
            let session = try await backend.login("alex@personal.example.com")
            let statuses = try await Self.together { try await backend.buyer("POST", "venmo/\(context)/approve", token: session).0 }
            #expect(statuses.filter { $0 == 200 }.count == 1 && statuses.filter { $0 == 422 }.count == 15, "\(statuses)")
            let cancels = try await Self.together { try await backend.buyer("POST", "venmo/\(context)/cancel", token: session).0 }
            #expect(cancels.allSatisfy { $0 == 422 })
            let opened = try await Self.together { try await backend.graphQL(TestBackend.createContext, ["input": TestBackend.venmoInput()], authorization: bearer).status }
            #expect(opened.allSatisfy { $0 == 200 })
        }
    }

    @Test func aMintedNoncePaysOneSaleEvenSixteenAtOnce() async throws {
        try await TestBackend.with { backend in
            let bearer = try await Self.bearer(backend)
            let context = try await backend.openVenmoContext(bearer: bearer)
            _ = try await backend.approveVenmo(context)
            let nonce = try await backend.venmoNonce(bearer: bearer, context: context)
            let statuses = try await Self.together { try await backend.braintree("POST", "/transactions", xml: BraintreeGatewayTests.sale("12.00", nonce: nonce)).status }
            #expect(statuses.filter { $0 == 201 }.count == 1 && statuses.filter { $0 == 422 }.count == 15, "\(statuses)")
        }
    }

    @Test func theClientAPIVaultsAMultiUseAccountOnceForTheTokensCustomer() async throws {
        try await TestBackend.with { backend in
            let customer = try await backend.braintree("POST", "/customers", xml: "<customer><id>venmo-fan</id></customer>")
            #expect(customer.status == 201)
            let (_, xml) = try await backend.braintree("POST", "/client_token", xml: "<client_token><customer_id>venmo-fan</customer_id></client_token>")
            let token = try #require(xml.firstMatch(of: /<value>([^<]+)<\/value>/)?.1)
            let decoded = try #require(Data(base64Encoded: String(token)))
            let body = try #require(try JSONSerialization.jsonObject(with: decoded) as? [String: Any])
            let fan = "Bearer " + (try #require(body["authorizationFingerprint"] as? String))
            let unknown = try await backend.braintree("POST", "/client_token", xml: "<client_token><customer_id>nobody</customer_id></client_token>")
            #expect(unknown.status == 422 && unknown.body.contains("<code>92804</code>"))

            let context = try await backend.openVenmoContext(bearer: fan)
            _ = try await backend.approveVenmo(context, as: "dana@personal.example.com")
            let nonce = try await backend.venmoNonce(bearer: fan, context: context)
            let plain = try await Self.bearer(backend)
            let noCustomer = try await backend.braintreeClient("POST", "/payment_methods/venmo_accounts", json: ["venmoAccount": ["nonce": nonce]], authorization: plain)
            #expect(noCustomer.status == 422 && JSON(noCustomer.json)["fieldErrors[0].code"] == "93104", "\(noCustomer.json)")
            let statuses = try await Self.together {
                try await backend.braintreeClient("POST", "/payment_methods/venmo_accounts", json: ["venmoAccount": ["nonce": nonce]], authorization: fan).status
            }
            #expect(statuses.filter { $0 == 201 }.count == 1 && statuses.filter { $0 == 422 }.count == 15, "\(statuses)")
            let found = try await backend.braintree("GET", "/customers/venmo-fan")
            #expect(found.body.contains("<venmo-accounts type=\"array\"><venmo-account><token>") && found.body.contains("<username>dana-okafor</username>"), "\(found.body)")
            for body in [["venmoAccount": ["nonce": "not-minted"]], ["venmoAccount": [:]], ["venmoAccount": ["nonce": 5]]] as [[String: Any]] {
                #expect([400, 422].contains(try await backend.braintreeClient("POST", "/payment_methods/venmo_accounts", json: body, authorization: fan).status))
            }
            let single = try await backend.openVenmoContext(bearer: fan, TestBackend.venmoInput("SINGLE_USE"))
            _ = try await backend.approveVenmo(single, as: "lee@personal.example.com")
            let singleNonce = try await backend.venmoNonce(bearer: fan, context: single)
            let refused = try await backend.braintreeClient("POST", "/payment_methods/venmo_accounts", json: ["venmoAccount": ["nonce": singleNonce]], authorization: fan)
            #expect(refused.status == 422 && JSON(refused.json)["fieldErrors[0].code"] == "93102")
        }
    }
}
