import PayPalVocabulary

/// The seed's `FinalCalculation`: what the confirmation captures, line by line.
public struct FinalCalculation: Sendable, Equatable {
    /// The items, less the discount.
    public var subtotal: Money
    public var shippingCost: Money
    public var tax: Money

    public var total: Money { subtotal + shippingCost + tax }
}
