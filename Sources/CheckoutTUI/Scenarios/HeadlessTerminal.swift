/// A terminal with no one at it, for `payterm play --check`: frames are kept only as the last one, no key ever
/// comes, and waiting ends when the program's inbox wakes it.
final class HeadlessTerminal: TerminalBackend {
    let size: TerminalSize
    private let wakeSignal: WakeSignal

    init(size: TerminalSize, wakeSignal: WakeSignal) {
        self.size = size
        self.wakeSignal = wakeSignal
    }

    func start() {}
    func stop() {}
    func invalidate() {}
    func draw(_ canvas: Canvas) {}

    func next(timeout: Duration?) -> TerminalInput {
        wakeSignal.wait(timeout: timeout) ? .wake : .timeout
    }
}
