import PayPalAPI
import Synchronization

/// Carries out every call and timer the front asks for — a checkout's calls to PayPal and the app's own (admin,
/// held authorizations, saved methods…) — each as a task of its own, on the clock it is given: a call that gets no
/// answer within `callTimeout` (when there is one) is given up, cancelled and waited for, then ends in its timeout
/// answer; only one answer is delivered; timers wait on the clock, so tests need not wait real seconds, and a
/// checkout's timers end with it. `stop` cancels whatever is under way.
public final class Runner: Sendable {
    /// The tasks under way, by number, and the checkout each timer waits for.
    private struct Running {
        var next = 0
        var tasks: [Int: Task<Void, Never>] = [:]
        var timers: [Int: CheckoutID] = [:]
    }

    private let clock: any Clock<Duration>
    private let callTimeout: Duration?
    private let running = Mutex(Running())

    public init(clock: any Clock<Duration> = ContinuousClock(), callTimeout: Duration? = .seconds(30)) {
        self.clock = clock
        self.callTimeout = callTimeout
    }

    /// Starts a call; its answer goes to `deliver`, or the timeout's answer when it takes longer than the timeout.
    /// The call names `flow` to the backend (`PayTerm-Flow`) when given.
    public func call<Answer: Sendable>(
        flow: String? = nil, _ perform: @escaping @Sendable () async -> Answer, timedOut: @escaping @Sendable (Duration) -> Answer,
        deliver: @escaping @Sendable (Answer) -> Void
    ) {
        let delivered = Mutex(false)
        let once: @Sendable (Answer) -> Void = { answer in
            let first = delivered.withLock { done in
                defer { done = true }
                return !done
            }
            if first { deliver(answer) }
        }
        let timer = Mutex<Int?>(nil)
        let calling = start { [weak self] in
            let answer = await HTTPTransport.$flow.withValue(flow) { await perform() }
            if let number = timer.withLock({ $0 }) { self?.cancel(number) }
            // A call given up, or stopped with the runner, may still end in an answer (its transport's error); nobody
            // wants it.
            guard !Task.isCancelled else { return }
            once(answer)
        }
        guard let callTimeout else { return }
        let number = start { [weak self, clock] in
            guard (try? await clock.sleep(for: callTimeout)) != nil else { return }
            // The caller gives up: the call ends first, so its transport's line of no answer comes before what the
            // timeout causes, in the story of the checkout that made it.
            await self?.end(calling)
            once(timedOut(callTimeout))
        }
        timer.withLock { $0 = number }
    }

    /// Calls `deliver` once `delay` has passed on the runner's clock, unless the checkout it waits for ended.
    public func after(_ delay: Duration, for checkout: CheckoutID? = nil, deliver: @escaping @Sendable () -> Void) {
        let number = start { [clock] in
            guard (try? await clock.sleep(for: delay)) != nil else { return }
            deliver()
        }
        if let checkout { running.withLock { $0.timers[number] = checkout } }
    }

    /// Cancels the timers of a checkout that is over: its spinner's and its screens' deadlines mean nothing now.
    public func endTimers(of checkout: CheckoutID) {
        let ended = running.withLock { running in
            let numbers = running.timers.filter { $0.value == checkout }.map(\.key)
            return numbers.compactMap { number in
                running.timers[number] = nil
                return running.tasks.removeValue(forKey: number)
            }
        }
        for task in ended { task.cancel() }
    }

    /// Starts the calls and timers among a checkout's effects, each event coming back tagged with the checkout, and
    /// returns the callbacks, which are the host's to carry out.
    @discardableResult
    public func run<F: Flow>(
        _ effects: [FlowEffect<F>], for checkout: CheckoutID, calls: any FlowCalls<F>, flow: String? = nil,
        deliver: @escaping @Sendable (Tagged<F.Event>) -> Void
    ) -> [F.Callback] {
        var callbacks: [F.Callback] = []
        for effect in effects {
            switch effect {
            case .call(let call):
                self.call(flow: flow, { await calls.perform(call) }, timedOut: { calls.timedOut(call, after: $0) }) { deliver(Tagged(checkout, $0)) }
            case .timer(let delay, let event): after(delay, for: checkout) { deliver(Tagged(checkout, event)) }
            case .callback(let callback): callbacks.append(callback)
            }
        }
        return callbacks
    }

    /// Cancels every call and timer under way: their answers are never delivered.
    public func stop() {
        let tasks = running.withLock { running in
            defer { running = Running(next: running.next) }
            return Array(running.tasks.values)
        }
        for task in tasks { task.cancel() }
    }

    /// A task the runner keeps until it ends, so `stop` can cancel it; returns its number.
    @discardableResult
    private func start(_ body: @escaping @Sendable () async -> Void) -> Int {
        running.withLock { running in
            let number = running.next
            running.next += 1
            running.tasks[number] = Task { [weak self] in
                await body()
                self?.finished(number)
            }
            return number
        }
    }

    private func finished(_ number: Int) {
        running.withLock { running in
            running.tasks[number] = nil
            running.timers[number] = nil
        }
    }

    /// Cancels a task and waits for it to end.
    private func end(_ number: Int) async {
        let task = running.withLock { $0.tasks.removeValue(forKey: number) }
        task?.cancel()
        await task?.value
    }

    private func cancel(_ number: Int) {
        running.withLock { running in
            running.timers[number] = nil
            return running.tasks.removeValue(forKey: number)
        }?.cancel()
    }
}
