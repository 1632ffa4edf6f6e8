/// A tracker as an order shows it under `purchase_units[].shipping.trackers`.
struct TrackerView: Encodable, Sendable {
    var id: String
    var status: String
    var items: [OrderTracker.Item]?
    var links: [LinkView]
    var createTime: String
    var updateTime: String

    init(_ tracker: OrderTracker, orderId: String, base: String) {
        id = tracker.id
        status = tracker.status.rawValue
        items = tracker.items.isEmpty ? nil : tracker.items
        let order = "\(base)/v2/checkout/orders/\(orderId)"
        links = [
            LinkView(href: "\(order)/trackers/\(tracker.id)", rel: "update", method: "PATCH"),
            LinkView(href: order, rel: "up", method: "GET"),
        ]
        createTime = Timestamp.rest(tracker.createdAt)
        updateTime = Timestamp.rest(tracker.updatedAt)
    }
}
