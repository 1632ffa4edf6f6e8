import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

/// Random, hostile bodies on every route: each gets an answer in the API's own shape, and the server keeps
/// working. The generator is seeded, so a failure repeats; `PAYTERM_FUZZ_SEED` and `PAYTERM_FUZZ_ROUNDS`
/// run other and longer rounds.
@Suite struct RobustnessTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["PAYTERM_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_122
    static let rounds = environment["PAYTERM_FUZZ_ROUNDS"].flatMap(Int.init) ?? 500

    /// SplitMix64: small, fast, and the same sequence for the same seed on every machine.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let keys = [
        "actionType", "currencyCode", "receiverList", "receiver", "amount", "email", "phone", "primary", "feesPayer",
        "preapprovalKey", "senderEmail", "pin", "payKey", "transactionId", "trackingId", "receiverOptions", "invoiceData",
        "item", "price", "itemPrice", "itemCount", "totalTax", "totalShipping", "startingDate", "endingDate",
        "maxAmountPerPayment", "maxNumberOfPayments", "maxTotalAmountOfAllPayments", "paymentPeriod", "pinType",
        "returnUrl", "cancelUrl", "memo", "password", "funding_source_id", "shipping_address_id", "advance", "freeze",
        // REST
        "intent", "purchase_units", "currency_code", "value", "breakdown", "item_total", "items", "quantity", "unit_amount",
        "payment_source", "paypal", "card", "number", "expiry", "security_code", "vault_id", "attributes", "vault", "store_in_vault",
        "usage_type", "customer", "id", "token", "type", "url", "event_types", "name", "op", "path", "final_capture",
        "invoice_id", "note_to_payer", "webhook_event", "transmission_id", "webhook_ids", "reference_id",
    ]
    static let texts = [
        "", "PAY", "CREATE", "USD", "JPY", "10.00", "-1", "0", "1e308", "99999999999999999999", "0.001", "true",
        "merchant@payterm.test", "alex@payterm.test", "2026-13-45", "1970-01-01", "9999-12-31", "REQUIRED", "WEEKLY",
        "AP-XXXXXXXXXXXXXXXXX", "PA-XXXXXXXXXXXXXXXXX", "💳", "\u{0000}", "'; DROP TABLE documents; --", "999999999w",
        "CAPTURE", "AUTHORIZE", "ON_SUCCESS", "SETUP_TOKEN", "MERCHANT", "4111111111111111", "2030-04", "https://m.example/h", "*",
        "replace", "/intent", "/url",
        String(repeating: "x", count: 2_000),
    ]

    func value(depth: Int, using random: inout SeededGenerator) -> Any {
        switch Int.random(in: 0..<(depth > 3 ? 5 : 8), using: &random) {
        case 0: return Self.texts.randomElement(using: &random)!
        case 1: return Int.random(in: Int.min...Int.max, using: &random)
        case 2: return Bool.random(using: &random)
        case 3: return NSNull()
        case 4: return [-1.5, 0.1, 1e300, 12.345][Int.random(in: 0..<4, using: &random)]
        case 5: return (0..<Int.random(in: 0...4, using: &random)).map { _ in value(depth: depth + 1, using: &random) }
        default: return object(depth: depth + 1, using: &random)
        }
    }

    func object(depth: Int, using random: inout SeededGenerator) -> [String: Any] {
        var object: [String: Any] = [:]
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            object[Self.keys.randomElement(using: &random)!] = value(depth: depth, using: &random)
        }
        return object
    }

    static let routes = [
        "/AdaptivePayments/Pay", "/AdaptivePayments/PaymentDetails", "/AdaptivePayments/ExecutePayment",
        "/AdaptivePayments/Preapproval", "/AdaptivePayments/PreapprovalDetails", "/AdaptivePayments/CancelPreapproval",
        "/AdaptivePayments/Refund", "/payterm/v1/buyer/login", "/payterm/v1/buyer/pin", "/payterm/v1/clock",
        "/payterm/v1/buyer/payments/AP-XXXXXXXXXXXXXXXXX/approve", "/payterm/v1/buyer/preapprovals/PA-X/agree",
    ]

    @Test func randomBodiesGetAnswersNeverCrashes() async throws {
        try await TestBackend.with { backend in
            var random = SeededGenerator(state: Self.seed)
            let token = try await backend.login("alex@payterm.test")
            for round in 0..<Self.rounds {
                let route = Self.routes.randomElement(using: &random)!
                var headers = TestBackend.merchantHeaders
                headers["Authorization"] = "Bearer \(token)"
                let body = try JSONSerialization.data(withJSONObject: object(depth: 0, using: &random))
                let exchange = try await backend.http.send("POST", route, headers: headers, body: body)
                #expect([200, 201, 400, 401, 403, 404, 422].contains(exchange.status), "round \(round) \(route): \(exchange.status)")
                #expect((try? exchange.jsonObject()) != nil, "round \(round) \(route): not JSON")
                #expect(exchange.headers["paypal-debug-id"] != nil)
            }
            _ = try await backend.http.send("POST", "/payterm/v1/clock", json: ["real_time": true])
            _ = try await backend.succeed("Pay", Requests.simplePay())
        }
    }

    /// Valid requests with one field replaced by a random value or removed: this reaches the business rules.
    @Test func mutatedValidRequestsGetAnswers() async throws {
        try await TestBackend.with { backend in
            var random = SeededGenerator(state: Self.seed &+ 1)
            let payKey = try await backend.payKey()
            let templates: [(String, [String: Any])] = [
                ("Pay", Requests.pay([Requests.receiver("agent@payterm.test", "50.00", primary: true), Requests.receiver("hotel@payterm.test", "20.00")])),
                ("Pay", Requests.simplePay(extra: ["receiverOptions": [["receiver": ["email": "merchant@payterm.test"],
                    "invoiceData": ["item": [["name": "Mug", "price": "8.00", "itemPrice": "4.00", "itemCount": 2]], "totalTax": "1.00", "totalShipping": "1.00"]]]])),
                ("Preapproval", Requests.preapproval(extra: ["pinType": "REQUIRED", "paymentPeriod": "MONTHLY", "maxNumberOfPaymentsPerPeriod": "2"])),
                ("Refund", ["payKey": payKey, "currencyCode": "USD", "receiverList": ["receiver": [["email": "merchant@payterm.test", "amount": "1.00"]]]]),
                ("PaymentDetails", ["payKey": payKey]),
                ("ExecutePayment", ["payKey": payKey]),
            ]
            for round in 0..<Self.rounds {
                let (operation, template) = templates.randomElement(using: &random)!
                let body = mutate(template, using: &random)
                let (status, json) = try await backend.adaptive(operation, body)
                #expect([200, 400].contains(status), "round \(round) \(operation): \(status)")
                #expect(["Success", "Failure"].contains(json["responseEnvelope.ack"] ?? ""), "round \(round) \(operation): \(json)")
            }
            _ = try await backend.succeed("Pay", Requests.simplePay())
        }
    }

    /// Replaces (or removes) one value somewhere in the object.
    func mutate(_ object: [String: Any], using random: inout SeededGenerator) -> [String: Any] {
        var copy = object
        guard let key = copy.keys.sorted().randomElement(using: &random) else { return copy }
        switch (copy[key], Int.random(in: 0..<4, using: &random)) {
        case (let nested as [String: Any], 0...2): copy[key] = mutate(nested, using: &random)
        case (let list as [[String: Any]], 0...2) where !list.isEmpty:
            var list = list
            let index = Int.random(in: 0..<list.count, using: &random)
            list[index] = mutate(list[index], using: &random)
            copy[key] = list
        case (_, 0): copy[key] = nil
        default: copy[key] = value(depth: 3, using: &random)
        }
        return copy
    }

    @Test func deeplyNestedBodiesAreRefused() async throws {
        try await TestBackend.with { backend in
            let nested = Data((String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)).utf8)
            for route in ["/AdaptivePayments/Pay", "/payterm/v1/buyer/login"] {
                let exchange = try await backend.http.send("POST", route, headers: TestBackend.merchantHeaders, body: nested)
                #expect(exchange.status == 400, "\(route)")
            }
            let deepObject = Data((String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)).utf8)
            let exchange = try await backend.http.send("POST", "/AdaptivePayments/Pay", headers: TestBackend.merchantHeaders, body: deepObject)
            #expect(exchange.status == 400)
            _ = try await backend.succeed("Pay", Requests.simplePay())
            let journal = try await backend.http.send("GET", "/payterm/v1/journal?limit=5")
            #expect(journal.status == 200)
        }
    }

    @Test func hugeCountsAndAmountsAreRefusedNotOverflowed() async throws {
        try await TestBackend.with { backend in
            let item: [String: Any] = ["name": "Bulk", "price": "10.00", "itemPrice": "999999999999.99", "itemCount": 999_999]
            let options = ["receiverOptions": [["receiver": ["email": "merchant@payterm.test"], "invoiceData": ["item": [item]]]]]
            #expect(try await backend.fail("Pay", Requests.simplePay(extra: options)).errorId == "580001")
            let overflowing: [String: Any] = ["name": "Bulk", "price": "10.00", "itemPrice": "999999999999.99", "itemCount": Int.max]
            let more = ["receiverOptions": [["receiver": ["email": "merchant@payterm.test"], "invoiceData": ["item": [overflowing]]]]]
            #expect(try await backend.fail("Pay", Requests.simplePay(extra: more)).errorId == "580001")
            let huge = try await backend.fail("Pay", Requests.simplePay("1234567890123.00"))
            #expect(huge.status == 400)
            let tooFar = try await backend.http.send("POST", "/payterm/v1/clock", json: ["advance": "999999999w"])
            #expect(tooFar.status == 400)
        }
    }
}
