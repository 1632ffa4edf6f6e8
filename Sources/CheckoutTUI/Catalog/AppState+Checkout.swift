import CheckoutFlows

/// The one path every checkout takes: opened into the slot, each event handed to its flow, its sheet following,
/// its callbacks taken by the merchant's app, its calls and timers sent to the runner, and answers for a checkout
/// no longer open dropped.
extension AppState {
    /// Opens a checkout with a new id, for the catalog's flow `flowName`, and hands its flow `event` if there is one.
    mutating func open<H: HostedCheckout>(_ hosted: H, as flowName: String, with event: H.F.Event? = nil) -> [AppEffect] {
        checkout = ActiveCheckout(id: nextCheckout, flowName: flowName, hosted: hosted)
        nextCheckout = nextCheckout.next
        return event.map { advance(hosted, with: $0) } ?? []
    }

    /// An event from the runner: handed to the checkout when it is still the one under way, else ignored and said so,
    /// as a late answer for a checkout the buyer has left must never reach the next one.
    mutating func receive<F: Flow>(_ answer: Tagged<F.Event>, of flow: F.Type) -> [AppEffect] {
        guard let open = checkout, open.id == answer.checkout, let effects = deliver(answer.event, to: open.hosted) else {
            log(.note, "PayPal answered \(answer.checkout) after it closed: the app ignores the answer, as the SDK would")
            return []
        }
        return effects
    }

    private mutating func deliver<H: HostedCheckout, Event>(_ event: Event, to hosted: H) -> [AppEffect]? {
        guard let event = event as? H.F.Event else { return nil }
        return advance(hosted, with: event)
    }

    /// Hands an event to the open checkout: its flow moves, its sheet follows, the merchant's app takes its
    /// callbacks (answering some at once) and follows it, and its calls and timers go to the runner.
    mutating func advance<H: HostedCheckout>(_ hosted: H, with event: H.F.Event) -> [AppEffect] {
        guard let open = checkout else { return [] }
        var hosted = hosted
        let before = hosted.flow
        let effects = hosted.flow.handle(event)
        hosted.follow(from: before, in: sheetScreen)
        checkout?.hosted = hosted
        var work: [FlowEffect<H.F>] = []
        var answers: [H.F.Event] = []
        for effect in effects {
            switch effect {
            case .callback(let callback): if let answer = hosted.take(callback, in: &self) { answers.append(answer) }
            case .call, .timer: work.append(effect)
            }
        }
        let started = hosted.update(&self)
        if hosted.isOver, checkout?.id == open.id { checkout = nil }
        return (work.isEmpty ? [] : [.flow(FlowWork(work, for: open.id, flowName: open.flowName))]) + started
            + answers.flatMap { answer in self.hosted(H.self).map { advance($0, with: answer) } ?? [] }
    }

    /// Hands a key to the open checkout; nil when it passes it on.
    mutating func handleInCheckout(_ key: Key) -> [AppEffect]? {
        guard let open = checkout else { return nil }
        return handle(key, in: open.hosted)
    }

    private mutating func handle<H: HostedCheckout>(_ key: Key, in hosted: H) -> [AppEffect]? {
        var hosted = hosted
        let input = hosted.handle(key, in: &self, screen: sheetScreen)
        return apply(input, hosted)
    }

    /// Hands a click to the open checkout.
    mutating func activateInCheckout(_ target: ClickTarget) -> [AppEffect] {
        guard let open = checkout else { return [] }
        return activate(target, in: open.hosted)
    }

    private mutating func activate<H: HostedCheckout>(_ target: ClickTarget, in hosted: H) -> [AppEffect] {
        var hosted = hosted
        return apply(hosted.activate(target, screen: sheetScreen), hosted) ?? []
    }

    private mutating func apply<H: HostedCheckout>(_ input: SheetInput<H.F.Event>, _ hosted: H) -> [AppEffect]? {
        checkout?.hosted = hosted
        switch input {
        case .passed: return nil
        case .handled: return []
        case .send(let event): return advance(hosted, with: event)
        case .leave:
            checkout = nil
            return []
        }
    }
}
