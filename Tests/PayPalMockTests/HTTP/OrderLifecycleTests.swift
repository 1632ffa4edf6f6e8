import Foundation
import Testing
@testable import PayPalMock

@Suite struct OrderLifecycleTests {
    @Test func createApproveCaptureTakesTheBuyersMoneyOnce() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.createOrder(Orders.simple("10.00"))
            let (early, notApproved) = try await backend.rest("POST", "/v2/checkout/orders/\(id)/capture")
            #expect(early == 422)
            #expect(notApproved["details[0].issue"] == "ORDER_NOT_APPROVED")
            let (approved, order) = try await backend.approveOrder(id, address: "AD-ALEX-WORK")
            #expect(approved == 200)
            #expect(order["status"] == "APPROVED")
            #expect(order["payer.email_address"] == "alex@personal.example.com")
            #expect(order["purchase_units[0].shipping.address.admin_area_2"] == "San Francisco")
            let (wrongAction, mismatch) = try await backend.rest("POST", "/v2/checkout/orders/\(id)/authorize")
            #expect(wrongAction == 422)
            #expect(mismatch["details[0].issue"] == "ACTION_DOES_NOT_MATCH_INTENT")
            let (captured, capture) = try await backend.rest("POST", "/v2/checkout/orders/\(id)/capture", json: [String: Any]())
            #expect(captured == 201)
            #expect(capture["status"] == "COMPLETED")
            #expect(capture["purchase_units[0].payments.captures[0].status"] == "COMPLETED")
            #expect(capture["purchase_units[0].payments.captures[0].amount.value"] == "10.00")
            #expect(capture["purchase_units[0].payments.captures[0].seller_receivable_breakdown.paypal_fee.value"] == "0.59")
            #expect(capture["purchase_units[0].payments.captures[0].seller_receivable_breakdown.net_amount.value"] == "9.41")
            #expect(try await backend.balance() == "490.00")
            let (again, twice) = try await backend.rest("POST", "/v2/checkout/orders/\(id)/capture")
            #expect(again == 422)
            #expect(twice["details[0].issue"] == "ORDER_ALREADY_CAPTURED")
            let (patched, late) = try await backend.rest(
                "PATCH", "/v2/checkout/orders/\(id)", json: [["op": "replace", "path": "/purchase_units/@reference_id=='default'/description", "value": "x"]])
            #expect(patched == 422)
            #expect(late["details[0].issue"] == "ORDER_ALREADY_COMPLETED")
            #expect(try await backend.balance() == "490.00")
        }
    }

    @Test func anUnapprovedOrderExpiresAfterThreeHours() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.createOrder()
            let held = try await backend.createOrder(Orders.simple(intent: "AUTHORIZE"))
            try await backend.advanceClock("2h59m")
            let (_, stillOpen) = try await backend.rest("GET", "/v2/checkout/orders/\(id)")
            #expect(stillOpen["status"] == "CREATED")
            try await backend.advanceClock("1m")
            let (approve, expired) = try await backend.approveOrder(id)
            #expect(approve == 422)
            #expect(expired["details[0].issue"] == "ORDER_EXPIRED")
            let (capture, alsoExpired) = try await backend.rest("POST", "/v2/checkout/orders/\(id)/capture")
            #expect(capture == 422)
            #expect(alsoExpired["details[0].issue"] == "ORDER_NOT_APPROVED")
            #expect((alsoExpired["details[0].payterm_explanation"] as String?)?.contains("expired") == true)
            let (authorize, expiredToo) = try await backend.rest("POST", "/v2/checkout/orders/\(held)/authorize")
            #expect(authorize == 422)
            #expect(expiredToo["details[0].issue"] == "ORDER_EXPIRED", "the issue authorize's spec lists")
        }
    }

    @Test func anApprovedOrderDoesNotExpire() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.approvedOrder()
            try await backend.advanceClock("4h")
            let (status, _) = try await backend.rest("POST", "/v2/checkout/orders/\(id)/capture")
            #expect(status == 201)
        }
    }

    /// PayPal's sheet refuses a source that declines, as it refuses a balance too low: the order waits, unapproved,
    /// for a way to pay that works.
    @Test func aDecliningSourceIsRefusedAtApprovalAndTheOrderWaits() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.createOrder()
            for source in ["FS-DANA-VISA", "FS-DANA-BANK"] {
                let (declined, error) = try await backend.approveOrder(id, buyer: "dana@personal.example.com", source: source)
                #expect(declined == 422, "\(source)")
                #expect(error["details[0].issue"] == "INSTRUMENT_DECLINED", "\(source)")
            }
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(id)")
            #expect(order["status"] == "CREATED")
            let (approved, _) = try await backend.approveOrder(id, source: "FS-ALEX-VISA")
            #expect(approved == 200, "another buyer may still approve it")
            let (captured, _) = try await backend.rest("POST", "/v2/checkout/orders/\(id)/capture")
            #expect(captured == 201)
        }
    }

    @Test func aBalanceTooLowIsRefusedAtApproval() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.createOrder(Orders.simple("5.00"))
            let (status, error) = try await backend.approveOrder(id, buyer: "lee@personal.example.com", source: "FS-LEE-BALANCE")
            #expect(status == 422)
            #expect(error["details[0].issue"] == "INSUFFICIENT_FUNDS")
        }
    }

    @Test func theApproveLinkApprovesInOneCallWithTheBuyersLogin() async throws {
        try await TestBackend.with { backend in
            let (_, created) = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple())
            let approve: String = try #require(created["links[1].href"])
            let url = try #require(URL(string: approve))
            let path = url.path + "?" + (url.query ?? "")
            let wrong = try await backend.http.send("POST", path, json: ["email": "alex@personal.example.com", "password": "nope"])
            #expect(wrong.status == 401)
            let page = try await backend.http.send("GET", path)
            #expect(JSON(try page.jsonObject())["status"] == "CREATED")
            let right = try await backend.http.send("POST", path, json: ["email": "noor@personal.example.com", "password": "pass1234"])
            #expect(right.status == 200)
            let order = JSON(try right.jsonObject())
            #expect(order["status"] == "APPROVED")
            #expect(order["payer.payer_id"] == "BUYERNUUR2346")
            #expect(order["purchase_units[0].shipping.address.postal_code"] == "78701")
        }
    }

    @Test func confirmingAPayPalSourceAsksForThePayersAction() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.createOrder()
            let (missing, error) = try await backend.rest("POST", "/v2/checkout/orders/\(id)/confirm-payment-source", json: [String: Any]())
            #expect(missing == 400)
            #expect(error["details[0].issue"] == "MISSING_REQUIRED_PARAMETER")
            let (status, order) = try await backend.rest(
                "POST", "/v2/checkout/orders/\(id)/confirm-payment-source", json: ["payment_source": ["paypal": ["email_address": "alex@personal.example.com"]]])
            #expect(status == 200)
            #expect(order["status"] == "PAYER_ACTION_REQUIRED")
            #expect(order["links[1].rel"] == "payer-action")
            let (approved, _) = try await backend.approveOrder(id)
            #expect(approved == 200)
            let (again, already) = try await backend.rest(
                "POST", "/v2/checkout/orders/\(id)/confirm-payment-source", json: ["payment_source": ["paypal": [String: Any]()]])
            #expect(again == 422)
            #expect(already["details[0].issue"] == "PAYMENT_ALREADY_APPROVED")
        }
    }

    @Test func aReusedInvoiceIdIsADuplicate() async throws {
        try await TestBackend.with { backend in
            var body = Orders.simple()
            body["purchase_units"] = [["amount": Orders.money("10.00"), "invoice_id": "INV-7"]]
            let first = try await backend.approvedOrder(body)
            let second = try await backend.approvedOrder(body)
            let (ok, _) = try await backend.rest("POST", "/v2/checkout/orders/\(first)/capture")
            #expect(ok == 201)
            let (status, error) = try await backend.rest("POST", "/v2/checkout/orders/\(second)/capture")
            #expect(status == 422)
            #expect(error["details[0].issue"] == "DUPLICATE_INVOICE_ID")
        }
    }
}
