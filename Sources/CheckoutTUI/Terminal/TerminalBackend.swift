/// What the program reads from its terminal.
enum TerminalInput: Equatable, Sendable {
    case key(Key)
    /// A message was posted to the program's inbox, or a signal came.
    case wake
    /// Nothing came before the timeout.
    case timeout
    /// The terminal went away.
    case hangUp
}

/// Puts frames on a terminal and reads its keys: the ncurses backend, the only caller of ncurses, and a test
/// backend that keeps frames as lines of text.
protocol TerminalBackend: AnyObject {
    func start()
    func stop()
    var size: TerminalSize { get }
    /// Puts the frame on screen, sending only the cells that changed.
    func draw(_ canvas: Canvas)
    /// Forgets what is on screen, so the next draw repaints everything (after a resize).
    func invalidate()
    /// Waits for a key or a wake-up, up to `timeout` (for ever when nil).
    func next(timeout: Duration?) -> TerminalInput
}
