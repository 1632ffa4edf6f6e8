import Synchronization

/// Runs a checkout with no terminal: each event is handled, and the calls and timers it starts are carried out
/// by the runner, until the checkout waits for the buyer again. The merchant's callbacks are recorded, and its
/// adjust-amounts callback answered by `adjuster`. Tests and scripted scenarios drive the library through it.
public struct HeadlessCheckout: Sendable {
    public private(set) var flow: MPLFlow
    /// The merchant callbacks, in the order the library made them.
    public private(set) var callbacks: [MerchantCallback] = []
    private let runner: FlowRunner<MPLFlow>
    private let answers: AsyncStream<Tagged<MPLFlow.Event>>
    /// The merchant's adjust-amounts callback; without one, amounts stay as they are.
    private let adjuster: (any AmountAdjusting)?
    private static let checkout = CheckoutID(1)

    /// `clock` times the receipt's pause; by default it passes at once.
    public init(flow: MPLFlow, calls: MPLCalls, adjuster: (any AmountAdjusting)? = nil, clock: any Clock<Duration> = InstantClock()) {
        self.flow = flow
        self.adjuster = adjuster
        let (answers, sink) = AsyncStream.makeStream(of: Tagged<MPLFlow.Event>.self)
        self.answers = answers
        runner = FlowRunner(calls: calls, clock: clock, callTimeout: nil) { sink.yield($0) }
    }

    public init(order: CheckoutOrder, calls: MPLCalls, adjuster: (any AmountAdjusting)? = nil) {
        self.init(flow: MPLFlow(order: order), calls: calls, adjuster: adjuster)
    }

    public mutating func send(_ event: MPLFlow.Event) async {
        var queue = [event]
        var pending = 0
        var iterator = answers.makeAsyncIterator()
        while true {
            while !queue.isEmpty {
                let effects = flow.handle(queue.removeFirst())
                let hostCallbacks = runner.run(effects, for: Self.checkout)
                pending += effects.count - hostCallbacks.count
                for callback in hostCallbacks {
                    switch callback {
                    case .merchant(let callback): callbacks.append(callback)
                    case .adjustAmounts(let amounts, let address): queue.append(adjuster?.answer(amounts, for: address) ?? .amountsAdjusted(amounts))
                    }
                }
            }
            guard pending > 0, let answer = await iterator.next() else { return }
            pending -= 1
            queue.append(answer.event)
        }
    }
}
