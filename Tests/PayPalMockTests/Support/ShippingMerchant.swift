import Foundation
import Hummingbird
import Logging
import PayPalMock
import PayPalVocabulary
import Synchronization

/// A merchant's shipping callback on loopback: records each call PayPal makes and answers as the merchant's
/// server would, two options for an address it ships to (the first chosen unless PayPal sent one), or a refusal
/// for a country it does not ship to; `delay` makes it slow.
final class ShippingMerchant: Sendable {
    /// The calls received, in order.
    private final class Calls: Sendable {
        let list = Mutex<[JSON]>([])
    }

    let url: URL
    private let calls: Calls

    private init(url: URL, calls: Calls) {
        self.url = url
        self.calls = calls
    }

    var received: [JSON] { calls.list.withLock { $0 } }

    static func with(refusing country: String = "", delay: Duration = .zero, _ body: (ShippingMerchant) async throws -> Void) async throws {
        let calls = Calls()
        let router = Router()
        router.post("/shipping") { request, _ -> Response in
            let data = Data(buffer: try await request.body.collect(upTo: 1 << 20))
            let call = JSON((try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:])
            calls.list.withLock { $0.append(call) }
            try await Task.sleep(for: delay)
            let answer: [String: Any]
            let status: HTTPResponse.Status
            if call["shipping_address.country_code"] == country {
                (status, answer) = (.unprocessableContent, ["name": "UNPROCESSABLE_ENTITY", "details": [["issue": "COUNTRY_ERROR"]]])
            } else {
                let chosen: String = call["shipping_option.id"] ?? "1"
                let shipping = chosen == "2" ? "7.00" : "0.00"
                let items = call["purchase_units[0].amount.value"] ?? "0.00"
                let total = (try? Money.parse(items, currency: .usd)).map { ($0 + Money(minorUnits: chosen == "2" ? 700 : 0, currency: .usd)).text } ?? items
                status = .ok
                answer = ["id": call["id"] ?? "", "purchase_units": [[
                    "reference_id": "default",
                    "amount": ["currency_code": "USD", "value": total, "breakdown": ["item_total": ["currency_code": "USD", "value": items], "shipping": ["currency_code": "USD", "value": shipping]]],
                    "shipping_options": [
                        ["id": "1", "label": "Free Shipping", "type": "SHIPPING", "amount": ["currency_code": "USD", "value": "0.00"], "selected": chosen == "1"],
                        ["id": "2", "label": "USPS Priority", "type": "SHIPPING", "amount": ["currency_code": "USD", "value": "7.00"], "selected": chosen == "2"],
                    ],
                ]]]
            }
            return Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(data: try JSONSerialization.data(withJSONObject: answer))))
        }
        var logger = Logger(label: "shipping-merchant")
        logger.logLevel = .warning
        let server = try await RunningServer.loopback(router, logger: logger)
        let merchant = ShippingMerchant(url: URL(string: "http://127.0.0.1:\(server.port)/shipping")!, calls: calls)
        do {
            try await body(merchant)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
