import CheckoutTUI
import Foundation
import Synchronization

/// Runs a program on a pseudo-terminal and records it: what it draws goes to this terminal and into the cast,
/// keys typed go to the program only, its notes on descriptor 3 become markers, and a resize of this terminal is
/// passed on and recorded. This terminal is put back as it was when the program ends, or on Ctrl-C.
enum Recorder {
    /// Records `arguments` (the program first) into `cast`, and has the program keep its frames in `frames`;
    /// returns the program's exit status.
    static func record(_ arguments: [String], into path: String, frames: String, title: String) throws -> Int32 {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) != 0 || size.ws_col == 0 { size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0) }
        let cast = try CastWriter(path: path, width: Int(size.ws_col), height: Int(size.ws_row), title: title)
        let terminal: PseudoTerminal
        do {
            terminal = try PseudoTerminal(arguments, size: size, environment: ["PAYTERM_MARKER_FD": "3", FramesFile.environmentVariable: frames])
        } catch {
            // Nothing ran: a cast of its header alone would look like a recording.
            unlink(path)
            throw error
        }
        var saved = termios()
        let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if isTerminal {
            var raw = saved
            cfmakeraw(&raw)
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
        defer { if isTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) } }
        let resizes = watchResizes(of: terminal)
        defer { resizes.cancel() }
        try relay(terminal, into: cast)
        try cast.close()
        return terminal.wait()
    }

    /// Copies until the program's terminal closes.
    private static func relay(_ terminal: PseudoTerminal, into cast: CastWriter) throws {
        var watched = [pollfd(fd: terminal.master, events: Int16(POLLIN), revents: 0), pollfd(fd: terminal.notes, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var notes = Data()
        while true {
            if let size = pendingResize.take() { try cast.resize(width: Int(size.ws_col), height: Int(size.ws_row)) }
            guard poll(&watched, nfds_t(watched.count), 250) >= 0 || errno == EINTR else { return }
            if watched[0].revents != 0 {
                let count = read(terminal.master, &buffer, buffer.count)
                guard count > 0 else { return }
                let bytes = Data(buffer[0..<count])
                FileHandle.standardOutput.write(bytes)
                try cast.output(bytes)
            }
            if watched[1].revents != 0 {
                let count = read(terminal.notes, &buffer, buffer.count)
                if count > 0 {
                    notes.append(contentsOf: buffer[0..<count])
                    while let end = notes.firstIndex(of: 0x0A) {
                        try cast.marker(String(decoding: notes[notes.startIndex..<end], as: UTF8.self))
                        notes = Data(notes[(end + 1)...])
                    }
                } else {
                    watched[1].fd = -1
                }
            }
            if watched[2].revents != 0 {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count > 0 { _ = buffer.withUnsafeBytes { write(terminal.master, $0.baseAddress, count) } } else { watched[2].fd = -1 }
            }
        }
    }

    /// The newest size this terminal was resized to, for the cast's next `r` event.
    private static let pendingResize = PendingResize()

    private static func watchResizes(of terminal: PseudoTerminal) -> any DispatchSourceSignal {
        signal(SIGWINCH, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        source.setEventHandler {
            var size = winsize()
            guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return }
            terminal.resize(to: size)
            pendingResize.put(size)
        }
        source.resume()
        return source
    }
}

/// A resize seen by the signal handler, waiting for the relay loop to record it.
final class PendingResize: Sendable {
    private let size = Mutex<winsize?>(nil)
    func put(_ new: winsize) { size.withLock { $0 = new } }
    func take() -> winsize? { size.withLock { value in defer { value = nil }; return value } }
}
