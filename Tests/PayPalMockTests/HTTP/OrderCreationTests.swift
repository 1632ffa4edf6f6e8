import Foundation
import Testing
@testable import PayPalMock

@Suite struct OrderCreationTests {
    typealias O = Orders

    @Test func createAnswersMinimallyByDefaultWithLinksToThisBackend() async throws {
        try await TestBackend.with { backend in
            let (status, order) = try await backend.rest("POST", "/v2/checkout/orders", json: O.simple("12.34"))
            #expect(status == 201)
            let id: String = try #require(order["id"])
            #expect(id.count == 17)
            #expect(order["status"] == "CREATED")
            #expect(order.value(at: "purchase_units") == nil)
            let base = backend.baseURL.absoluteString
            #expect(order["links[0].href"] == "\(base)/v2/checkout/orders/\(id)")
            #expect(order["links[1].rel"] == "approve")
            #expect(order["links[1].href"] == "\(base)/checkoutnow?token=\(id)")
            #expect(order["links[3].rel"] == "capture")
            let (_, full) = try await backend.rest("GET", "/v2/checkout/orders/\(id)")
            #expect(full["intent"] == "CAPTURE")
            #expect(full["purchase_units[0].reference_id"] == "default")
            #expect(full["purchase_units[0].amount.value"] == "12.34")
            #expect(full["purchase_units[0].payee.email_address"] == "merchant@business.example.com")
            #expect(full["create_time"] != nil)
        }
    }

    @Test func aPayeePayPalDoesNotKnowIsRefused() async throws {
        try await TestBackend.with { backend in
            for (payee, field) in [(["email_address": "nobody@nowhere.example.com"], "email_address"), (["merchant_id": "NOSUCHMERCHANT"], "merchant_id")] {
                let unit: [String: Any] = ["amount": ["currency_code": "USD", "value": "5.00"], "payee": payee]
                let (status, refusal) = try await backend.rest("POST", "/v2/checkout/orders", json: ["intent": "CAPTURE", "purchase_units": [unit]])
                #expect(status == 422)
                #expect(refusal["details[0].issue"] == "PAYEE_ACCOUNT_INVALID")
                #expect(refusal["details[0].field"] == "/purchase_units/0/payee/\(field)")
            }
            let known: [String: Any] = ["amount": ["currency_code": "USD", "value": "5.00"], "payee": ["email_address": "partner@business.example.com"]]
            let (status, _) = try await backend.rest("POST", "/v2/checkout/orders", json: ["intent": "CAPTURE", "purchase_units": [known]])
            #expect(status == 201)
        }
    }

    @Test func representationReturnsTheWholeOrderWithItems() async throws {
        try await TestBackend.with { backend in
            let unit = O.unit(
                ["currency_code": "USD", "value": "23.00",
                 "breakdown": ["item_total": O.money("20.00"), "tax_total": O.money("2.00"), "shipping": O.money("3.00"), "discount": O.money("2.00")]],
                items: [["name": "Mug", "unit_amount": O.money("10.00"), "tax": O.money("1.00"), "quantity": "2", "sku": "MUG-1"]])
            let (status, order) = try await backend.rest(
                "POST", "/v2/checkout/orders", json: ["intent": "AUTHORIZE", "purchase_units": [unit]], headers: ["Prefer": "return=representation"])
            #expect(status == 201)
            #expect(order["purchase_units[0].items[0].quantity"] == "2")
            #expect(order["purchase_units[0].amount.breakdown.discount.value"] == "2.00")
            #expect(order["links[3].rel"] == "authorize")
        }
    }

    /// Bad bodies, each with the status and issue PayPal gives.
    static var badOrders: [([String: Any], Int, String)] { [
        (["purchase_units": [["amount": O.money("1.00")]]], 400, "MISSING_REQUIRED_PARAMETER"),
        (O.simple(intent: "SELL"), 400, "INVALID_PARAMETER_VALUE"),
        (["intent": "CAPTURE", "purchase_units": []], 400, "MISSING_REQUIRED_PARAMETER"),
        (["intent": "CAPTURE", "purchase_units": (0..<11).map { ["reference_id": "u\($0)", "amount": O.money("1.00")] }], 400, "INVALID_ARRAY_MAX_ITEMS"),
        (["intent": "CAPTURE", "purchase_units": [["amount": ["currency_code": "USD", "value": 10]]]], 400, "INVALID_PARAMETER_SYNTAX"),
        (O.simple("10.001"), 422, "DECIMAL_PRECISION"),
        (O.simple("100.5", currency: "JPY"), 422, "DECIMAL_PRECISION"),
        (O.simple("10.00", currency: "XYZ"), 422, "INVALID_CURRENCY_CODE"),
        (O.simple("0.00"), 422, "CANNOT_BE_ZERO_OR_NEGATIVE"),
        (O.simple("ten"), 400, "INVALID_PARAMETER_SYNTAX"),
        (["intent": "CAPTURE", "purchase_units": [O.unit(["currency_code": "USD", "value": "10.00", "breakdown": ["item_total": O.money("9.00")]])]],
         422, "AMOUNT_MISMATCH"),
        (["intent": "CAPTURE", "purchase_units": [O.unit(
            ["currency_code": "USD", "value": "10.00", "breakdown": ["item_total": O.money("10.00")]],
            items: [["name": "Pen", "unit_amount": O.money("3.00"), "quantity": "3"]])]], 422, "ITEM_TOTAL_MISMATCH"),
        (["intent": "CAPTURE", "purchase_units": [O.unit(O.money("9.00"), items: [["name": "Pen", "unit_amount": O.money("3.00"), "quantity": "3"]])]],
         422, "ITEM_TOTAL_REQUIRED"),
        (["intent": "CAPTURE", "purchase_units": [O.unit(O.money("1.00")), O.unit(O.money("2.00"))]], 422, "REFERENCE_ID_REQUIRED"),
        (["intent": "CAPTURE", "purchase_units": [O.unit(O.money("1.00"), reference: "a"), O.unit(O.money("2.00"), reference: "a")]], 422, "DUPLICATE_REFERENCE_ID"),
        (["intent": "CAPTURE", "purchase_units": [O.unit(O.money("1.00"), reference: "a"), O.unit(O.money("2.00", "EUR"), reference: "b")]],
         422, "MULTI_CURRENCY_ORDER"),
    ] }

    @Test func refusesBadOrdersWithPayPalsIssue() async throws {
        try await TestBackend.with { backend in
            let token = try await backend.accessToken()
            for (body, status, issue) in Self.badOrders {
                let (answer, error) = try await backend.rest("POST", "/v2/checkout/orders", json: body, token: token)
                #expect(answer == status, "\(error)")
                #expect(error["details[0].issue"] == issue, "\(error)")
                #expect(error["debug_id"] != nil)
            }
        }
    }

    @Test func anOrderWithBreakdownAndItemsThatAddUpIsAccepted() async throws {
        try await TestBackend.with { backend in
            let unit = O.unit(
                ["currency_code": "JPY", "value": "3300", "breakdown": ["item_total": O.money("3000", "JPY"), "shipping": O.money("300", "JPY")]],
                items: [["name": "お茶", "unit_amount": O.money("1000", "JPY"), "quantity": "3"]])
            let (status, order) = try await backend.rest("POST", "/v2/checkout/orders", json: ["intent": "CAPTURE", "purchase_units": [unit]])
            #expect(status == 201, "\(order)")
        }
    }

    @Test func unknownOrdersAre404WithTheirId() async throws {
        try await TestBackend.with { backend in
            let (status, error) = try await backend.rest("GET", "/v2/checkout/orders/5O190127TN364715T")
            #expect(status == 404)
            #expect(error["details[0].issue"] == "INVALID_RESOURCE_ID")
            #expect(error["details[0].value"] == "5O190127TN364715T")
            #expect(error["details[0].location"] == "path")
        }
    }
}
