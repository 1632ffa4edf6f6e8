import Foundation

/// Single key presses from standard input, for the drill's prompt: on a terminal, each key as it is pressed
/// (no Enter, no echo), the terminal restored on return and on Ctrl-C; otherwise (a pipe, a test), the first
/// character of each line.
enum KeyPresses {
    /// Calls `handle` with each key until it returns false or input ends.
    static func each(_ handle: (Character) async throws -> Bool) async throws {
        guard isatty(STDIN_FILENO) == 1 else {
            while let line = readLine() {
                guard let key = line.trimmingCharacters(in: .whitespaces).first else { continue }
                if try await !handle(key) { return }
            }
            return
        }
        var saved = termios()
        tcgetattr(STDIN_FILENO, &saved)
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        let restore = { [saved] in
            var saved = saved
            tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        }
        defer { restore() }
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler {
            restore()
            print("")
            exit(130)
        }
        interrupt.resume()
        defer { interrupt.cancel() }
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) == 1 {
            if try await !handle(Character(Unicode.Scalar(byte))) { return }
        }
    }
}
