import PayPalAPI
import Synchronization

/// Carries out the calls and timers of one kind of flow for whoever hosts it (the terminal, a headless run, a
/// scenario): each call and each timer runs as a task of its own, and its event comes back tagged with the
/// checkout that asked, through `deliver`. A call that gets no answer within `callTimeout` (when there is one)
/// ends in the flow's timeout event instead. Timers and timeouts wait on the clock given, so tests need not wait
/// real seconds.
public struct FlowRunner<F: Flow>: Sendable {
    private let calls: any FlowCalls<F>
    private let clock: any Clock<Duration>
    private let callTimeout: Duration?
    private let deliver: @Sendable (Tagged<F.Event>) -> Void

    public init(
        calls: any FlowCalls<F>, clock: any Clock<Duration> = ContinuousClock(), callTimeout: Duration? = .seconds(30),
        deliver: @escaping @Sendable (Tagged<F.Event>) -> Void
    ) {
        self.calls = calls
        self.clock = clock
        self.callTimeout = callTimeout
        self.deliver = deliver
    }

    /// Starts the calls and timers among `effects` for `checkout`, and returns the callbacks, which are the host's
    /// to carry out. The calls name `flow` to the backend (`PayTerm-Flow`) when given.
    @discardableResult
    public func run(_ effects: [FlowEffect<F>], for checkout: CheckoutID, flow: String? = nil) -> [F.Callback] {
        var callbacks: [F.Callback] = []
        for effect in effects {
            switch effect {
            case .call(let call): start(call, for: checkout, flow: flow)
            case .timer(let delay, let event):
                let (clock, deliver) = (clock, deliver)
                Task {
                    try? await clock.sleep(for: delay)
                    deliver(Tagged(checkout, event))
                }
            case .callback(let callback):
                callbacks.append(callback)
            }
        }
        return callbacks
    }

    /// Runs the call against its timeout; whichever ends first is delivered, and only it.
    private func start(_ call: F.Call, for checkout: CheckoutID, flow: String?) {
        let (calls, clock, timeout, deliver) = (calls, clock, callTimeout, deliver)
        let delivered = Mutex(false)
        let once: @Sendable (F.Event) -> Void = { event in
            let first = delivered.withLock { done in
                defer { done = true }
                return !done
            }
            if first { deliver(Tagged(checkout, event)) }
        }
        let timer = timeout.map { timeout in
            Task {
                try await clock.sleep(for: timeout)
                once(calls.timedOut(call, after: timeout))
            }
        }
        Task {
            let event = await HTTPTransport.$flow.withValue(flow) { await calls.perform(call) }
            timer?.cancel()
            once(event)
        }
    }
}

/// A clock whose sleeps end at once: headless runs and tests go through receipts' pauses without waiting.
public struct InstantClock: Clock {
    public struct Instant: InstantProtocol {
        let offset: Duration
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    public init() {}
    public var now: Instant { Instant(offset: .zero) }
    public var minimumResolution: Duration { .zero }
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws { try Task.checkCancellation() }
}
