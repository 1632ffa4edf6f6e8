import CheckoutFlows

/// The merchant's confirmation screen of a confirm payment checkout: the final shipping, the discount, the
/// stock, and "Confirm and pay".
extension AppState {
    mutating func handleConfirmation(_ key: Key) -> [AppEffect] {
        guard let open = merchant.ordersCheckout, case .confirming = open.flow.state else { return [] }
        switch key {
        case .character("x"): return sendOrders(.toggleExpressShipping)
        case .character("d"): return sendOrders(.toggleDiscount)
        case .character("o"):
            merchant.inStock.toggle()
            log(.note, merchant.inStock ? "The store's items are back in stock." : "The store's items ran out (a tester's doing): the order keeps them while its reservation holds.")
            return []
        case .enter, .character("c"): return sendOrders(.confirm(inStock: merchant.inStock))
        case .escape:
            // The shopper leaves; the authorization stays held, in the list of authorized orders.
            merchant.ordersCheckout = nil
            merchant.result = "Order confirmation left: the authorisation is held. Press a for the authorized orders."
            return []
        case .character("q"):
            wantsQuit = true
            return []
        case .character("e"):
            toggle(.events)
            return []
        default: return []
        }
    }
}
