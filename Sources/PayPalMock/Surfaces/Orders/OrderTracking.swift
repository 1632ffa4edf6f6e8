import Foundation

/// Orders v2 tracking: the merchant reports what it shipped for a capture, and changes or cancels it later.
extension CheckoutOrders {
    /// Adds a shipment to a captured order, or finds the same shipment reported already; `added` tells which.
    func track(id: String, _ body: OrderTrackerBody) async throws -> (snapshot: Snapshot, added: Bool) {
        let now = clock.now()
        let tracker = try TrackerReading.tracker(body, id: Identifier.transactionId(), at: now)
        return try await store.write { db in
            var order = try ownOrder(id, in: db)
            let added = try order.track(tracker, capture: try db.document(PaymentCapture.self, id: tracker.captureId))
            if added { try db.save(order) }
            return ((order, try Self.payments(of: order, in: db, at: now)), added)
        }
    }

    /// Applies a JSON Patch to a tracker of the order; every operation or none.
    func updateTracker(orderId: String, trackerId: String, _ operations: [PatchOperationBody]) async throws {
        let now = clock.now()
        try await store.write { db in
            guard var order = try db.document(Order.self, id: orderId), order.isVisible(to: client) else { throw Order.trackerNotFound(trackerId) }
            try order.updateTracker(id: trackerId, at: now) { tracker, unit in try TrackerPatch.apply(operations, to: &tracker, in: unit) }
            try db.save(order)
        }
    }
}
