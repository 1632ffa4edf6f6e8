import CheckoutFlows

/// Work the state asks the program's runner to do: a checkout's calls and timers, or one of the front's own calls.
enum AppEffect: Sendable {
    case flow(FlowWork)
    case call(FrontCall)
    /// A call of an entry of the merchant's app, outside any checkout.
    case entry(EntryCall)

    /// Starts the work on the runner; what it comes to is posted to the program's loop.
    func start(on runner: Runner, with services: Services, posting post: @escaping @Sendable (Message) -> Void) {
        switch self {
        case .flow(let work): work.start(runner, services.flowCalls, post)
        case .call(let call):
            let calls = services.frontCalls
            runner.call({ await calls.perform(call) }, timedOut: { calls.timedOut(call, after: $0) }) { post(.answer(FrontAnswer(call: call, result: $0))) }
        case .entry(let call): call.start(runner, services.parties, post)
        }
    }
}

/// A checkout's calls and timers, typed by its flow, for the runner; each event they come to goes back to the
/// state tagged with the checkout.
struct FlowWork: Sendable {
    let checkout: CheckoutID
    /// The effects, for a test to read what a key asked for.
    private let effects: any Sendable
    let start: @Sendable (Runner, FlowCallsTable, @escaping @Sendable (Message) -> Void) -> Void

    /// `flowName` goes to the backend with each call (`PayTerm-Flow`).
    init<F: Flow>(_ effects: [FlowEffect<F>], for checkout: CheckoutID, flowName: String) {
        self.checkout = checkout
        self.effects = effects
        start = { runner, table, post in
            runner.run(effects, for: checkout, calls: table.calls(F.self), flow: flowName) { answer in
                post(.flow { $0.receive(answer, of: F.self) })
            }
        }
    }

    /// The effects, when they are of that flow.
    func effects<F: Flow>(of flow: F.Type) -> [FlowEffect<F>]? { effects as? [FlowEffect<F>] }
}
