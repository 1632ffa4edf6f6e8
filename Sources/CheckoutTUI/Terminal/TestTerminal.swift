import Synchronization

/// A terminal for tests, as Ratatui's `TestBackend`: frames are kept as lines of text, and keys come from a
/// script, each one waiting, if the script says so, until the screen shows a text (the answer of a call).
final class TestTerminal: TerminalBackend {
    /// One step of the script.
    enum Step: Sendable {
        case press(Key)
        /// Waits until the last frame shows the text.
        case waitFor(String)
        /// Lets that much time pass with no key, as a user who looks at the screen.
        case idle(Duration)
    }

    let size: TerminalSize
    private let wakeSignal: WakeSignal
    private var script: [Step]
    /// Every frame drawn, oldest first.
    private(set) var frames: [Canvas] = []
    /// How long a `waitFor` step waits: a net for a hang, never a measure, as the whole suite on two cores can
    /// hold a frame back for many seconds.
    private let waitLimit: Duration

    init(size: TerminalSize = TerminalSize(width: 100, height: 30), script: [Step], wakeSignal: WakeSignal, waitLimit: Duration = .seconds(60)) {
        self.size = size
        self.script = script
        self.wakeSignal = wakeSignal
        self.waitLimit = waitLimit
    }

    var screen: String { frames.last?.lines.joined(separator: "\n") ?? "" }

    func start() {}
    func stop() {}
    func invalidate() {}
    func draw(_ canvas: Canvas) { frames.append(canvas) }

    /// The script's next key once what it waits for is on screen; a hang-up when the script is done (the program
    /// then ends as if its window closed), or when what it waits for never comes.
    func next(timeout: Duration?) -> TerminalInput {
        guard let step = script.first else { return .hangUp }
        switch step {
        case .press(let key):
            script.removeFirst()
            return .key(key)
        case .idle(let duration):
            let end = idleEnd ?? ContinuousClock.now + duration
            let left = end - ContinuousClock.now
            guard left > .zero else {
                idleEnd = nil
                script.removeFirst()
                return next(timeout: timeout)
            }
            idleEnd = end
            return wakeSignal.wait(timeout: min(timeout ?? left, left)) ? .wake : .timeout
        case .waitFor(let text):
            if screen.contains(text) {
                script.removeFirst()
                return next(timeout: timeout)
            }
            let wait = min(timeout ?? waitLimit, waitLimit)
            if wakeSignal.wait(timeout: wait) { return .wake }
            if timeout.map({ $0 < waitLimit }) == true { return .timeout }
            unmet = text
            script.removeAll()
            return .hangUp
        }
    }

    /// When the idle step under way ends.
    private var idleEnd: ContinuousClock.Instant?

    /// What the script waited for and never saw, if anything.
    private(set) var unmet: String?
}
