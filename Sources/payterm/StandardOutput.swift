import Foundation

/// This process's standard output, as the commands that print for a person see it.
enum StandardOutput {
    /// The terminal's size in cells; nil when the output is not a terminal (a pipe, a file).
    static var terminalSize: (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes at once, also to a pipe, where print's text would wait in a buffer.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
