import CheckoutFlows

/// Leaving the library mid-checkout and coming back to it: the merchant app keeps the payPalContext.
extension AppState {
    mutating func leaveLibrary() -> [AppEffect] {
        guard let flow = library?.flow, let context = PayPalContext(leaving: flow) else {
            log(.note, "The checkout cannot be left while PayPal is working or after the payment: wait, or press Esc.")
            return []
        }
        merchant.payPalContext = context
        sheet = nil
        merchant.result = "Checkout left mid-way: Pay with PayPal resumes it (payPalContext)."
        log(.note, "payPalContext kept" + (flow.payKey.map { " with pay key \($0)" } ?? ""))
        return []
    }

    /// Reopens the left checkout when it is for what the app would check out now; nil when there is none, or
    /// when the cart or the experience changed, which drops it.
    mutating func resumeLibrary() -> [AppEffect]? {
        guard let context = merchant.payPalContext else { return nil }
        merchant.payPalContext = nil
        let flow = context.flow
        let stillWanted = switch flow.requested {
        case .payment(let order): order == merchant.order && merchant.experience.checksOutAnOrder
        case .preapproval: merchant.experience == .preapproval
        }
        guard stillWanted else {
            log(.note, "The cart or the experience changed: the left checkout is dropped.")
            return nil
        }
        return resume(context)
    }

    mutating func resume(_ context: PayPalContext) -> [AppEffect] {
        open { .mpl(MPLSheet(checkout: $0, flow: context.flow)) }
        log(.note, "payPalContext: resuming the checkout")
        return send(.resume)
    }

    /// The checkout to keep for the next run: the library's, if it is open on a screen that can be resumed,
    /// else the one the merchant app holds.
    public var contextToKeep: PayPalContext? {
        library.flatMap { PayPalContext(leaving: $0.flow) } ?? merchant.payPalContext ?? restoredContext
    }
}
