import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT, SIGTERM, SIGHUP and SIGQUIT (Ctrl-\) into a value the loop reads, so that the loop (not a
/// signal handler) restores the terminal; SIGQUIT would otherwise reach the runtime's crash reporter, which draws
/// over the screen and waits. SIGWINCH stays with ncurses, which reports it as a resize key.
final class SignalWatch {
    static let watched: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private let received = Received()
    private let sources: [any DispatchSourceSignal]

    /// `wakeSignal` wakes the program's loop when a signal comes.
    init(waking wakeSignal: WakeSignal) {
        let queue = DispatchQueue(label: "payterm.signals")
        var sources: [any DispatchSourceSignal] = []
        let received = self.received
        for number in Self.watched {
            Foundation.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                received.record(number)
                wakeSignal.wake()
            }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    /// The first signal received, if any.
    var caught: Int32? { received.first }

    /// The first signal number, written by the dispatch queue and read by the loop.
    private final class Received: Sendable {
        private let value = Mutex<Int32?>(nil)
        func record(_ number: Int32) { value.withLock { $0 = $0 ?? number } }
        var first: Int32? { value.withLock { $0 } }
    }

    deinit {
        for source in sources { source.cancel() }
        for number in Self.watched { Foundation.signal(number, SIG_DFL) }
    }
}
