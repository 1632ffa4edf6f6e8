import CheckoutTUI
import Foundation
import PayPalAPI

/// Shows a shared screen on this terminal as it changes, until Ctrl-C: a trainee's for the trainer (`payterm
/// classroom watch`), the trainer's for the class (`payterm watch`). The terminal is put back as it was at the end.
enum ScreenWatcher {
    static func run(_ admin: AdminClient, workspace: String? = nil, trainer: Secret? = nil, naming what: String) async throws {
        let restore = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        StandardOutput.write("\u{1B}[?1049h\u{1B}[?25l")
        let interruptions = [SIGINT, SIGTERM, SIGHUP].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                StandardOutput.write(restore)
                exit(signalNumber == SIGINT ? 130 : 128 + signalNumber)
            }
            source.resume()
            return source
        }
        defer {
            for source in interruptions { source.cancel() }
            StandardOutput.write(restore)
        }
        while true {
            do {
                try await admin.watchScreen(of: workspace, trainer: trainer) { update in
                    let (columns, rows) = size()
                    switch update {
                    case .frame(let json):
                        StandardOutput.write(WatchedScreen.ansi(json: json, columns: columns, rows: rows))
                    case .unshared:
                        StandardOutput.write(WatchedScreen.waiting("Nobody shares \(what) now: waiting for it… (Ctrl-C ends)", columns: columns, rows: rows))
                    }
                    return true
                }
            } catch .unreachable {
                let (columns, rows) = size()
                StandardOutput.write(WatchedScreen.waiting("The backend does not answer: trying again… (Ctrl-C ends)", columns: columns, rows: rows))
            } catch {
                throw CommandFailure("The backend refused to show \(what) (\(error.code)): \(error.message)")
            }
            // The backend ended the watch (it stopped, or the connection dropped): watch again.
            try await Task.sleep(for: .seconds(1))
        }
    }

    private static func size() -> (columns: Int, rows: Int) {
        StandardOutput.terminalSize ?? (80, 24)
    }
}
