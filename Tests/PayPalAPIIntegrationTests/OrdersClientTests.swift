import Foundation
import PayPalAPI
import PayPalMock
import Testing

@Suite struct OrdersClientTests {
    typealias Orders = OrdersClient

    @Test func createsAnOrderWhole() async throws {
        try await LiveBackend.with { backend in
            let breakdown = Orders.Amount.Breakdown(
                itemTotal: LiveBackend.usd("20.00"), shipping: LiveBackend.usd("2.40"), taxTotal: LiveBackend.usd("1.60"))
            let address = PortableAddress(
                addressLine1: "2211 N First St", adminArea2: "San Jose", adminArea1: "CA", postalCode: "95131", countryCode: "US")
            let unit = Orders.PurchaseUnit(
                amount: .init(LiveBackend.usd("24.00"), breakdown: breakdown), referenceId: "mugs", description: "Two mugs",
                items: [Orders.Item(name: "Mug", unitAmount: LiveBackend.usd("10.00"), quantity: 2, sku: "MUG-1")],
                shipping: .init(name: "Alex Rivera", address: address))
            let order = try await backend.orders.create(Orders.OrderRequest(intent: .capture, purchaseUnits: [unit]))
            #expect(order.status == .created)
            #expect(order.intent == .capture)
            #expect(order.id.count == 17)
            let created = try #require(order.purchaseUnits?.first)
            #expect(created.referenceId == "mugs")
            #expect(created.amount?.money == LiveBackend.usd("24.00"))
            #expect(created.amount?.breakdown?.taxTotal == MoneyValue(LiveBackend.usd("1.60")))
            #expect(created.items?.first?.quantity == "2")
            #expect(created.shipping?.address?.addressLine1 == "2211 N First St", "address_line_1 goes out and comes back")
            #expect(created.shipping?.address?.adminArea2 == "San Jose")
            #expect(created.payee?.emailAddress == "merchant@business.example.com")
            #expect(order.approveLink?.href.contains("/checkoutnow?token=\(order.id)") == true)
        }
    }

    @Test func aMinimalAnswerHasTheIdStatusAndLinks() async throws {
        try await LiveBackend.with { backend in
            let order = try await backend.orders.create(LiveBackend.order(), prefer: .minimal)
            #expect(order.status == .created)
            #expect(order.purchaseUnits == nil)
            #expect(order.links?.map(\.rel) == ["self", "approve", "update", "capture"])
        }
    }

    @Test func getShowsWhatPatchChanged() async throws {
        try await LiveBackend.with { backend in
            let order = try await backend.orders.create(LiveBackend.order())
            try await backend.orders.patch(orderId: order.id, [
                .replace("/purchase_units/@reference_id=='default'/amount", value: Orders.Amount(LiveBackend.usd("30.00"))),
                .add("/purchase_units/@reference_id=='default'/invoice_id", value: "INV-7"),
            ])
            let patched = try await backend.orders.get(orderId: order.id)
            #expect(patched.purchaseUnits?.first?.amount?.value == "30.00")
            #expect(patched.purchaseUnits?.first?.invoiceId == "INV-7")

            let error = try await #require(throws: PayPalAPIError.self) {
                try await backend.orders.patch(orderId: order.id, [.remove("/purchase_units/@reference_id=='default'/amount")])
            }
            #expect(error.code == "INVALID_PATCH_OPERATION")
            #expect(error.httpStatus == 400)
            #expect(try await backend.orders.get(orderId: order.id).purchaseUnits?.first?.amount?.value == "30.00", "all operations or none")
        }
    }

    @Test func anUnknownOrderIsNotFoundWithTheIdItNames() async throws {
        try await LiveBackend.with { backend in
            let error = try await #require(throws: PayPalAPIError.self) { try await backend.orders.get(orderId: "NOSUCHORDER") }
            #expect(error.code == "INVALID_RESOURCE_ID")
            #expect(error.httpStatus == 404)
            #expect(error.refusal?.field == "order_id" || error.refusal?.field == "id")
            #expect(error.refusal?.value == "NOSUCHORDER")
            #expect(error.debugId.count == 13)
        }
    }

    @Test func capturingAnApprovedOrderTakesTheMoney() async throws {
        try await LiveBackend.with { backend in
            let notYet = try await backend.orders.create(LiveBackend.order())
            let early = try await #require(throws: PayPalAPIError.self) { try await backend.orders.capture(orderId: notYet.id) }
            #expect(early.code == "ORDER_NOT_APPROVED")
            #expect(early.httpStatus == 422)

            let approved = try await backend.approvedOrder()
            #expect(approved.status == .approved)
            #expect(approved.payer?.emailAddress == LiveBackend.alex)
            let captured = try await backend.orders.capture(orderId: approved.id)
            #expect(captured.status == .completed)
            let capture = try #require(captured.captures.first)
            #expect(capture.status == .completed)
            #expect(capture.amount == MoneyValue(LiveBackend.usd("24.00")))
            #expect(capture.sellerProtection?.status == "ELIGIBLE")
            #expect(capture.sellerReceivableBreakdown?.grossAmount == capture.amount)
            #expect(capture.supplementaryData?.relatedIds?.orderId == approved.id)

            let again = try await #require(throws: PayPalAPIError.self) { try await backend.orders.capture(orderId: approved.id) }
            #expect(again.code == "ORDER_ALREADY_CAPTURED")
        }
    }

    @Test func aCaptureSentAgainWithItsRequestIdIsAnsweredAsBeforeAndTakesNothingMore() async throws {
        try await LiveBackend.with { backend in
            let approved = try await backend.approvedOrder()
            let first = try await backend.orders.capture(orderId: approved.id, requestId: "capture-once")
            let replay = try await backend.orders.capture(orderId: approved.id, requestId: "capture-once")
            #expect(replay.captures.map(\.id) == first.captures.map(\.id))
            #expect(try await backend.orders.get(orderId: approved.id).captures.count == 1)
        }
    }

    @Test func aCreateSentAgainWithItsRequestIdMakesOneOrder() async throws {
        try await LiveBackend.with { backend in
            let first = try await backend.orders.create(LiveBackend.order(), requestId: "create-once")
            let replay = try await backend.orders.create(LiveBackend.order(total: "99.00"), requestId: "create-once")
            #expect(replay.id == first.id)
            #expect(replay.purchaseUnits?.first?.amount?.value == "24.00", "a replay answers with the first body")
            let other = try await backend.orders.create(LiveBackend.order(), requestId: "create-twice")
            #expect(other.id != first.id)
        }
    }

    @Test func authorizingHoldsTheMoneyForPayments() async throws {
        try await LiveBackend.with { backend in
            let onCapture = try await backend.approvedOrder()
            let mismatch = try await #require(throws: PayPalAPIError.self) { try await backend.orders.authorize(orderId: onCapture.id) }
            #expect(mismatch.code == "ACTION_DOES_NOT_MATCH_INTENT")

            let approved = try await backend.approvedOrder(LiveBackend.order(.authorize))
            let authorized = try await backend.orders.authorize(orderId: approved.id, requestId: UUID().uuidString)
            #expect(authorized.status == .completed)
            let authorization = try #require(authorized.authorizations.first)
            #expect(authorization.status == .created)
            #expect(authorization.expirationTime != nil)
            #expect(authorization.links?.first(rel: "capture") != nil)
        }
    }

    @Test func confirmingAPaymentSourceWaitsForTheBuyer() async throws {
        try await LiveBackend.with { backend in
            let order = try await backend.orders.create(LiveBackend.order())
            let confirmed = try await backend.orders.confirmPaymentSource(
                orderId: order.id, .init(paypal: .init(emailAddress: LiveBackend.alex)), requestId: UUID().uuidString)
            #expect(confirmed.status == .payerActionRequired)
            #expect(confirmed.approveLink?.rel == "payer-action")
            let session = try await backend.session()
            let approved = try await backend.library.approveOrder(id: order.id, fundingSourceId: nil, shippingAddressId: nil, session: session)
            #expect(approved.status == .approved)
            #expect(try await backend.orders.capture(orderId: order.id).status == .completed)
        }
    }

    @Test func aShipmentIsTrackedThenCancelled() async throws {
        try await LiveBackend.with { backend in
            let approved = try await backend.approvedOrder()
            let capture = try #require(try await backend.orders.capture(orderId: approved.id).captures.first)
            let tracked = try await backend.orders.track(
                orderId: approved.id, .init(captureId: capture.id, trackingNumber: "1Z999AA10123456784", carrier: "UPS", notifyPayer: false))
            let tracker = try #require(tracked.purchaseUnits?.first?.shipping?.trackers?.first)
            #expect(tracker.status == .shipped)

            let unknown = try await #require(throws: PayPalAPIError.self) {
                try await backend.orders.track(orderId: approved.id, .init(captureId: "NOSUCHCAPTURE"))
            }
            #expect(unknown.code == "CAPTURE_ID_NOT_FOUND")

            try await backend.orders.patchTracker(orderId: approved.id, trackerId: tracker.id, [.replace("/status", value: "CANCELLED")])
            let order = try await backend.orders.get(orderId: approved.id)
            #expect(order.purchaseUnits?.first?.shipping?.trackers?.first?.status == .cancelled)
        }
    }
}
