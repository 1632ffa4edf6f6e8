/// An MPL checkout run with no terminal (`HeadlessFlow`), its adjust-amounts callback answered by `adjuster`
/// (without one, amounts stay as they are), and the merchant callbacks it made.
public struct HeadlessCheckout: Sendable {
    private var run: HeadlessFlow<MPLFlow>

    public var flow: MPLFlow { run.flow }

    /// The merchant callbacks, in the order the library made them.
    public var callbacks: [MerchantCallback] {
        run.callbacks.compactMap { if case .merchant(let callback) = $0 { callback } else { nil } }
    }

    /// `clock` times the receipt's pause; by default it passes at once.
    public init(flow: MPLFlow, calls: MPLCalls, adjuster: (any AmountAdjusting)? = nil, clock: any Clock<Duration> = InstantClock()) {
        run = HeadlessFlow(flow: flow, calls: calls, clock: clock) { callback in
            guard case .adjustAmounts(let amounts, let address) = callback else { return nil }
            return adjuster?.answer(amounts, for: address) ?? .amountsAdjusted(amounts)
        }
    }

    public init(order: CheckoutOrder, calls: MPLCalls, adjuster: (any AmountAdjusting)? = nil) {
        self.init(flow: MPLFlow(order: order), calls: calls, adjuster: adjuster)
    }

    public mutating func send(_ event: MPLFlow.Event) async {
        await run.send(event)
    }
}
