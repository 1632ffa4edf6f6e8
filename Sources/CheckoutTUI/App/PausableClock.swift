import Synchronization

/// The clock the app's timers wait on (a receipt's close, a call's time limit): the time it has run, which stands
/// still while it is paused, so that a scenario's pause holds the screen it speaks about while the trainer talks,
/// and a timer goes on after it with the time it had left.
final class PausableClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        /// How long the clock had run at this instant.
        var ran: Duration

        func advanced(by duration: Duration) -> Instant { Instant(ran: ran + duration) }
        func duration(to other: Instant) -> Duration { other.ran - ran }
        static func < (earlier: Instant, later: Instant) -> Bool { earlier.ran < later.ran }
    }

    private struct State {
        var ranBeforePause = Duration.zero
        /// When it last started running; nil while paused.
        var runningSince: ContinuousClock.Instant? = .now
        /// The sleepers waiting for it to run again, by number.
        var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextSleeper = 0

        func ran(at now: ContinuousClock.Instant) -> Duration { ranBeforePause + (runningSince.map { now - $0 } ?? .zero) }
    }

    private let base = ContinuousClock()
    private let state = Mutex(State())

    var now: Instant { state.withLock { [base] in Instant(ran: $0.ran(at: base.now)) } }

    var minimumResolution: Duration { base.minimumResolution }

    func pause() {
        state.withLock { [base] state in
            guard let since = state.runningSince else { return }
            state.ranBeforePause += base.now - since
            state.runningSince = nil
        }
    }

    func resume() {
        let woken = state.withLock { [base] state -> [CheckedContinuation<Void, Never>] in
            guard state.runningSince == nil else { return [] }
            state.runningSince = base.now
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for sleeper in woken { sleeper.resume() }
    }

    /// Sleeps until the clock has run up to `deadline`: a pause that comes meanwhile makes the sleep longer by as much.
    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        while true {
            try Task.checkCancellation()
            let left = state.withLock { [base] state -> Duration? in
                state.runningSince == nil ? nil : deadline.ran - state.ran(at: base.now)
            }
            guard let left else {
                await untilRunning()
                continue
            }
            guard left > .zero else { return }
            try await base.sleep(for: left, tolerance: tolerance)
        }
    }

    /// Waits until the clock runs again, or the task is cancelled.
    private func untilRunning() async {
        let number = state.withLock { state in
            defer { state.nextSleeper += 1 }
            return state.nextSleeper
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let waits = state.withLock { state in
                    // A cancellation before the sleeper is kept found nothing to wake: it must not wait then.
                    guard state.runningSince == nil, !Task.isCancelled else { return false }
                    state.waiting[number] = continuation
                    return true
                }
                if !waits { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiting.removeValue(forKey: number) }?.resume()
        }
    }
}
