import Foundation
import Synchronization
import Testing
@testable import PayPalMock

@Suite struct ClockTests {
    /// A real clock the test moves by hand.
    final class FakeRealTime: Sendable {
        let now = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        func read() -> Date { now.withLock { $0 } }
        func pass(_ seconds: TimeInterval) { now.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    @Test(arguments: [("90m", 5_400), ("3h", 10_800), ("30d", 2_592_000), ("1d12h", 129_600), ("45s", 45), ("2w", 1_209_600)])
    func readsDurations(_ text: String, _ seconds: Int64) {
        #expect(WireDuration(text)?.seconds == seconds)
    }

    @Test(arguments: ["", "3", "h", "3x", "-3h", "3h5"])
    func refusesWhatIsNotADuration(_ text: String) {
        #expect(WireDuration(text) == nil)
    }

    @Test func advancesFromRealTime() {
        let real = FakeRealTime()
        let clock = VirtualClock(realNow: real.read)
        clock.advance(by: 3_600)
        #expect(clock.now() == real.read().addingTimeInterval(3_600))
        real.pass(60)
        #expect(clock.now() == real.read().addingTimeInterval(3_600))
    }

    @Test func standsStillWhenFrozenAndResumesFromThere() {
        let real = FakeRealTime()
        let clock = VirtualClock(realNow: real.read)
        clock.freeze()
        let frozen = clock.now()
        real.pass(600)
        #expect(clock.now() == frozen)
        clock.advance(by: 90)
        #expect(clock.now() == frozen.addingTimeInterval(90))
        clock.unfreeze()
        real.pass(10)
        #expect(clock.now() == frozen.addingTimeInterval(100))
    }

    @Test func returnsToRealTime() {
        let real = FakeRealTime()
        let clock = VirtualClock(realNow: real.read)
        clock.advance(by: 86_400)
        clock.freeze()
        clock.returnToRealTime()
        #expect(clock.now() == real.read())
        #expect(clock.current == .realTime)
    }
}
