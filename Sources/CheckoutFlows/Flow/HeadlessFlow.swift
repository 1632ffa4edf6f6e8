/// Runs any flow with no terminal: each event is handled, and the calls and timers it starts are carried out by
/// the runner, until the checkout waits for the buyer again. Callbacks are recorded in order, and `respond`
/// answers those the merchant's app answers at once (MPL's adjust-amounts). Tests and scripted scenarios drive
/// checkouts through it.
public struct HeadlessFlow<F: Flow>: Sendable {
    public private(set) var flow: F
    /// The callbacks, in the order the flow made them.
    public private(set) var callbacks: [F.Callback] = []
    private let runner: Runner
    private let calls: any FlowCalls<F>
    private let answers: AsyncStream<Tagged<F.Event>>
    private let sink: AsyncStream<Tagged<F.Event>>.Continuation
    private let respond: @Sendable (F.Callback) -> F.Event?
    private static var checkout: CheckoutID { CheckoutID(1) }

    /// `clock` times the flow's timers; by default they pass at once.
    public init(
        flow: F, calls: any FlowCalls<F>, clock: any Clock<Duration> = InstantClock(),
        respond: @escaping @Sendable (F.Callback) -> F.Event? = { _ in nil }
    ) {
        self.flow = flow
        self.respond = respond
        (answers, sink) = AsyncStream.makeStream(of: Tagged<F.Event>.self)
        self.calls = calls
        runner = Runner(clock: clock, callTimeout: nil)
    }

    public mutating func send(_ event: F.Event) async {
        var queue = [event]
        var pending = 0
        var iterator = answers.makeAsyncIterator()
        while true {
            while !queue.isEmpty {
                let effects = flow.handle(queue.removeFirst())
                let hostCallbacks = runner.run(effects, for: Self.checkout, calls: calls) { [sink] in sink.yield($0) }
                pending += effects.count - hostCallbacks.count
                callbacks += hostCallbacks
                queue += hostCallbacks.compactMap(respond)
            }
            guard pending > 0, let answer = await iterator.next() else { return }
            pending -= 1
            queue.append(answer.event)
        }
    }
}
