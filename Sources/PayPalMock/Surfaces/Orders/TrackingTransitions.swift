import Foundation

/// Reporting an order's shipments and changing what was reported, with PayPal's issue when it cannot be done.
extension Order {
    /// Adds `tracker` to the order, whose one purchase unit must hold its capture, completed; the same shipment
    /// reported again adds nothing. Returns whether it was added.
    mutating func track(_ tracker: OrderTracker, capture: PaymentCapture?) throws(PayPalIssue) -> Bool {
        guard purchaseUnits.count == 1 else {
            throw .notAllowed("MSP_NOT_SUPPORTED", "This order has \(purchaseUnits.count) purchase units: PayPal tracks orders of one.")
        }
        guard let capture, purchaseUnits[0].captureIds.contains(capture.id) else {
            throw .notAllowed("CAPTURE_ID_NOT_FOUND", "\(tracker.captureId) is not a capture of this order.", field: "/capture_id")
        }
        guard capture.status == .completed else {
            throw .notAllowed(
                "CAPTURE_STATUS_NOT_VALID", "Capture \(capture.id) is \(capture.status.rawValue): only a COMPLETED capture can be tracked.",
                field: "/capture_id")
        }
        if let problem = purchaseUnits[0].skuProblem(in: tracker.items, at: "/items") { throw problem }
        var trackers = purchaseUnits[0].trackers ?? []
        if trackers.contains(where: { $0.isSameShipment(as: tracker) }) { return false }
        trackers.append(tracker)
        purchaseUnits[0].trackers = trackers
        updatedAt = tracker.createdAt
        return true
    }

    /// Changes tracker `id` by `change`, which sees the purchase unit the tracker belongs to. A cancelled tracker
    /// cannot change.
    mutating func updateTracker(id: String, at now: Date, _ change: (inout OrderTracker, PurchaseUnit) throws -> Void) throws {
        for unitIndex in purchaseUnits.indices {
            guard let index = purchaseUnits[unitIndex].trackers?.firstIndex(where: { $0.id == id }),
                  var tracker = purchaseUnits[unitIndex].trackers?[index]
            else { continue }
            guard tracker.status != .cancelled else {
                throw PayPalIssue.notAllowed("NOT_PATCHABLE", "Tracker \(id) is cancelled: report the shipment again with POST …/track.")
            }
            try change(&tracker, purchaseUnits[unitIndex])
            tracker.updatedAt = now
            purchaseUnits[unitIndex].trackers?[index] = tracker
            updatedAt = now
            return
        }
        throw Self.trackerNotFound(id)
    }

    static func trackerNotFound(_ id: String) -> PayPalIssue {
        .notFound("TRACKER_ID_NOT_FOUND", "Specified tracker ID does not exist. Check the tracker ID and try again.", field: "tracker_id", value: id)
    }
}

extension PurchaseUnit {
    /// The first shipped item whose SKU is none of the unit's items', as `ITEM_SKU_MISMATCH`.
    func skuProblem(in shipped: [OrderTracker.Item], at field: String) -> PayPalIssue? {
        let skus = Set(items.compactMap(\.sku))
        guard let index = shipped.firstIndex(where: { $0.sku.map { !skus.contains($0) } ?? false }) else { return nil }
        let known = skus.isEmpty ? "the order's items have none" : "the order's are \(skus.sorted().joined(separator: ", "))"
        return .notAllowed("ITEM_SKU_MISMATCH", "SKU \(shipped[index].sku ?? "") is not one of the order's items: \(known).", field: "\(field)/\(index)/sku")
    }
}
