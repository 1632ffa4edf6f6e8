import Foundation
import Testing
@testable import PayPalMock

/// Buyers a tester adds through `POST /payterm/v1/personas`, over loopback HTTP: they log in and pay as seeded ones
/// do, keep their secrets out of sight, survive a restart and go with a reset.
@Suite struct AddedPersonaTests {
    static let email = "jo@personal.example.com"
    static let password = "hunter2hunter2"

    static func jo(_ changes: [String: Any?] = [:]) -> [String: Any] {
        var body: [String: Any] = [
            "email": email, "password": password, "phone": "+447700900123", "pin": "2468", "given_name": "Jo", "surname": "Bloggs",
            "country_code": "GB", "balance": ["currency_code": "USD", "value": "120.00"],
            "card": ["brand": "visa", "last_digits": "1881"], "bank": ["name": "Barclays Current", "last_digits": "4455"],
        ]
        for (key, value) in changes { body[key] = value }
        return body
    }

    /// Adds Jo; returns the persona as the answer lists it.
    @discardableResult
    static func add(_ backend: TestBackend) async throws -> JSON {
        let (status, added) = try await backend.admin("POST", "/payterm/v1/personas", json: jo())
        guard status == 201 else { throw TestFailure("adding Jo: HTTP \(status) \(added)") }
        return added
    }

    static func me(_ backend: TestBackend, _ token: String) async throws -> JSON {
        try await backend.buyer("GET", "me", token: token).1
    }

    @Test func anAddedBuyerIsListedWithoutSecretsAndLogsInBothWays() async throws {
        try await TestBackend.with { backend in
            let added = try await Self.add(backend)
            #expect(added["email"] == Self.email && added["phone"] == "+447700900123")
            #expect(added.value(at: "password") == nil && added.value(at: "pin") == nil)
            let (_, listed) = try await backend.admin("GET", "/payterm/v1/personas")
            let buyers = listed.value(at: "buyers") as? [[String: Any]] ?? []
            #expect(buyers.count == Personas.summaries.count + 1)
            let jo = try #require(buyers.last)
            #expect(jo["email"] as? String == Self.email && jo["password"] == nil && jo["pin"] == nil)
            #expect((jo["rehearses"] as? String)?.contains("Visa x1881") == true, "\(jo)")
            #expect(!String(decoding: try JSONSerialization.data(withJSONObject: listed.object), as: UTF8.self).contains(Self.password))

            let me = try await Self.me(backend, try await backend.login(Self.email, password: Self.password))
            #expect(me["name.given_name"] == "Jo" && me["has_pin"] == true && me["balances[0].value"] == "120.00")
            #expect((me.value(at: "funding_sources") as? [Any])?.count == 3)
            #expect((me.value(at: "addresses") as? [Any])?.isEmpty == true, "no address was given")
            let (byPhone, session) = try await backend.buyer("POST", "login", json: ["phone": "+44 7700 900123", "pin": "2468"])
            #expect(byPhone == 201 && session["buyer.email"] == Self.email)
            let (wrong, _) = try await backend.buyer("POST", "login", json: ["email": Self.email, "password": "pass1234"])
            #expect(wrong == 401)
        }
    }

    @Test func anAddedBuyerHasTheHomeAddressGiven() async throws {
        try await TestBackend.with { backend in
            let body = Self.jo(["address": ["line1": "10 Downing St", "city": "London", "postal_code": "SW1A 2AA"]])
            let (status, _) = try await backend.admin("POST", "/payterm/v1/personas", json: body)
            #expect(status == 201)
            let me = try await Self.me(backend, try await backend.login(Self.email, password: Self.password))
            #expect(me["addresses[0].line1"] == "10 Downing St" && me["addresses[0].city"] == "London" && me["addresses[0].country_code"] == "GB")
            #expect(me["addresses[0].name"] == "Jo Bloggs")
            let (missing, refusal) = try await backend.admin("POST", "/payterm/v1/personas", json: Self.jo(["email": "jo2@personal.example.com", "phone": nil, "pin": nil, "address": ["line1": "10 Downing St"]]))
            #expect(missing == 400 && refusal["details[0].field"] == "address/city", "\(refusal)")
        }
    }

    @Test func anAddedBuyerPaysAnAdaptivePaymentAndAnOrderFromTheBalance() async throws {
        try await TestBackend.with { backend in
            try await Self.add(backend)
            let token = try await backend.login(Self.email, password: Self.password)
            let balance = try #require((try await Self.me(backend, token).value(at: "funding_sources") as? [[String: Any]])?.first?["id"] as? String)

            let payKey = try await backend.payKey(Requests.simplePay("20.00"))
            let (approved, _) = try await backend.approve(payKey, token: token, source: balance)
            #expect(approved == 200)
            #expect(try await backend.succeed("PaymentDetails", ["payKey": payKey])["status"] == "COMPLETED")
            #expect(try await Self.me(backend, token)["balances[0].value"] == "100.00")

            let order = try await backend.createOrder(Orders.simple("30.00"))
            let (orderApproved, approval) = try await backend.buyer("POST", "orders/\(order)/approve", token: token, json: ["funding_source_id": balance])
            #expect(orderApproved == 200, "\(approval)")
            #expect(approval["payer.email_address"] == Self.email && approval["payer.address.country_code"] == "GB")
            let (captured, _) = try await backend.rest("POST", "/v2/checkout/orders/\(order)/capture")
            #expect(captured == 201)
            #expect(try await Self.me(backend, token)["balances[0].value"] == "70.00")
        }
    }

    @Test func aTakenEmailOrPhoneIsRefusedAndNothingIsKept() async throws {
        try await TestBackend.with { backend in
            try await Self.add(backend)
            for (body, field) in [
                (Self.jo(["email": "JO@personal.example.com", "phone": "+447700900999"]), "email"),
                (Self.jo(["email": "alex@personal.example.com", "phone": nil, "pin": nil]), "email"),
                (Self.jo(["email": "merchant@business.example.com", "phone": nil, "pin": nil]), "email"),
                (Self.jo(["email": "other@personal.example.com", "phone": "+14085550101"]), "phone"),
            ] {
                let (status, refusal) = try await backend.admin("POST", "/payterm/v1/personas", json: body)
                #expect(status == 409 && refusal["details[0].field"] == field, "\(refusal)")
            }
            let (_, listed) = try await backend.admin("GET", "/payterm/v1/personas")
            #expect((listed.value(at: "buyers") as? [Any])?.count == Personas.summaries.count + 1)
            let (refused, _) = try await backend.buyer("POST", "login", json: ["email": "other@personal.example.com", "password": Self.password])
            #expect(refused == 401, "the refused buyer was not half-added")
        }
    }

    @Test func badInputIsRefusedNamingTheFieldAndNeverEchoingASecret() async throws {
        try await TestBackend.with { backend in
            for (changes, status, field) in [
                (["email": "not-an-email"], 400, "email"),
                (["email": "a b@example.com"], 400, "email"),
                (["email": 42], 400, "email"),
                (["password": "short"], 400, "password"),
                (["password": nil], 400, "password"),
                (["pin": "12ab"], 400, "pin"),
                (["phone": nil], 400, "phone"),
                (["phone": "12"], 400, "phone"),
                (["given_name": ""], 400, "given_name"),
                (["surname": "Bl\u{0}ggs"], 400, "surname"),
                (["country_code": "gbr"], 400, "country_code"),
                (["balance": nil], 400, "balance"),
                (["balance": ["currency_code": "XXX", "value": "1.00"]], 422, "balance/currency_code"),
                (["balance": ["currency_code": "USD", "value": "1.005"]], 422, "balance/value"),
                (["balance": ["currency_code": "USD", "value": "1e3"]], 400, "balance/value"),
                (["balance": ["currency_code": "USD", "value": "-5.00"]], 422, "balance/value"),
                (["balance": ["currency_code": "JPY", "value": "10.5"]], 422, "balance/value"),
                (["card": ["brand": "DINERS", "last_digits": "1234"]], 400, "card/brand"),
                (["card": ["brand": "VISA", "last_digits": "12345"]], 400, "card/last_digits"),
                (["bank": ["name": "", "last_digits": "1234"]], 400, "bank/name"),
                (["bank": ["name": "Chase", "last_digits": nil]], 400, "bank/last_digits"),
            ] as [([String: Any?], Int, String)] {
                let body = Self.jo(changes.merging(["password": changes.keys.contains("password") ? changes["password"]! : "pw-\(field)-secret"]) { $1 })
                let exchange = try await backend.http.send("POST", "/payterm/v1/personas", json: body)
                let refusal = JSON(try exchange.jsonObject())
                #expect(exchange.status == status && refusal["details[0].field"] == field, "\(changes): \(refusal)")
                #expect(!String(decoding: exchange.body, as: UTF8.self).contains("-secret"), "a password is never echoed")
            }
            let (malformed, _) = try await backend.admin("POST", "/payterm/v1/personas", json: ["email": ["nested": true]])
            #expect(malformed == 400)
            let (_, listed) = try await backend.admin("GET", "/payterm/v1/personas")
            #expect((listed.value(at: "buyers") as? [Any])?.count == Personas.summaries.count)
        }
    }

    @Test func anAddedBuyerSurvivesARestartAndIsGoneAfterAReset() async throws {
        try await TestBackend.withStateFile { configuration in
            try await TestBackend.with(configuration) { backend in try await Self.add(backend) }
            try await TestBackend.with(configuration) { backend in
                _ = try await backend.login(Self.email, password: Self.password)
                let (reset, _) = try await backend.admin("POST", "/payterm/v1/reset")
                #expect(reset == 200)
                let (refused, _) = try await backend.buyer("POST", "login", json: ["email": Self.email, "password": Self.password])
                #expect(refused == 401)
                let (_, listed) = try await backend.admin("GET", "/payterm/v1/personas")
                #expect((listed.value(at: "buyers") as? [Any])?.count == Personas.summaries.count)
                try await Self.add(backend)
            }
        }
    }
}
