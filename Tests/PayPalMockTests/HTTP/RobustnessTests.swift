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
        "merchant@business.example.com", "alex@personal.example.com", "2026-13-45", "1970-01-01", "9999-12-31", "REQUIRED", "WEEKLY",
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
            let token = try await backend.login("alex@personal.example.com")
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

    static let nvPieces = [
        "=", "&", ".", "(", ")", "(0)", "(1)", "(99999999999999999999)", "%", "%2", "%ZZ", "%C3%A9", "%E9", "%00", "%26", "%3D", "+", " ",
        "receiverList", "receiver", "email", "amount", "primary", "requestEnvelope", "errorLanguage", "💳", "\u{0000}", "\n",
    ]
    static let xmlPieces = [
        "<", ">", "</", "/>", "&", "&amp;", "&#0;", "&#x110000;", "&lol;", "<![CDATA[", "]]>", "<!--", "-->", "<?xml version=\"1.0\"?>",
        "<!DOCTYPE r [<!ENTITY e \"x\">]>", "xmlns:a=\"u\"", "a:", "=\"", " ", "💳", "\u{0000}",
    ]

    func nvBody(using random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...40, using: &random)).map { _ in
            Bool.random(using: &random) ? Self.nvPieces.randomElement(using: &random)! : Self.keys.randomElement(using: &random)!
        }.joined()
    }

    func xmlBody(_ operation: String, using random: inout SeededGenerator) -> String {
        func element(_ depth: Int) -> String {
            let name = Self.keys.randomElement(using: &random)!
            let inner = depth > 4 || Bool.random(using: &random)
                ? Self.texts.randomElement(using: &random)!.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                : (0..<Int.random(in: 0...3, using: &random)).map { _ in element(depth + 1) }.joined()
            let noise = Int.random(in: 0..<6, using: &random) == 0 ? Self.xmlPieces.randomElement(using: &random)! : ""
            return "<\(name)>\(inner)\(noise)</\(name)>"
        }
        let fields = (0..<Int.random(in: 0...5, using: &random)).map { _ in element(1) }.joined()
        return "<\(operation)Request>\(fields)</\(operation)Request>"
    }

    /// Random NV and XML bodies, half of them well-formed: each gets a parseable answer in the format asked for.
    @Test func randomNVAndXMLBodiesGetAnswersInTheirFormat() async throws {
        try await TestBackend.with { backend in
            var random = SeededGenerator(state: Self.seed &+ 2)
            let operations = ["Pay", "PaymentDetails", "ExecutePayment", "Preapproval", "PreapprovalDetails", "CancelPreapproval", "Refund"]
            for round in 0..<Self.rounds {
                let operation = operations.randomElement(using: &random)!
                let format = [AdaptiveDataFormat.nv, .xml].randomElement(using: &random)!
                let body = format == .nv ? nvBody(using: &random) : xmlBody(operation, using: &random)
                let answer = try await backend.call(operation, raw: Data(body.utf8), format: format, answer: format)
                #expect(answer.status == 200, "round \(round) \(operation) \(format): \(answer)")
                #expect(["Success", "Failure"].contains(answer["responseEnvelope.ack"] ?? ""), "round \(round) \(operation) \(format): \(body) → \(answer)")
            }
            _ = try await backend.succeed("Pay", Requests.simplePay())
        }
    }

    /// Valid requests with one field replaced by a random value or removed: this reaches the business rules.
    @Test func mutatedValidRequestsGetAnswers() async throws {
        try await TestBackend.with { backend in
            var random = SeededGenerator(state: Self.seed &+ 1)
            let payKey = try await backend.payKey()
            let templates: [(String, [String: Any])] = [
                ("Pay", Requests.pay([Requests.receiver("agent@business.example.com", "50.00", primary: true), Requests.receiver("hotel@business.example.com", "20.00")])),
                ("Pay", Requests.simplePay(extra: ["receiverOptions": [["receiver": ["email": "merchant@business.example.com"],
                    "invoiceData": ["item": [["name": "Mug", "price": "8.00", "itemPrice": "4.00", "itemCount": 2]], "totalTax": "1.00", "totalShipping": "1.00"]]]])),
                ("Preapproval", Requests.preapproval(extra: ["pinType": "REQUIRED", "paymentPeriod": "MONTHLY", "maxNumberOfPaymentsPerPeriod": "2"])),
                ("Refund", ["payKey": payKey, "currencyCode": "USD", "receiverList": ["receiver": [["email": "merchant@business.example.com", "amount": "1.00"]]]]),
                ("PaymentDetails", ["payKey": payKey]),
                ("ExecutePayment", ["payKey": payKey]),
            ]
            for round in 0..<Self.rounds {
                let (operation, template) = templates.randomElement(using: &random)!
                let body = mutate(template, using: &random)
                let (status, json) = try await backend.adaptive(operation, body)
                #expect(status == 200, "round \(round) \(operation): \(status)")
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
            for (route, status) in [("/AdaptivePayments/Pay", 200), ("/payterm/v1/buyer/login", 400)] {
                let exchange = try await backend.http.send("POST", route, headers: TestBackend.merchantHeaders, body: nested)
                #expect(exchange.status == status, "\(route)")
            }
            let deepObject = Data((String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)).utf8)
            let exchange = try await backend.http.send("POST", "/AdaptivePayments/Pay", headers: TestBackend.merchantHeaders, body: deepObject)
            #expect(exchange.status == 200)
            #expect(JSON(try exchange.jsonObject())["error[0].errorId"] == "580001")
            _ = try await backend.succeed("Pay", Requests.simplePay())
            let journal = try await backend.http.send("GET", "/payterm/v1/journal?limit=5")
            #expect(journal.status == 200)
        }
    }

    @Test func hugeCountsAndAmountsAreRefusedNotOverflowed() async throws {
        try await TestBackend.with { backend in
            let item: [String: Any] = ["name": "Bulk", "price": "10.00", "itemPrice": "999999999999.99", "itemCount": 999_999]
            let options = ["receiverOptions": [["receiver": ["email": "merchant@business.example.com"], "invoiceData": ["item": [item]]]]]
            #expect(try await backend.fail("Pay", Requests.simplePay(extra: options)).errorId == "580001")
            let overflowing: [String: Any] = ["name": "Bulk", "price": "10.00", "itemPrice": "999999999999.99", "itemCount": Int.max]
            let more = ["receiverOptions": [["receiver": ["email": "merchant@business.example.com"], "invoiceData": ["item": [overflowing]]]]]
            #expect(try await backend.fail("Pay", Requests.simplePay(extra: more)).errorId == "580001")
            let huge = try await backend.fail("Pay", Requests.simplePay("1234567890123456.00"))
            #expect(huge.errorId == "580001")
            #expect(huge.status == 200)
            let tooFar = try await backend.http.send("POST", "/payterm/v1/clock", json: ["advance": "999999999w"])
            #expect(tooFar.status == 400)
        }
    }
}
