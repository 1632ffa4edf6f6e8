/// `POST /v2/checkout/orders/{id}/track`, read leniently so that a missing field gets PayPal's issue.
struct OrderTrackerBody: Decodable, Sendable {
    var captureId: String?
    var trackingNumber: String?
    var carrier: String?
    var carrierNameOther: String?
    var notifyPayer: Bool?
    var items: [TrackerItemBody]?
}

/// One item of a shipment, as `track` and a tracker's `/items` patch send it.
struct TrackerItemBody: Decodable, Sendable {
    struct ProductCode: Decodable, Sendable {
        var type: String?
        var code: String?
    }

    var name: String?
    var quantity: String?
    var sku: String?
    var url: String?
    var imageUrl: String?
    var upc: ProductCode?
}
