#if canImport(Glibc)
import Glibc
#endif

/// Wakes the program's loop from another thread (a finished call, a signal) through a pipe the loop waits on
/// beside the terminal's input, so the loop sleeps until there is something to do instead of polling.
final class WakeSignal: Sendable {
    /// The end the loop waits on.
    let readEnd: Int32
    /// The end a wake-up is written to, from a signal handler too.
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Wakes the loop; async-signal-safe.
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe once the loop is awake.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }

    /// True, and drained, when a wake-up came within `timeout` (for ever when nil).
    func wait(timeout: Duration?) -> Bool {
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeout.map { Int32($0.milliseconds) } ?? -1) > 0
        if ready { drain() }
        return ready
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }
}

extension Duration {
    /// The duration in whole milliseconds, at least 0.
    var milliseconds: Int {
        max(0, Int(components.seconds) * 1_000 + Int(components.attoseconds / 1_000_000_000_000_000))
    }
}
