import Foundation
import PayPalAPI
import PayPalMock
import Testing

/// One exchange looked up by the `Paypal-Debug-Id` its answer carried, over loopback HTTP.
@Suite struct JournalEntryTests {
    @Test func aRESTCallIsFoundByItsDebugIdWithItsAnswersHeadersAndSecretsMasked() async throws {
        try await LiveBackend.with { backend in
            let token = try await backend.tokens.accessToken()
            let created = try await backend.transport.send(
                "POST", "/v2/checkout/orders", headers: ["Authorization": "Bearer \(token)", "PayPal-Request-Id": "journal-1"],
                body: Data(#"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"12.00"}}]}"#.utf8))
            let debugId = try #require(created.headers["paypal-debug-id"])
            let entry = try await backend.admin.journalEntry(debugId: debugId)
            #expect(entry.debugId == debugId)
            #expect(entry.method == "POST" && entry.path == "/v2/checkout/orders" && entry.status == 201)
            #expect(entry.correlationId == nil)
            #expect(entry.request.headers["authorization"] == "****")
            #expect(entry.request.headers["paypal-request-id"] == "journal-1")
            #expect(!entry.request.headers.values.contains { $0.contains(token) })
            #expect(entry.response.headers?["paypal-debug-id"] == debugId)
            #expect(entry.response.headers?["content-type"] == "application/json")
            #expect(entry.request.bodyText.contains("\"purchase_units\""))
            let order = try JSONSerialization.jsonObject(with: created.body) as? [String: Any]
            #expect(entry.response.bodyText.contains(try #require(order?["id"] as? String)))
            #expect(entry.fault == nil)
        }
    }

    @Test func anAdaptiveCallCarriesItsCorrelationIdAndALoginItsPasswordMasked() async throws {
        try await LiveBackend.with { backend in
            let paid = try await backend.transport.send(
                "POST", "/AdaptivePayments/Pay", headers: LiveBackend.merchantHeaders.merging(["X-PAYPAL-RESPONSE-DATA-FORMAT": "NV"]) { $1 },
                body: Data(#"""
                    {"actionType":"PAY","currencyCode":"USD","returnUrl":"https://shop.example/ok","cancelUrl":"https://shop.example/no",
                    "receiverList":{"receiver":[{"email":"merchant@business.example.com","amount":"5.00"}]}}
                    """#.utf8))
            let debugId = try #require(paid.headers["paypal-debug-id"])
            let pay = try await backend.admin.journalEntry(debugId: debugId)
            #expect(pay.path == "/AdaptivePayments/Pay" && pay.status == 200)
            #expect(pay.correlationId == debugId, "Adaptive answers carry the debug id as their correlation id")
            #expect(pay.request.headers["x-paypal-security-password"] == "****" && pay.request.headers["x-paypal-security-signature"] == "****")
            #expect(pay.response.headers?["content-type"]?.hasPrefix("text/plain") == true, "\(String(describing: pay.response.headers))")
            #expect(pay.response.bodyText.contains("payKey=AP-"))

            let login = try await backend.transport.send("POST", "/payterm/v1/buyer/login", body: try LiveBackend.login(LiveBackend.alex))
            let entry = try await backend.admin.journalEntry(debugId: try #require(login.headers["paypal-debug-id"]))
            #expect(entry.status == 201)
            #expect(!entry.request.bodyText.contains(Personas.password) && entry.request.bodyText.contains("\"password\":\"****\""))
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let session = try decoder.decode(BuyerSession.self, from: login.body).sessionToken
            #expect(!entry.response.bodyText.contains(session) && entry.response.bodyText.contains("\"session_token\":\"****\""))
        }
    }

    /// The front names the flow its calls are for, so that a tester's fault can match it.
    @Test func aCallMadeForAFlowNamesIt() async throws {
        try await LiveBackend.with { backend in
            let answer = try await HTTPTransport.$flow.withValue("pay-now") {
                try await backend.transport.send("POST", "/payterm/v1/buyer/login", body: try LiveBackend.login(LiveBackend.alex, password: "wrong-one"))
            }
            let entry = try await backend.admin.journalEntry(debugId: try #require(answer.headers["paypal-debug-id"]))
            #expect(entry.request.headers["payterm-flow"] == "pay-now")
        }
    }

    @Test func anUnknownDebugIdIsNotFoundAndReadingIsNotJournaled() async throws {
        try await LiveBackend.with { backend in
            for id in ["0123456789abc", "x' OR '1'='1", String(repeating: "é", count: 500)] {
                let refused = try await #require(throws: PayPalAPIError.self) { try await backend.admin.journalEntry(debugId: id) }
                #expect(refused.httpStatus == 404 && refused.code == "INVALID_RESOURCE_ID", "\(id.prefix(20))")
                #expect(refused.refusal?.field == "debug_id")
            }
            #expect(try await backend.admin.journal(limit: 10).isEmpty, "reading the journal leaves no entries")
        }
    }
}

extension AdminClient.JournalEntry.Request {
    /// The body as compact JSON with sorted keys, or as the text it was.
    var bodyText: String { journalText(body) }
}

extension AdminClient.JournalEntry.Response {
    var bodyText: String { journalText(body) }
}

private func journalText(_ body: AnyJSON?) -> String {
    if case .string(let text)? = body { return text }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return body.flatMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
}
