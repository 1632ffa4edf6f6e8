import CheckoutTUI
import Foundation

/// What the terminal programs (the front and the support console) share: their theme and colours, and the
/// thread ncurses runs on.
enum TerminalLooks {
    /// The named theme, and whether to use colours (not with `NO_COLOR` or a monochrome theme); with none named,
    /// the default theme, or plain looks when no theme file is found.
    static func load(_ name: String?) throws -> (theme: Theme, colors: Bool) {
        let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        let theme: Theme
        do {
            theme = try ThemeFile.load(name ?? (noColor ? "monochrome" : "default"))
        } catch let error as ThemeError {
            guard name == nil else { throw CommandFailure(error.description) }
            theme = .plain
        }
        return (theme, !noColor && theme.name != "monochrome")
    }

    /// ncurses wants one thread of its own, outside Swift's cooperative pool.
    static func onOwnThread(_ body: @escaping @Sendable () throws -> Int32) async throws -> Int32 {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try body() })
            }.start()
        }
    }
}
