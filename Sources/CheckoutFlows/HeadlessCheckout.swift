/// Runs a checkout with no terminal: each event is handled, and the calls it starts are made, until the flow
/// waits for the buyer again. Tests and scripted scenarios drive the library through it.
public struct HeadlessCheckout: Sendable {
    public private(set) var flow: CheckoutFlow
    /// The merchant callbacks, in the order the library made them.
    public private(set) var callbacks: [MerchantCallback] = []
    private let calls: CheckoutCalls
    /// The merchant's adjust-amounts callback; without one, amounts stay as they are.
    private let adjuster: (any AmountAdjusting)?

    public init(flow: CheckoutFlow, calls: CheckoutCalls, adjuster: (any AmountAdjusting)? = nil) {
        self.flow = flow
        self.calls = calls
        self.adjuster = adjuster
    }

    public init(order: CheckoutOrder, calls: CheckoutCalls, adjuster: (any AmountAdjusting)? = nil) {
        self.init(flow: CheckoutFlow(order: order), calls: calls, adjuster: adjuster)
    }

    public mutating func send(_ event: CheckoutFlow.Event) async {
        var queue = [event]
        while !queue.isEmpty {
            for effect in flow.handle(queue.removeFirst()) {
                switch effect {
                case .callback(let callback): callbacks.append(callback)
                case .finishAfterPause: queue.append(.finish)
                case .adjustAmounts(let amounts, let address): queue.append(adjuster?.answer(amounts, for: address) ?? .amountsAdjusted(amounts))
                default: if let next = await calls.perform(effect) { queue.append(next) }
                }
            }
        }
    }
}
