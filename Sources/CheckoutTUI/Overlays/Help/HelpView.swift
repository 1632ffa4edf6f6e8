/// One line of help: the keys, and what they do.
struct HelpEntry: Sendable {
    var keys: String
    var meaning: String

    /// The keys that work anywhere, which every help lists last.
    static let anywhere = [
        HelpEntry(keys: "Ctrl-E", meaning: "show or hide the events pane"),
        HelpEntry(keys: "Ctrl-U", meaning: "unlock buyers locked out by failed log-ins"),
        HelpEntry(keys: "Ctrl-F", meaning: "tester's panel: fail a call, move the clock"),
        HelpEntry(keys: "Ctrl-O", meaning: "inspector: each event and HTTP exchange"),
        HelpEntry(keys: "?", meaning: "close this help"),
    ]
}

/// The help box: the keys of what is under it, and what they do.
enum HelpView {
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
}

/// The help as a layer: it takes every key but those that work anywhere; Esc, ?, Enter or q close it.
enum HelpLayer: ScreenLayer {
    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        if key.worksAnywhere { return nil }
        if [.escape, .character("?"), .enter, .character("q")].contains(key) { state.toggle(.help) }
        return []
    }

    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas) {
        let help = state.help
        HelpView.drawHelp(help.entries, title: help.title, on: &canvas)
    }

    static func region(_ layout: ScreenLayout) -> Rect { layout.content }

    static func keyHints(_ state: AppState) -> String? { "Esc or ? closes the help" }
}

/// Over everything while the terminal is smaller than the front draws in: it says what it needs, and no key acts
/// on what is under it, unseen; `q` still quits.
enum SizeWarningLayer: ScreenLayer {
    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        if key == .character("q") { state.wantsQuit = true }
        return []
    }

    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas) { drawWarning(on: &canvas) }

    /// Says what size the terminal needs, over the whole of it.
    static func drawWarning(on canvas: inout Canvas) {
        canvas.fill(canvas.bounds, style: Style(.background))
        let message = "Make the window larger (needs \(Screen.minimumSize.width)×\(Screen.minimumSize.height)) · q quits"
        for (offset, line) in wrap(message, width: max(1, canvas.width - 2)).enumerated() {
            canvas.writeCentred(line, in: canvas.bounds, y: canvas.height / 2 - 1 + offset, style: Style(.text, bold: true))
        }
    }

    static func region(_ layout: ScreenLayout) -> Rect { Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height) }
}
