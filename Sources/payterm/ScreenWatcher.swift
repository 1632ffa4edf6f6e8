import CheckoutTUI
import Foundation
import PayPalAPI

/// Shows a shared screen on this terminal as it changes, until Ctrl-C: a trainee's for the trainer (`payterm
/// classroom watch`), the trainer's for the class (`payterm watch`). The terminal is put back as it was at the end.
enum ScreenWatcher {
    static func run(_ admin: AdminClient, workspace: String? = nil, trainer: ClientCredentials? = nil, naming what: String) async throws {
        let restore = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        write("\u{1B}[?1049h\u{1B}[?25l")
        let interruptions = [SIGINT, SIGTERM, SIGHUP].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                write(restore)
                exit(signalNumber == SIGINT ? 130 : 128 + signalNumber)
            }
            source.resume()
            return source
        }
        defer {
            for source in interruptions { source.cancel() }
            write(restore)
        }
        while true {
            do {
                try await admin.watchScreen(of: workspace, trainer: trainer) { update in
                    let (columns, rows) = size()
                    switch update {
                    case .frame(let json):
                        if let frame = try? JSONDecoder().decode(ScreenFrame.self, from: json), let drawn = try? WatchedScreen.ansi(frame, columns: columns, rows: rows) {
                            write(drawn)
                        }
                    case .unshared:
                        write(WatchedScreen.waiting("Nobody shares \(what) now: waiting for it… (Ctrl-C ends)", columns: columns, rows: rows))
                    }
                    return true
                }
            } catch .unreachable {
                write(WatchedScreen.waiting("The backend does not answer: trying again… (Ctrl-C ends)", columns: size().columns, rows: size().rows))
            } catch {
                throw CommandFailure("The backend refused to show \(what) (\(error.code)): \(error.message)")
            }
            // The backend ended the watch (it stopped, or the connection dropped): watch again.
            try await Task.sleep(for: .seconds(1))
        }
    }

    private static func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    private static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
