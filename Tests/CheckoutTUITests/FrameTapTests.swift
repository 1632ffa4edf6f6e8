import Synchronization
import Testing
@testable import CheckoutTUI

/// The program hands a frame tap each frame that differs from the one before, and each step as it begins.
@Suite(.timeLimit(.minutes(3))) struct FrameTapTests {
    final class Collected: FrameTap, Sendable {
        let frames = Mutex<[Canvas]>([])
        let markers = Mutex<[RecordingMarker]>([])

        func drawn(_ canvas: Canvas) { frames.withLock { $0.append(canvas) } }
        func marked(_ marker: RecordingMarker) { markers.withLock { $0.append(marker) } }
    }

    @Test func theTapHearsEachNewFrameAndEachStepOnce() async throws {
        let tap = Collected()
        let (terminal, _, _) = try await ProgramRun.run(
            // z does nothing in the merchant's app: the frame is drawn again as it was.
            [
                .waitFor("PayPal library: ready"), .press(.character("z")), .press(.enter), .waitFor("Log in with email and password"),
                .press(.character("x")), .waitFor("x"),
            ],
            tap: tap)
        #expect(terminal.unmet == nil, "never showed: \(terminal.unmet ?? "")")
        let frames = tap.frames.withLock { $0 }
        var distinct: [Canvas] = []
        for frame in terminal.frames where frame != distinct.last { distinct.append(frame) }
        #expect(frames.map(\.lines) == distinct.map(\.lines), "every frame drawn, none twice in a row")
        #expect(frames.count > 2 && terminal.frames.count > distinct.count, "the same frame was drawn twice in a row, and heard once")
        let steps = tap.markers.withLock { $0 }
        #expect(steps.first == .step("The merchant's app"))
        #expect(steps.contains(.step("PayPal library · login")))
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 != $1 }, "\(steps)")
    }
}
