/// Runs a checkout with no terminal: each event is handled, and the calls it starts are made, until the flow
/// waits for the buyer again. Tests and scripted scenarios drive the library through it.
public struct HeadlessCheckout: Sendable {
    public private(set) var flow: CheckoutFlow
    /// The merchant callbacks, in the order the library made them.
    public private(set) var callbacks: [MerchantCallback] = []
    private let calls: CheckoutCalls

    public init(flow: CheckoutFlow, calls: CheckoutCalls) {
        self.flow = flow
        self.calls = calls
    }

    public init(order: CheckoutOrder, calls: CheckoutCalls) {
        self.init(flow: CheckoutFlow(order: order), calls: calls)
    }

    public mutating func send(_ event: CheckoutFlow.Event) async {
        var queue = [event]
        while !queue.isEmpty {
            for effect in flow.handle(queue.removeFirst()) {
                switch effect {
                case .callback(let callback): callbacks.append(callback)
                case .finishAfterPause: queue.append(.finish)
                default: if let next = await calls.perform(effect) { queue.append(next) }
                }
            }
        }
    }
}
