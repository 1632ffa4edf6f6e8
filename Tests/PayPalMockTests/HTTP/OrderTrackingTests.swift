import Foundation
import Testing
@testable import PayPalMock

/// `POST /v2/checkout/orders/{id}/track` and `PATCH …/trackers/{tracker_id}`: the merchant tells PayPal what it
/// shipped, and the order shows it under `purchase_units[].shipping.trackers`.
@Suite struct OrderTrackingTests {
    /// Two mugs, so that a tracker's items have a SKU to match.
    static var mugs: [String: Any] {
        ["intent": "CAPTURE", "purchase_units": [Orders.unit(
            ["currency_code": "USD", "value": "20.00", "breakdown": ["item_total": Orders.money("20.00")]],
            items: [["name": "Mug", "unit_amount": Orders.money("10.00"), "quantity": "2", "sku": "MUG-1"]])]]
    }

    static func shipment(_ captureId: String, number: String = "443844607820") -> [String: Any] {
        ["capture_id": captureId, "tracking_number": number, "carrier": "FEDEX", "notify_payer": true,
         "items": [["name": "Mug", "sku": "MUG-1", "quantity": "2"]]]
    }

    func track(_ backend: TestBackend, _ orderId: String, _ body: [String: Any], headers: [String: String] = [:]) async throws -> (Int, JSON) {
        try await backend.rest("POST", "/v2/checkout/orders/\(orderId)/track", json: body, headers: headers)
    }

    /// A captured order of two mugs with one tracker; returns the order id and the tracker's path.
    func trackedOrder(_ backend: TestBackend) async throws -> (order: String, tracker: String) {
        let (orderId, captureId) = try await backend.capturedOrder(Self.mugs)
        let (status, order) = try await track(backend, orderId, Self.shipment(captureId))
        guard status == 201, let trackerId: String = order["purchase_units[0].shipping.trackers[0].id"] else {
            throw TestFailure("track: HTTP \(status) \(order)")
        }
        return (orderId, "/v2/checkout/orders/\(orderId)/trackers/\(trackerId)")
    }

    @Test func aCapturedOrderTakesTrackersThatItsGETShows() async throws {
        try await TestBackend.with { backend in
            let (orderId, captureId) = try await backend.capturedOrder(Self.mugs)
            let (created, order) = try await track(backend, orderId, Self.shipment(captureId))
            #expect(created == 201, "\(order)")
            #expect(order["id"] == orderId)
            #expect(order["status"] == "COMPLETED")
            let tracker = "purchase_units[0].shipping.trackers[0]"
            let trackerId: String = try #require(order[tracker + ".id"])
            #expect(trackerId.count <= 36 && trackerId.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) })
            #expect(order[tracker + ".status"] == "SHIPPED")
            #expect(order[tracker + ".items[0].sku"] == "MUG-1")
            #expect(order[tracker + ".create_time"] != nil)
            #expect((order[tracker + ".links[0].href"] as String?)?.hasSuffix("/v2/checkout/orders/\(orderId)/trackers/\(trackerId)") == true)

            let (_, fetched) = try await backend.rest("GET", "/v2/checkout/orders/\(orderId)")
            #expect(fetched[tracker + ".id"] == trackerId)
            #expect(fetched["purchase_units[0].shipping.address.postal_code"] == "95131", "the buyer's address stays beside the trackers")

            let (again, same) = try await track(backend, orderId, Self.shipment(captureId))
            #expect(again == 200, "the same shipment again adds nothing")
            #expect(same.count("purchase_units[0].shipping.trackers") == 1)
            let second = Self.shipment(captureId, number: "1Z999AA10123456784")
            let (first, _) = try await track(backend, orderId, second, headers: ["PayPal-Request-Id": "track-2"])
            #expect(first == 201)
            let (replayed, replay) = try await track(backend, orderId, second, headers: ["PayPal-Request-Id": "track-2"])
            #expect(replayed == 200)
            #expect(replay.count("purchase_units[0].shipping.trackers") == 2)
        }
    }

    @Test func trackingNeedsACompletedCaptureOfTheOrder() async throws {
        try await TestBackend.with { backend in
            let approved = try await backend.approvedOrder()
            let (notCaptured, error) = try await track(backend, approved, Self.shipment("3C679366HH908993F"))
            #expect(notCaptured == 422)
            #expect(error["details[0].issue"] == "CAPTURE_ID_NOT_FOUND")

            let (orderId, captureId) = try await backend.capturedOrder(Self.mugs)
            let (_, otherCapture) = try await backend.capturedOrder()
            let (elsewhere, other) = try await track(backend, orderId, Self.shipment(otherCapture))
            #expect(elsewhere == 422)
            #expect(other["details[0].issue"] == "CAPTURE_ID_NOT_FOUND")

            var item = ["name": "Mug", "sku": "MUG-1", "quantity": "2"]
            let refusals: [([String: Any], Int, String)] = [
                ([:], 400, "MISSING_REQUIRED_PARAMETER"),
                (["capture_id": "not-a-capture!"], 400, "INVALID_PARAMETER_SYNTAX"),
                (["capture_id": captureId, "tracking_number": String(repeating: "9", count: 65)], 400, "INVALID_STRING_LENGTH"),
                (["capture_id": captureId, "carrier": "FedEx"], 400, "INVALID_PARAMETER_SYNTAX"),
                (["capture_id": captureId, "carrier": "OTHER"], 400, "MISSING_REQUIRED_PARAMETER"),
                (["capture_id": captureId, "items": [item.merging(["quantity": "0"]) { $1 }]], 400, "INVALID_PARAMETER_SYNTAX"),
                (["capture_id": captureId, "items": [item.merging(["sku": "PLATE-9"]) { $1 }]], 422, "ITEM_SKU_MISMATCH"),
            ]
            for (body, status, issue) in refusals {
                let (answer, refusal) = try await track(backend, orderId, body)
                #expect(answer == status, "\(body): \(refusal)")
                #expect(refusal["details[0].issue"] == issue, "\(body): \(refusal)")
            }
            item["sku"] = nil
            let (unnamed, _) = try await track(backend, orderId, ["capture_id": captureId, "items": [item]])
            #expect(unnamed == 201, "an item without a SKU needs none to match")

            _ = try await backend.rest("POST", "/v2/payments/captures/\(captureId)/refund")
            let (refunded, status) = try await track(backend, orderId, Self.shipment(captureId, number: "REFUNDED1"))
            #expect(refunded == 422)
            #expect(status["details[0].issue"] == "CAPTURE_STATUS_NOT_VALID")

            let (unknown, missing) = try await track(backend, "5O190127TN364715T", Self.shipment(captureId))
            #expect(unknown == 404)
            #expect(missing["details[0].issue"] == "INVALID_RESOURCE_ID")
            let twoUnits = ["intent": "CAPTURE", "purchase_units": [
                Orders.unit(Orders.money("1.00"), reference: "a"), Orders.unit(Orders.money("2.00"), reference: "b"),
            ]] as [String: Any]
            let (split, splitCapture) = try await backend.capturedOrder(twoUnits)
            let (multiple, msp) = try await track(backend, split, Self.shipment(splitCapture))
            #expect(multiple == 422)
            #expect(msp["details[0].issue"] == "MSP_NOT_SUPPORTED")
        }
    }

    @Test func trackersChangeByJSONPatchAllOrNothing() async throws {
        try await TestBackend.with { backend in
            let (orderId, tracker) = try await trackedOrder(backend)
            func shown() async throws -> JSON {
                try await backend.rest("GET", "/v2/checkout/orders/\(orderId)").1
            }
            let oneMug = [["name": "Mug", "sku": "MUG-1", "quantity": "1"]]
            let (changed, _) = try await backend.rest("PATCH", tracker, json: [
                ["op": "replace", "path": "/items", "value": oneMug], ["op": "add", "path": "/notify_payer", "value": false],
            ])
            #expect(changed == 204)
            #expect(try await shown()["purchase_units[0].shipping.trackers[0].items[0].quantity"] == "1")

            let refusals: [([[String: Any]], Int, String)] = [
                ([["op": "replace", "path": "/items", "value": [["name": "Mug", "quantity": "3"]]], ["op": "replace", "path": "/carrier", "value": "UPS"]],
                 400, "FIELD_NOT_PATCHABLE"),
                ([["op": "replace", "path": "/status", "value": "DELIVERED"]], 400, "INVALID_PARAMETER_VALUE"),
                ([["op": "add", "path": "/status", "value": "CANCELLED"]], 400, "INVALID_PATCH_OPERATION"),
                ([["op": "replace", "path": "/notify_payer", "value": "yes"]], 400, "INVALID_PARAMETER_VALUE"),
                ([["op": "replace", "path": "/items", "value": [["name": "Mug", "quantity": "0"]]]], 400, "INVALID_PARAMETER_VALUE"),
                ([["op": 7, "path": "/items"]], 400, "INVALID_PARAMETER_VALUE"),
                ([["op": "replace", "path": "/items"]], 422, "PATCH_VALUE_REQUIRED"),
                ([["op": "replace", "value": true]], 422, "PATCH_PATH_REQUIRED"),
                ([["op": "replace", "path": "status", "value": "CANCELLED"]], 422, "INVALID_JSON_POINTER_FORMAT"),
                ([["op": "replace", "path": "/items", "value": [["name": "Plate", "sku": "PLATE-9", "quantity": "1"]]]], 422, "ITEM_SKU_MISMATCH"),
            ]
            for (operations, status, issue) in refusals {
                let (answer, refusal) = try await backend.rest("PATCH", tracker, json: operations)
                #expect(answer == status, "\(operations): \(refusal)")
                #expect(refusal["details[0].issue"] == issue, "\(operations): \(refusal)")
            }
            #expect(try await shown()["purchase_units[0].shipping.trackers[0].items[0].quantity"] == "1", "refused patches change nothing")
            for path in ["/v2/checkout/orders/\(orderId)/trackers/NOSUCHTRACKER", "/v2/checkout/orders/5O190127TN364715T/trackers/NOSUCHTRACKER"] {
                let (unknown, error) = try await backend.rest("PATCH", path, json: [["op": "replace", "path": "/status", "value": "CANCELLED"]])
                #expect(unknown == 404)
                #expect(error["details[0].issue"] == "TRACKER_ID_NOT_FOUND")
                #expect(error["details[0].location"] == "path" && error["details[0].value"] == "NOSUCHTRACKER")
            }

            let (cancelled, _) = try await backend.rest("PATCH", tracker, json: [["op": "replace", "path": "/status", "value": "CANCELLED"]])
            #expect(cancelled == 204)
            #expect(try await shown()["purchase_units[0].shipping.trackers[0].status"] == "CANCELLED")
            let (late, notPatchable) = try await backend.rest("PATCH", tracker, json: [["op": "replace", "path": "/notify_payer", "value": true]])
            #expect(late == 422)
            #expect(notPatchable["details[0].issue"] == "NOT_PATCHABLE")
        }
    }

    @Test func trackersSurviveARestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = BackendConfiguration(port: 0, storage: .file(path: directory.appendingPathComponent("state.sqlite").path))
        var tracked = (order: "", tracker: "")
        try await TestBackend.with(configuration) { backend in tracked = try await trackedOrder(backend) }
        try await TestBackend.with(configuration) { backend in
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(tracked.order)")
            let trackerId: String = try #require(order["purchase_units[0].shipping.trackers[0].id"])
            #expect(tracked.tracker.hasSuffix("/\(trackerId)"))
        }
    }
}
