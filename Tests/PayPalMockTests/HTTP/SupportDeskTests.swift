import Foundation
import Testing
@testable import PayPalMock

/// The support console's API: finding a payment by whatever the customer has, its timeline, and support's
/// actions with what they cause.
@Suite struct SupportDeskTests {
    func search(_ backend: TestBackend, _ query: String) async throws -> (Int, JSON) {
        let exchange = try await backend.http.send("GET", "/payterm/v1/support/cases?q=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
        return (exchange.status, JSON(try exchange.jsonObject()))
    }

    func found(_ backend: TestBackend, _ query: String) async throws -> [(id: String, matched: String)] {
        let (status, answer) = try await search(backend, query)
        guard status == 200 else { throw TestFailure("search \(query): HTTP \(status) \(answer)") }
        return (0..<answer.count("cases")).compactMap { index in
            guard let id: String = answer["cases[\(index)].id"], let matched: String = answer["cases[\(index)].matched"] else { return nil }
            return (id, matched)
        }
    }

    func file(_ backend: TestBackend, _ kind: String, _ id: String) async throws -> JSON {
        let exchange = try await backend.http.send("GET", "/payterm/v1/support/cases/\(kind)/\(id)")
        guard exchange.status == 200 else { throw TestFailure("case \(kind)/\(id): HTTP \(exchange.status)") }
        return JSON(try exchange.jsonObject())
    }

    func act(
        _ backend: TestBackend, _ kind: String, _ id: String, _ action: String, on target: String, amount: String? = nil, agent: String? = "Dana"
    ) async throws -> (Int, JSON, String?) {
        var body: [String: Any] = ["case": ["kind": kind, "id": id], "action": action, "target": target]
        body["agent"] = agent
        body["amount"] = amount.map { ["currency_code": "USD", "value": $0] }
        let exchange = try await backend.http.send("POST", "/payterm/v1/support/actions", json: body)
        return (exchange.status, JSON(try exchange.jsonObject()), exchange.headers["paypal-debug-id"])
    }

    static func whats(_ file: JSON) -> [String] {
        (0..<file.count("timeline")).compactMap { file["timeline[\($0)].what"] }
    }

    @Test func aCapturedOrderIsFoundByEachOfItsIdsAndRefundedInPartWithItsWebhook() async throws {
        try await WebhookReceiver.with { receiver in try await TestBackend.with(.calling(receiver.url)) { backend in
            _ = try await WebhookTests.subscribe(backend, receiver.url, to: ["*"])
            let orderId = try await backend.approvedOrder()
            let capture = try await backend.restExchange("POST", "/v2/checkout/orders/\(orderId)/capture")
            let captureId: String = try #require(JSON(try capture.jsonObject())["purchase_units[0].payments.captures[0].id"])
            let debugId = try #require(capture.headers["paypal-debug-id"])
            for (query, matched) in [(orderId, "order id"), (captureId, "capture id"), (debugId, "debug id"), ("ALEX@personal.example.com", "buyer email")] {
                let cases = try await found(backend, query)
                #expect(cases.contains { $0.id == orderId && $0.matched == matched }, "\(query) finds the order as its \(matched)")
            }
            _ = try await receiver.waitFor(3)

            let before = try await file(backend, "order", orderId)
            let whats = Self.whats(before)
            #expect(whats.first == "Order created: 10.00 USD, intent CAPTURE")
            #expect(whats.contains("Approved by alex@personal.example.com"))
            #expect(whats.contains("Captured 10.00 USD"))
            #expect(whats.contains { $0.hasPrefix("Webhook sent: PAYMENT.CAPTURE.COMPLETED") })
            #expect(before["notifications[0].deliveries[0].status"] == "SUCCESS")

            let (status, outcome, actionDebugId) = try await act(backend, "order", orderId, "refund", on: captureId, amount: "4.00")
            #expect(status == 200)
            let said: String = try #require(outcome["outcome"])
            #expect(said.hasPrefix("refunded 4.00 USD of capture \(captureId)"))
            #expect(outcome["caused[0].summary"] == "PAYMENT.CAPTURE.REFUNDED: A payment capture was refunded.")
            let after = Self.whats(JSON(try #require(outcome["case"] as [String: Any]?)))
            #expect(after.contains("Refunded 4.00 USD"))
            #expect(after.contains("Support: \(said)"))
            #expect(try await backend.balance() == "494.00", "the buyer has the money back")
            _ = try await receiver.waitFor(4)

            // The journal keeps who took it.
            let entry = try await backend.http.send("GET", "/payterm/v1/journal/\(try #require(actionDebugId))")
            #expect(JSON(try entry.jsonObject())["request.body.agent"] == "Dana")

            let (over, tooMuch, _) = try await act(backend, "order", orderId, "refund", on: captureId, amount: "6.01")
            #expect(over == 422)
            #expect(tooMuch["details[0].issue"] == "REFUND_AMOUNT_EXCEEDED")
            let (notOffered, refused, _) = try await act(backend, "order", orderId, "void", on: captureId)
            #expect(notOffered == 422)
            #expect(refused["details[0].issue"] == "ACTION_NOT_AVAILABLE")
            let (anonymous, nameless, _) = try await act(backend, "order", orderId, "refund", on: captureId, agent: " ")
            #expect(anonymous == 400)
            #expect(nameless["details[0].field"] == "/agent")
        } }
    }

    @Test func anAuthorizationIsVoidedBySupportAndAnotherExpiresOnTheVirtualClock() async throws {
        try await TestBackend.with { backend in
            let voided = try await backend.authorization()
            let (_, voidedAuthorization) = try await backend.rest("GET", "/v2/payments/authorizations/\(voided)")
            let voidedOrder: String = try #require(voidedAuthorization["supplementary_data.related_ids.order_id"])
            let (status, outcome, _) = try await act(backend, "order", voidedOrder, "void", on: voided)
            #expect(status == 200)
            #expect(Self.whats(JSON(try #require(outcome["case"] as [String: Any]?))).contains("Authorization \(voided) voided"))
            let (again, _, _) = try await act(backend, "order", voidedOrder, "void", on: voided)
            #expect(again == 422, "a voided authorization offers no void")

            let renewable = try await backend.authorization()
            let (_, renewableAuthorization) = try await backend.rest("GET", "/v2/payments/authorizations/\(renewable)")
            let renewableOrder: String = try #require(renewableAuthorization["supplementary_data.related_ids.order_id"])
            try await backend.advanceClock("4d")
            let (renewed, reauthorized, _) = try await act(backend, "order", renewableOrder, "reauthorize", on: renewable)
            #expect(renewed == 200, "\(reauthorized)")
            #expect(Self.whats(JSON(try #require(reauthorized["case"] as [String: Any]?))).contains("Reauthorized 10.00 USD (from \(renewable))"))

            let held = try await backend.authorization()
            let (_, heldAuthorization) = try await backend.rest("GET", "/v2/payments/authorizations/\(held)")
            let heldOrder: String = try #require(heldAuthorization["supplementary_data.related_ids.order_id"])
            try await backend.advanceClock("30d")
            let expired = try await file(backend, "order", heldOrder)
            #expect(Self.whats(expired).contains("Authorization \(held) expired after 29 days: PayPal voided it"))
            #expect(expired.count("actions") == 0)
        }
    }

    @Test func anAdaptivePaymentIsFoundByItsTransactionsAndRefundedReceiverByReceiver() async throws {
        try await WebhookReceiver.with { receiver in try await TestBackend.with(.calling(receiver.url)) { backend in
            let pay = Requests.pay(
                [Requests.receiver("merchant@business.example.com", "6.00"), Requests.receiver("partner@business.example.com", "4.00")],
                extra: ["trackingId": "support-track-1", "ipnNotificationUrl": receiver.url.absoluteString])
            let created = try await backend.succeed("Pay", pay)
            let payKey: String = try #require(created["payKey"])
            // An Adaptive answer's correlationId is its Paypal-Debug-Id.
            let correlationId: String = try #require(created["responseEnvelope.correlationId"])
            let token = try await backend.login("alex@personal.example.com")
            let (approved, _) = try await backend.approve(payKey, token: token, source: "FS-ALEX-BALANCE")
            #expect(approved == 200)
            _ = try await receiver.waitFor(1)

            let opened = try await file(backend, "pay_key", payKey)
            let receiverTransaction: String = try #require(opened["actions[1].target"])
            for (query, matched) in [(payKey, "pay key"), (receiverTransaction, "transaction id"), ("support-track-1", "tracking id"), (correlationId, "debug id"), ("merchant@business.example.com", "merchant")] {
                let cases = try await found(backend, query)
                #expect(cases.contains { $0.id == payKey && $0.matched == matched }, "\(query) finds the payment as its \(matched): \(cases)")
            }
            #expect(Self.whats(opened).contains { $0.hasPrefix("IPN sent: Adaptive Payment PAY, status COMPLETED") })

            let (tooMuch, refused, _) = try await act(backend, "pay_key", payKey, "refund", on: receiverTransaction, amount: "500.00")
            #expect(tooMuch == 422)
            #expect(refused["details[0].issue"] == "ADAPTIVE_589041", "Adaptive's refusal, said in support's REST shape")
            let (partly, first, _) = try await act(backend, "pay_key", payKey, "refund", on: receiverTransaction, amount: "2.00")
            #expect(partly == 200)
            #expect(first["outcome"] == "refunded 2.00 USD of payment \(payKey) from merchant@business.example.com")
            let refunded = JSON(try #require(first["case"] as [String: Any]?))
            #expect(Self.whats(refunded).contains("Refunded 2.00 USD to the sender from merchant@business.example.com"))
            let targets = (0..<refunded.count("actions")).compactMap { refunded["actions[\($0)].target"] as String? }
            #expect(!targets.contains(payKey), "a payment refunded in part is no longer offered a full refund")

            let (resent, again, _) = try await act(backend, "pay_key", payKey, "resend_ipn", on: try #require(opened["notifications[0].id"]))
            #expect(resent == 200)
            #expect(again["caused[0].kind"] == "ipn")
            let posts = try await receiver.waitFor(2)
            #expect(posts[1].body == posts[0].body, "the IPN is sent again as it was")
        } }
    }

    @Test func aBuyerWhoseVenmoAccountIsLockedIsOfferedAnUnlockThatSaysSo() async throws {
        try await TestBackend.with { backend in
            let key = try await backend.agreedPreapproval()
            for _ in 0..<3 { _ = try await backend.buyer("POST", "venmo/login", json: ["email": "alex@personal.example.com", "password": "nope"]) }
            let opened = try await file(backend, "preapproval", key)
            let labels = (0..<opened.count("actions")).compactMap { opened["actions[\($0)].label"] as String? }
            #expect(labels.contains("Unlock alex@personal.example.com (locked out)"), "\(labels)")
        }
    }

    @Test func aPreapprovalIsCanceledAndALockedOutBuyerUnlocked() async throws {
        try await TestBackend.with { backend in
            let key = try await backend.agreedPreapproval()
            for _ in 0..<3 { _ = try await backend.buyer("POST", "login", json: ["email": "alex@personal.example.com", "password": "nope"]) }
            let opened = try await file(backend, "preapproval", key)
            #expect(Self.whats(opened).contains("Agreed to by alex@personal.example.com"))
            let actions = (0..<opened.count("actions")).compactMap { opened["actions[\($0)].action"] as String? }
            #expect(actions == ["cancel_preapproval", "unlock_buyer"])
            let (unlocked, _, _) = try await act(backend, "preapproval", key, "unlock_buyer", on: "alex@personal.example.com")
            #expect(unlocked == 200)
            _ = try await backend.login("alex@personal.example.com")
            let (canceled, outcome, _) = try await act(backend, "preapproval", key, "cancel_preapproval", on: key, agent: "Sam")
            #expect(canceled == 200)
            let after = JSON(try #require(outcome["case"] as [String: Any]?))
            #expect(after["summary.status"] == "CANCELED")
            #expect(Self.whats(after).suffix(3) == ["Support: unlocked alex@personal.example.com", "Canceled", "Support: canceled preapproval \(key)"])
            #expect(after["timeline[\(after.count("timeline") - 1)].by"] == "Sam")
        }
    }

    @Test func aBraintreeSaleIsFoundAndRefundedOnceSettled() async throws {
        try await TestBackend.with { backend in
            let sale = "<transaction><type>sale</type><amount>12.00</amount><payment_method_nonce>fake-paypal-one-time-nonce</payment_method_nonce><options><submit_for_settlement>true</submit_for_settlement></options></transaction>"
            let (status, body) = try await backend.braintree("POST", "/transactions", xml: sale)
            #expect(status == 201)
            let id = try #require(body.firstMatch(of: /<id>([a-z0-9]+)<\/id>/)?.1).description
            #expect(try await found(backend, id).map(\.matched) == ["Braintree transaction id"])
            try await backend.advanceClock("25h")
            let (tooMuch, refused, _) = try await act(backend, "braintree_transaction", id, "refund", on: id, amount: "12.01")
            #expect(tooMuch == 422)
            #expect((refused["details[0].issue"] as String?)?.hasPrefix("BRAINTREE_") == true, "\(refused)")
            let (refunded, outcome, _) = try await act(backend, "braintree_transaction", id, "refund", on: id, amount: "5.00")
            #expect(refunded == 200)
            let after = JSON(try #require(outcome["case"] as [String: Any]?))
            #expect(Self.whats(after).contains("Settled"))
            #expect(Self.whats(after).contains("Refunded 5.00 USD"))
        }
    }

    @Test func aSearchAnswersWithTheNewestHundred() async throws {
        try await TestBackend.with { backend in
            var payKeys: [String] = []
            for _ in 0...SupportDesk.maxResults { payKeys.append(try await backend.payKey()) }
            let cases = try await found(backend, "merchant@business.example.com")
            #expect(cases.count == SupportDesk.maxResults)
            #expect(cases.first?.id == payKeys.last, "the newest first")
            #expect(!cases.contains { $0.id == payKeys.first }, "the oldest left out")
        }
    }

    @Test func hostileQueriesAndBodiesAreRefusedPlainly() async throws {
        try await TestBackend.with { backend in
            #expect(try await search(backend, "").0 == 400)
            #expect(try await search(backend, String(repeating: "A", count: 300)).0 == 400)
            #expect(try await found(backend, "nobody@nowhere.example").isEmpty)
            #expect(try await found(backend, "'; DROP TABLE documents; --").isEmpty)
            for path in ["/payterm/v1/support/cases/widget/X", "/payterm/v1/support/cases/order/NOPE", "/payterm/v1/support/cases/order/%2F..%2F"] {
                #expect(try await backend.http.send("GET", path).status == 404, "\(path)")
            }
            for body in ["{", "[]", "{\"case\":{\"kind\":\"order\"}}", "{\"case\":{\"kind\":\"order\",\"id\":\"X\"},\"action\":\"steal\"}"] {
                let exchange = try await backend.http.send("POST", "/payterm/v1/support/actions", body: Data(body.utf8))
                #expect(exchange.status == 400, "\(body)")
            }
            let (missing, _, _) = try await act(backend, "order", "NOPE", "refund", on: "NOPE")
            #expect(missing == 404)
        }
    }
}
