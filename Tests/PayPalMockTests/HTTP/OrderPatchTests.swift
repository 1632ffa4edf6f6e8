import Foundation
import Testing
@testable import PayPalMock

@Suite struct OrderPatchTests {
    static let unitPath = "/purchase_units/@reference_id=='default'"

    @Test func patchesTheAmountAndDescriptionTogether() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.createOrder()
            let (status, body) = try await backend.rest("PATCH", "/v2/checkout/orders/\(id)", json: [
                ["op": "replace", "path": Self.unitPath + "/amount",
                 "value": ["currency_code": "USD", "value": "15.00", "breakdown": ["item_total": Orders.money("12.00"), "shipping": Orders.money("3.00")]]],
                ["op": "add", "path": Self.unitPath + "/description", "value": "Two mugs"],
                ["op": "replace", "path": "/intent", "value": "AUTHORIZE"],
            ])
            #expect(status == 204, "\(body)")
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(id)")
            #expect(order["purchase_units[0].amount.value"] == "15.00")
            #expect(order["purchase_units[0].amount.breakdown.shipping.value"] == "3.00")
            #expect(order["purchase_units[0].description"] == "Two mugs")
            #expect(order["intent"] == "AUTHORIZE")
        }
    }

    @Test func refusesWhatPayPalRefusesAndChangesNothing() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.createOrder()
            let cases: [([String: Any], Int, String)] = [
                (["op": "replace", "path": "/status", "value": "APPROVED"], 400, "FIELD_NOT_PATCHABLE"),
                (["op": "remove", "path": Self.unitPath + "/amount"], 400, "INVALID_PATCH_OPERATION"),
                (["op": "replace", "path": "/purchase_units/@reference_id=='nope'/description", "value": "x"], 422, "REFERENCE_ID_NOT_FOUND"),
                (["op": "replace", "path": Self.unitPath + "/description"], 422, "PATCH_VALUE_REQUIRED"),
                (["op": "replace", "path": Self.unitPath + "/amount",
                  "value": ["currency_code": "USD", "value": "15.00", "breakdown": ["item_total": Orders.money("12.00")]]], 422, "AMOUNT_MISMATCH"),
            ]
            for (operation, status, issue) in cases {
                let (answer, error) = try await backend.rest(
                    "PATCH", "/v2/checkout/orders/\(id)", json: [["op": "add", "path": Self.unitPath + "/custom_id", "value": "C-1"], operation])
                #expect(answer == status, "\(error)")
                #expect(error["details[0].issue"] == issue, "\(error)")
            }
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(id)")
            #expect(order["purchase_units[0].amount.value"] == "10.00")
            #expect(order.value(at: "purchase_units[0].custom_id") == nil)
        }
    }
}
