import Foundation
import Testing
@testable import PayPalMock

/// The texts PayPal bounds are bounded as PayPal bounds them: an `invoice_id` of 128 characters (and any length
/// at all before) is refused 400 INVALID_STRING_LENGTH with its field, on an order's creation, a patch, a capture
/// and a refund.
@Suite struct FieldBoundsTests {
    static func unit(_ name: String, _ value: String) -> [String: Any] {
        ["intent": "CAPTURE", "purchase_units": [["amount": ["currency_code": "USD", "value": "10.00"], name: value]]]
    }

    @Test func aPurchaseUnitsTextsAreBoundedAsPayPalBoundsThem() async throws {
        try await TestBackend.with { backend in
            for (name, most) in SpecText.purchaseUnitBounds {
                let (status, refusal) = try await backend.rest("POST", "/v2/checkout/orders", json: Self.unit(name, String(repeating: "x", count: most + 1)))
                #expect(status == 400 && refusal["name"] == "INVALID_REQUEST" && refusal["details[0].issue"] == "INVALID_STRING_LENGTH", "\(name): \(refusal)")
                #expect(refusal["details[0].field"] == "/purchase_units/0/\(name)", "\(refusal)")
                let (made, _) = try await backend.rest("POST", "/v2/checkout/orders", json: Self.unit(name, String(repeating: "x", count: most)))
                #expect(made == 201, "\(name) of \(most) characters")
            }
            let id = try await backend.createOrder()
            let (status, refusal) = try await backend.rest("PATCH", "/v2/checkout/orders/\(id)", json: [
                ["op": "add", "path": OrderPatchTests.unitPath + "/invoice_id", "value": String(repeating: "9", count: 128)],
            ])
            #expect(status == 400 && refusal["details[0].issue"] == "INVALID_STRING_LENGTH", "\(refusal)")
        }
    }

    @Test func anItemsTextsAreBoundedAsPayPalBoundsThem() async throws {
        try await TestBackend.with { backend in
            func order(_ name: String, _ value: String) -> [String: Any] {
                var item: [String: Any] = ["name": "Mug", "quantity": "1", "unit_amount": ["currency_code": "USD", "value": "10.00"]]
                item[name] = value
                return [
                    "intent": "CAPTURE",
                    "purchase_units": [[
                        "amount": ["currency_code": "USD", "value": "10.00", "breakdown": ["item_total": ["currency_code": "USD", "value": "10.00"]]],
                        "items": [item],
                    ]],
                ]
            }
            for (name, most) in SpecText.itemBounds {
                let (status, refusal) = try await backend.rest("POST", "/v2/checkout/orders", json: order(name, String(repeating: "x", count: most + 1)))
                #expect(status == 400 && refusal["details[0].issue"] == "INVALID_STRING_LENGTH", "\(name): \(refusal)")
                #expect(refusal["details[0].field"] == "/purchase_units/0/items/0/\(name)", "\(refusal)")
            }
            let (made, answer) = try await backend.rest("POST", "/v2/checkout/orders", json: order("description", String(repeating: "x", count: 127)))
            #expect(made == 201, "a description of 127 characters: \(answer)")
        }
    }

    @Test func aCapturesAndARefundsTextsAreBoundedToo() async throws {
        try await TestBackend.with { backend in
            let authorization = try await backend.authorization()
            let long = String(repeating: "9", count: 128)
            let (refused, capture) = try await backend.rest("POST", "/v2/payments/authorizations/\(authorization)/capture", json: ["invoice_id": long])
            #expect(refused == 400 && capture["details[0].field"] == "/invoice_id", "\(capture)")
            let (_, captured) = try await backend.capturedOrder()
            for (name, most) in [("invoice_id", 127), ("custom_id", 127), ("note_to_payer", 255)] {
                let (status, refusal) = try await backend.rest(
                    "POST", "/v2/payments/captures/\(captured)/refund", json: [name: String(repeating: "x", count: most + 1)])
                #expect(status == 400 && refusal["details[0].issue"] == "INVALID_STRING_LENGTH", "\(name): \(refusal)")
            }
        }
    }
}
