import Foundation

/// What changes on screen with time alone: the spinner, which turns while a call is under way, and the status bar's
/// clock, which shows a new minute. It says when the next frame is due, so the loop sleeps until then.
struct FrameTicks {
    static let spinnerInterval: Duration = .milliseconds(100)

    private let now: @Sendable () -> Date
    private(set) var spinner = 0
    private(set) var clock = ""
    private var minute = -1

    init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// Moves the spinner on while `working` and the clock to the minute it is; true when either changed what shows.
    mutating func tick(working: Bool, language: Language) -> Bool {
        var changed = false
        // Formatting the time costs more than a frame's drawing: once a minute is enough.
        let minute = Int(now().timeIntervalSinceReferenceDate / 60)
        if minute != self.minute {
            self.minute = minute
            clock = language.strings.clock(now())
            changed = true
        }
        if working {
            spinner += 1
            changed = true
        }
        return changed
    }

    /// Until the spinner turns while a call is under way; else until the clock shows a new minute.
    func untilNextFrame(working: Bool) -> Duration {
        if working { return Self.spinnerInterval }
        let seconds = now().timeIntervalSinceReferenceDate
        return .milliseconds(Int((60 - seconds.truncatingRemainder(dividingBy: 60)) * 1_000) + 10)
    }
}
