import Foundation
import Testing
@testable import PayPalMock

/// The REST APIs under the same seeded fuzzing as Adaptive Payments (`RobustnessTests`): random bodies, and valid
/// requests with one value changed, on every POST and PATCH of Orders, Payments, Vault and Webhooks. Each gets
/// an answer in PayPal's REST shape and the server keeps working.
@Suite struct RESTRobustnessTests {
    let fuzz = RobustnessTests()
    static let answers = [200, 201, 202, 204, 400, 401, 404, 409, 422]

    /// One of each resource to aim at, so that the routes with an id reach their rules.
    struct Targets {
        var order: String
        var authorization: String
        var capture: String
        /// The captured order, and the path of the tracker it has.
        var paid: String
        var tracker: String
        var webhook: String

        var routes: [(String, String)] {
            [
                ("POST", "/v2/checkout/orders"), ("PATCH", "/v2/checkout/orders/\(order)"),
                ("POST", "/v2/checkout/orders/\(order)/confirm-payment-source"), ("POST", "/v2/checkout/orders/\(order)/authorize"),
                ("POST", "/v2/checkout/orders/\(order)/capture"), ("POST", "/v2/payments/authorizations/\(authorization)/capture"),
                ("POST", "/v2/payments/authorizations/\(authorization)/reauthorize"),
                ("POST", "/v2/payments/authorizations/\(authorization)/void"), ("POST", "/v2/payments/captures/\(capture)/refund"),
                ("POST", "/v2/checkout/orders/\(paid)/track"), ("PATCH", tracker),
                ("POST", "/v3/vault/setup-tokens"), ("POST", "/v3/vault/payment-tokens"), ("POST", "/v1/notifications/webhooks"),
                ("PATCH", "/v1/notifications/webhooks/\(webhook)"), ("POST", "/v1/notifications/verify-webhook-signature"),
            ]
        }

        static func make(_ backend: TestBackend) async throws -> Targets {
            let order = try await backend.approvedOrder()
            let authorization = try await backend.authorization("50.00")
            let (paid, capture) = try await backend.capturedOrder()
            let (_, tracked) = try await backend.rest("POST", "/v2/checkout/orders/\(paid)/track", json: Self.shipment(capture))
            let (_, webhook) = try await backend.rest(
                "POST", "/v1/notifications/webhooks", json: ["url": "https://m.example/fuzz", "event_types": [["name": "*"]]])
            return Targets(
                order: order, authorization: authorization, capture: capture, paid: paid,
                tracker: "/v2/checkout/orders/\(paid)/trackers/\(tracked["purchase_units[0].shipping.trackers[0].id"] ?? "")",
                webhook: webhook["id"] ?? "")
        }

        static func shipment(_ capture: String) -> [String: Any] {
            ["capture_id": capture, "tracking_number": "443844607820", "carrier": "FEDEX", "items": [["name": "Mug", "quantity": "1"]]]
        }
    }

    func check(_ exchange: (status: Int, body: Data), _ label: String) {
        #expect(Self.answers.contains(exchange.status), "\(label): \(exchange.status)")
        if exchange.status != 204 {
            #expect((try? JSONSerialization.jsonObject(with: exchange.body)) != nil, "\(label): not JSON")
        }
    }

    func send(_ backend: TestBackend, _ method: String, _ path: String, _ body: Any, token: String) async throws -> (status: Int, body: Data) {
        let exchange = try await backend.http.send(
            method, path, headers: ["Authorization": "Bearer \(token)", "PayPal-Request-Id": UUID().uuidString, "Content-Type": "application/json"],
            body: try JSONSerialization.data(withJSONObject: body, options: [.fragmentsAllowed]))
        return (exchange.status, exchange.body)
    }

    @Test func randomBodiesGetAnswers() async throws {
        try await TestBackend.with { backend in
            var random = RobustnessTests.SeededGenerator(state: RobustnessTests.seed &+ 2)
            let targets = try await Targets.make(backend)
            let token = try await backend.accessToken()
            for round in 0..<RobustnessTests.rounds {
                let (method, path) = targets.routes.randomElement(using: &random)!
                let body: Any = method == "PATCH" && Bool.random(using: &random)
                    ? (0..<Int.random(in: 0...3, using: &random)).map { _ in fuzz.object(depth: 1, using: &random) }
                    : fuzz.object(depth: 0, using: &random)
                check(try await send(backend, method, path, body, token: token), "round \(round) \(method) \(path)")
            }
            #expect(try await backend.createOrder().isEmpty == false, "still working")
        }
    }

    @Test func mutatedValidRequestsGetAnswers() async throws {
        try await TestBackend.with { backend in
            var random = RobustnessTests.SeededGenerator(state: RobustnessTests.seed &+ 3)
            let targets = try await Targets.make(backend)
            let token = try await backend.accessToken()
            let money = { (value: String) in Orders.money(value) }
            let templates: [(String, String, [String: Any])] = [
                ("POST", "/v2/checkout/orders", ["intent": "CAPTURE", "purchase_units": [Orders.unit(
                    ["currency_code": "USD", "value": "21.00", "breakdown": ["item_total": money("20.00"), "shipping": money("1.00")]],
                    items: [["name": "Mug", "quantity": "2", "unit_amount": money("10.00")]])]]),
                ("POST", "/v2/checkout/orders", Vaults.orderSavingTheWallet()),
                ("POST", "/v3/vault/setup-tokens", Vaults.card()),
                ("POST", "/v3/vault/setup-tokens", Vaults.wallet()),
                ("POST", "/v2/payments/authorizations/\(targets.authorization)/capture", ["amount": money("5.00"), "final_capture": false]),
                ("POST", "/v2/payments/captures/\(targets.capture)/refund", ["amount": money("1.00"), "note_to_payer": "Sorry"]),
                ("POST", "/v2/checkout/orders/\(targets.paid)/track", Targets.shipment(targets.capture)),
                ("POST", "/v1/notifications/webhooks", ["url": "https://m.example/other", "event_types": [["name": "PAYMENT.CAPTURE.COMPLETED"]]]),
            ]
            for round in 0..<RobustnessTests.rounds {
                let (method, path, template) = templates.randomElement(using: &random)!
                let body = fuzz.mutate(template, using: &random)
                check(try await send(backend, method, path, body, token: token), "round \(round) \(method) \(path)")
            }
            #expect(try await backend.createOrder().isEmpty == false, "still working")
        }
    }
}
