/// Which checkout an answer belongs to. Each checkout opened gets a new one, so an answer for a checkout that has
/// closed (a call still under way when the buyer cancelled) is told apart from an answer for the one open now.
public struct CheckoutID: Hashable, Codable, Sendable, CustomStringConvertible {
    public let number: Int

    public init(_ number: Int) { self.number = number }

    /// The id after this one.
    public var next: CheckoutID { CheckoutID(number + 1) }

    public var description: String { "checkout #\(number)" }
}

/// An event, and the checkout it is for.
public struct Tagged<Event: Sendable & Equatable>: Sendable, Equatable {
    public let checkout: CheckoutID
    public let event: Event

    public init(_ checkout: CheckoutID, _ event: Event) {
        self.checkout = checkout
        self.event = event
    }
}
