import PayPalAPI
import Synchronization
import Testing
@testable import CheckoutFlows

/// The runner: answers tagged with their checkout, timers and timeouts on the clock it is given, and nothing
/// delivered once it is stopped.
@Suite struct RunnerTests {
    /// Calls that answer only when told to, or never.
    final class HeldCalls: FlowCalls, @unchecked Sendable {
        typealias F = MPLFlow
        let answer: MPLFlow.Event?

        init(answer: MPLFlow.Event?) { self.answer = answer }

        func perform(_ call: MPLFlow.Call) async -> MPLFlow.Event {
            if let answer { return answer }
            try? await Task.sleep(for: .seconds(3_600))
            return .pinCreated
        }

        func timedOut(_ call: MPLFlow.Call, after timeout: Duration) -> MPLFlow.Event {
            .refused(.unreachable(url: "http://127.0.0.1:1", underlying: "no answer in \(timeout)"))
        }
    }

    /// The events delivered, as they come.
    final class Delivered: Sendable {
        private let events = Mutex<[Tagged<MPLFlow.Event>]>([])
        func add(_ event: Tagged<MPLFlow.Event>) { events.withLock { $0.append(event) } }
        var all: [Tagged<MPLFlow.Event>] { events.withLock { $0 } }

        func waitForCount(_ count: Int) async throws {
            for _ in 0..<500 where all.count < count { try await Task.sleep(for: .milliseconds(10)) }
        }
    }

    static let call = MPLFlow.Call.loadReview(payKey: "AP-1", session: "BS-1")

    @Test func anAnswerComesBackTaggedWithItsCheckout() async throws {
        let delivered = Delivered()
        let runner = Runner(clock: ManualClock())
        let callbacks = runner.run([.call(Self.call), .callback(.merchant(.paymentCanceled))], for: CheckoutID(7), calls: HeldCalls(answer: .pinCreated)) {
            delivered.add($0)
        }
        #expect(callbacks == [.merchant(.paymentCanceled)])
        try await delivered.waitForCount(1)
        #expect(delivered.all == [Tagged(CheckoutID(7), .pinCreated)])
    }

    @Test func aCallWithNoAnswerTimesOutOnTheRunnersClock() async throws {
        let clock = ManualClock()
        let delivered = Delivered()
        let runner = Runner(clock: clock, callTimeout: .seconds(30))
        runner.run([.call(Self.call)], for: CheckoutID(1), calls: HeldCalls(answer: nil)) { delivered.add($0) }
        try await clock.waitForSleepers(1)
        clock.advance(by: .seconds(29))
        try await Task.sleep(for: .milliseconds(50))
        #expect(delivered.all.isEmpty)
        clock.advance(by: .seconds(1))
        try await delivered.waitForCount(1)
        guard case .refused(let error) = delivered.all.first?.event else { Issue.record("no timeout: \(delivered.all)"); return }
        #expect(error == .unreachable(url: "http://127.0.0.1:1", underlying: "no answer in 30.0 seconds"))
    }

    /// A call given up at its time limit is cancelled and waited for before the timeout's answer goes on: what its
    /// end tells (the transport's line of no answer) comes before what the timeout causes, in the same checkout.
    @Test func aCallGivenUpEndsBeforeItsTimeoutsAnswerIsDelivered() async throws {
        let clock = ManualClock()
        let told = Mutex<[String]>([])
        let runner = Runner(clock: clock, callTimeout: .seconds(30))
        runner.call({ () async -> String in
            try? await Task.sleep(for: .seconds(3_600))
            told.withLock { $0.append(Task.isCancelled ? "the call ended, given up" : "the call ended in its answer") }
            return "answered"
        }, timedOut: { _ in "timed out" }) { answer in told.withLock { $0.append("delivered: \(answer)") } }
        try await clock.waitForSleepers(1)
        clock.advance(by: .seconds(30))
        for _ in 0..<500 where told.withLock({ $0.count }) < 2 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(told.withLock { $0 } == ["the call ended, given up", "delivered: timed out"])
    }

    @Test func theReceiptsPauseWaitsOnTheRunnersClock() async throws {
        let clock = ManualClock()
        let delivered = Delivered()
        let runner = Runner(clock: clock)
        runner.run([.timer(after: MPLFlow.receiptPause, .finish)], for: CheckoutID(2), calls: HeldCalls(answer: nil)) { delivered.add($0) }
        try await clock.waitForSleepers(1)
        #expect(delivered.all.isEmpty)
        clock.advance(by: MPLFlow.receiptPause)
        try await delivered.waitForCount(1)
        #expect(delivered.all == [Tagged(CheckoutID(2), .finish)])
    }

    /// A finished checkout's timers end with it; another checkout's go on, and so do its calls.
    @Test func aCheckoutsTimersEndWithIt() async throws {
        let clock = ManualClock()
        let delivered = Delivered()
        let runner = Runner(clock: clock, callTimeout: nil)
        runner.run([.timer(after: .seconds(10), .finish)], for: CheckoutID(1), calls: HeldCalls(answer: nil)) { delivered.add($0) }
        runner.run([.timer(after: .seconds(10), .finish), .call(Self.call)], for: CheckoutID(2), calls: HeldCalls(answer: .pinCreated)) { delivered.add($0) }
        try await clock.waitForSleepers(2)
        try await delivered.waitForCount(1)
        runner.endTimers(of: CheckoutID(1))
        clock.advance(by: .seconds(10))
        try await delivered.waitForCount(2)
        try await Task.sleep(for: .milliseconds(50))
        #expect(delivered.all == [Tagged(CheckoutID(2), .pinCreated), Tagged(CheckoutID(2), .finish)])
    }

    @Test func aStoppedRunnerDeliversNothingAndCancelsWhatIsUnderWay() async throws {
        let clock = ManualClock()
        let delivered = Delivered()
        let runner = Runner(clock: clock, callTimeout: .seconds(30))
        runner.run([.call(Self.call), .timer(after: MPLFlow.receiptPause, .finish)], for: CheckoutID(3), calls: HeldCalls(answer: nil)) {
            delivered.add($0)
        }
        try await clock.waitForSleepers(2)
        runner.stop()
        clock.advance(by: .seconds(60))
        try await Task.sleep(for: .milliseconds(100))
        #expect(delivered.all.isEmpty, "a call held past its timeout and a timer due, both stopped")
    }
}

/// A clock that moves only when told to: sleepers wake when it is advanced past their deadline.
final class ManualClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        let offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let wake: CheckedContinuation<Void, Never>
    }

    private let state = Mutex<(now: Instant, sleepers: [Sleeper])>((Instant(offset: .zero), []))

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { continuation in
            let due = state.withLock { state in
                if deadline <= state.now { return true }
                state.sleepers.append(Sleeper(deadline: deadline, wake: continuation))
                return false
            }
            if due { continuation.resume() }
        }
        try Task.checkCancellation()
    }

    func advance(by duration: Duration) {
        let woken = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in woken { sleeper.wake.resume() }
    }

    /// Waits until `count` tasks sleep on the clock.
    func waitForSleepers(_ count: Int) async throws {
        for _ in 0..<500 where state.withLock({ $0.sleepers.count }) < count { try await Task.sleep(for: .milliseconds(10)) }
    }
}
