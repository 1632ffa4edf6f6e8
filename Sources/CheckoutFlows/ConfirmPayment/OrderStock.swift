import Foundation

/// The merchant's stock of one order's items, as the seed's `validateInventoryForCapture` checks it when the shopper
/// confirms: the items are reserved for an hour on PayPal's clock, and once reserved they are the order's even if
/// the store runs out, until the hour is over. Nothing is reserved at authorization.
public struct OrderStock: Codable, Sendable, Equatable {
    /// False once the store ran out of the order's items (a tester's doing).
    public var inStock = true
    /// Until when the items are the order's, from the last time they were reserved.
    public var reservedUntil: Date?

    /// How long a reservation holds (the seed's `reservationDuration: 3600`).
    public static let reservation: TimeInterval = 3_600

    public init(inStock: Bool = true, reservedUntil: Date? = nil) {
        self.inStock = inStock
        self.reservedUntil = reservedUntil
    }

    public func isReserved(at now: Date) -> Bool { reservedUntil.map { now < $0 } ?? false }

    /// The stock once the items are reserved at `now`: a reservation that holds is kept, items in stock are
    /// reserved for the next hour; nil when the store ran out and no reservation holds.
    public func reserved(at now: Date) -> OrderStock? {
        if isReserved(at: now) { return self }
        guard inStock else { return nil }
        return OrderStock(inStock: true, reservedUntil: now.addingTimeInterval(Self.reservation))
    }
}
