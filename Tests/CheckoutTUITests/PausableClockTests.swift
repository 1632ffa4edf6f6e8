import Testing
@testable import CheckoutTUI

/// The clock a scenario's pause stops: a timer waits out only the time it ran, and one ended while it stands still
/// ends at once.
@Suite(.timeLimit(.minutes(1))) struct PausableClockTests {
    @Test func aSleepWaitsOutOnlyTheTimeTheClockRan() async throws {
        let clock = PausableClock()
        clock.pause()
        let sleeper = Task {
            try await clock.sleep(for: .milliseconds(20))
            return clock.now.ran
        }
        try await Task.sleep(for: .milliseconds(300))
        let paused = clock.now.ran
        clock.resume()
        let ranWhenWoken = try await sleeper.value
        #expect(paused < .milliseconds(20), "300 ms into the pause, the clock has not run: \(paused)")
        #expect(ranWhenWoken >= .milliseconds(20), "the sleeper woke once the clock had run its 20 ms: \(ranWhenWoken)")
    }

    @Test func aSleepEndedWhileTheClockStandsStillEndsAtOnce() async throws {
        let clock = PausableClock()
        clock.pause()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        try await Task.sleep(for: .milliseconds(50))
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }
}
