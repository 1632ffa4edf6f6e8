import Foundation

/// A shipment the merchant reported for a capture of an order (`POST …/track`), which PayPal shows the buyer.
struct OrderTracker: Codable, Sendable, Equatable {
    enum Status: String, Codable, Sendable {
        case shipped = "SHIPPED"
        case cancelled = "CANCELLED"
    }

    /// Something in the parcel, as the merchant lists it.
    struct Item: Codable, Sendable, Equatable {
        /// A Universal Product Code: its kind (`UPC-A`…) and digits.
        struct ProductCode: Codable, Sendable, Equatable {
            var type: String
            var code: String
        }

        var name: String?
        var quantity: String?
        var sku: String?
        var url: String?
        var imageUrl: String?
        var upc: ProductCode?
    }

    var id: String
    var captureId: String
    var trackingNumber: String?
    var carrier: String?
    var carrierNameOther: String?
    var notifyPayer: Bool
    var items: [Item]
    var status: Status = .shipped
    var createdAt: Date
    var updatedAt: Date

    /// Whether `other` reports this same parcel again: the same capture and tracking number, still on its way.
    func isSameShipment(as other: OrderTracker) -> Bool {
        status == .shipped && trackingNumber != nil && captureId == other.captureId && trackingNumber == other.trackingNumber
    }
}
