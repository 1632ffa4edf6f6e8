/// One line of help: the keys, and what they do.
struct HelpEntry: Sendable {
    var keys: String
    var meaning: String

    /// The keys that work anywhere, which every help lists last.
    static let anywhere = anywhere(
        events: "show or hide the events pane", unlock: "unlock accounts locked by failed log-ins",
        tester: "tester's panel: fail a call, move the clock", inspector: "inspector: each event and HTTP exchange",
        help: "open or close this help (F1 in a field, where ? is typed)")
}

/// The help box: the keys of what is under it, and what they do.
enum HelpView {
    static let keyColumn = 15

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

    /// `scroll` kept between the first line and the last's coming into view.
    static func clamped(_ scroll: Int, _ entries: [HelpEntry], in size: TerminalSize) -> Int {
        min(max(0, scroll), hiddenLines(entries, in: size))
    }

    /// How many of the help's lines the box cannot show at once.
    static func hiddenLines(_ entries: [HelpEntry], in size: TerminalSize) -> Int {
        let rect = helpRect(entries, in: size)
        return max(0, helpLines(entries, width: rect.width).count - (rect.height - 4))
    }

    static func drawHelp(_ entries: [HelpEntry], title: String, scroll: Int, on canvas: inout Canvas) {
        let size = TerminalSize(width: canvas.width, height: canvas.height)
        let rect = helpRect(entries, in: size)
        let lines = helpLines(entries, width: rect.width)
        let shown = rect.height - 4
        let first = clamped(scroll, entries, in: size)
        canvas.fill(rect, style: Style(.sheet))
        canvas.box(rect, style: Style(.sheet), title: title)
        for (offset, line) in lines.dropFirst(first).prefix(shown).enumerated() {
            canvas.write(line.0, x: rect.x + 2, y: rect.y + 2 + offset, style: Style(.sheet, bold: true))
            canvas.write(line.1, x: rect.x + 2 + keyColumn, y: rect.y + 2 + offset, style: Style(.sheet))
        }
        let marks = [first > 0 ? "▲" : nil, first + shown < lines.count ? "▼" : nil].compactMap { $0 }.joined(separator: " ")
        guard !marks.isEmpty else { return }
        canvas.write(" \(marks) ", x: rect.maxX - DisplayWidth.of(marks) - 4, y: rect.maxY - 1, style: Style(.sheet, bold: true))
    }
}

/// The help as a layer: it takes every key but those that work anywhere; the arrows and PgUp/PgDn scroll it where
/// it is longer than the terminal; Esc, ?, Enter or q close it.
enum HelpLayer: ScreenLayer {
    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        if key.worksAnywhere { return nil }
        switch key {
        case .escape, .character("?"), .enter, .character("q"): state.toggle(.help)
        case .up, .down, .pageUp, .pageDown:
            let step = [.up, .down].contains(key) ? 1 : max(1, state.layout.content.height - 6)
            let scroll = state.helpScroll + ([.up, .pageUp].contains(key) ? -step : step)
            state.helpScroll = HelpView.clamped(scroll, state.help.entries, in: room(state))
        default: break
        }
        return []
    }

    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas) {
        let help = state.help
        HelpView.drawHelp(help.entries, title: help.title, scroll: state.helpScroll, on: &canvas)
    }

    static func region(_ layout: ScreenLayout) -> Rect { layout.content }

    static func keyHints(_ state: AppState) -> String? {
        let help = state.help
        let scrolls = HelpView.hiddenLines(help.entries, in: room(state)) > 0
        return scrolls ? help.scrolling + " · " + help.closing : help.closing
    }

    /// The room above the help's keys, which take a line: worked out from the terminal, as the layout itself
    /// waits on these keys.
    private static func room(_ state: AppState) -> TerminalSize {
        TerminalSize(width: state.terminalSize.width, height: state.terminalSize.height - 1)
    }
}

/// Over everything while the terminal is smaller than the front draws in: it says what it needs, and no key acts
/// on what is under it, unseen; `q` still quits.
enum SizeWarningLayer: ScreenLayer {
    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        if key == .character("q") { state.wantsQuit = true }
        return []
    }

    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas) { drawWarning(in: state.language, on: &canvas) }

    /// Says what size the terminal needs, over the whole of it, in the language the screens speak (the support
    /// console's is English).
    static func drawWarning(in language: Language = .enUS, on canvas: inout Canvas) {
        canvas.fill(canvas.bounds, style: Style(.background))
        let message = message(in: language, size: "\(Screen.minimumSize.width)×\(Screen.minimumSize.height)")
        for (offset, line) in wrap(message, width: max(1, canvas.width - 2)).enumerated() {
            canvas.writeCentred(line, in: canvas.bounds, y: canvas.height / 2 - 1 + offset, style: Style(.text, bold: true))
        }
    }

    static func message(in language: Language, size: String) -> String {
        switch language {
        case .enUS: "Make the window larger (needs \(size)) · q quits"
        case .deDE: "Bitte das Fenster vergrößern (nötig: \(size)) · q beendet"
        case .jaJP: "ウィンドウを大きくしてください（\(size) 以上）· q で終了"
        }
    }

    static func region(_ layout: ScreenLayout) -> Rect { Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height) }
}
