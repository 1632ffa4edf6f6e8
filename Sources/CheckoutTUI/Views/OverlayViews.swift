/// One line of help: the keys, and what they do.
struct HelpEntry: Sendable {
    var keys: String
    var meaning: String

    /// The tester's tools, which every help lists: they work from anywhere.
    static let testerTools = [
        HelpEntry(keys: "Ctrl-F", meaning: "tester's panel: fail a call, move the clock"),
        HelpEntry(keys: "Ctrl-O", meaning: "inspector: each event and HTTP exchange"),
    ]
}

/// The help box and the too-small notice.
enum OverlayViews {
    private static let keyColumn = 15

    /// The help's lines: the keys, and what they do wrapped beside them.
    private static func helpLines(_ entries: [HelpEntry], width: Int) -> [(String, String)] {
        entries.flatMap { entry in
            wrap(entry.meaning, width: width - 4 - keyColumn).enumerated().map { index, line in
                (index == 0 ? entry.keys : "", line)
            }
        }
    }

    /// Where the help box goes, centred in the terminal.
    static func helpRect(_ entries: [HelpEntry], in size: TerminalSize) -> Rect {
        let width = min(size.width - 4, 66)
        let lines = helpLines(entries, width: width)
        return Rect(x: 0, y: 0, width: size.width, height: size.height).centred(width: width, height: min(size.height, lines.count + 4))
    }

    static func drawHelp(_ entries: [HelpEntry], title: String, on canvas: inout Canvas) {
        let rect = helpRect(entries, in: TerminalSize(width: canvas.width, height: canvas.height))
        let lines = helpLines(entries, width: rect.width)
        canvas.fill(rect, style: Style(.sheet))
        canvas.box(rect, style: Style(.sheet), title: title)
        for (offset, line) in lines.prefix(rect.height - 4).enumerated() {
            canvas.write(line.0, x: rect.x + 2, y: rect.y + 2 + offset, style: Style(.sheet, bold: true))
            canvas.write(line.1, x: rect.x + 2 + keyColumn, y: rect.y + 2 + offset, style: Style(.sheet))
        }
    }

    static func drawTooSmall(needs size: (width: Int, height: Int), on canvas: inout Canvas) {
        canvas.fill(canvas.bounds, style: Style(.background))
        let message = "Make the window larger (needs \(size.width)×\(size.height))"
        for (offset, line) in wrap(message, width: max(1, canvas.width - 2)).enumerated() {
            canvas.writeCentred(line, in: canvas.bounds, y: canvas.height / 2 - 1 + offset, style: Style(.text, bold: true))
        }
    }
}
