/// The event pane: the merchant callbacks, HTTP calls, IPN and notes of the whole session, newest at the bottom,
/// each wrapped to the pane's width; PgUp and PgDn scroll back through them.
enum EventPaneView {
    /// Where the pane goes: beside the library's sheet while it is open, else over the lower part of the
    /// merchant's app.
    static func rect(libraryOpen: Bool, language: Language, in size: TerminalSize) -> Rect {
        guard libraryOpen else {
            let height = min(12, size.height / 2)
            return Rect(x: 0, y: size.height - height - 1, width: size.width, height: height)
        }
        let sheet = LibraryView.frame(in: size, language: language, eventsBeside: true)
        let keys = LibraryView.keyLines(language.strings.keys, in: size).count
        return Rect(x: sheet.maxX + 1, y: 0, width: size.width - sheet.maxX - 1, height: size.height - keys)
    }

    typealias Line = (text: String, bold: Bool)

    /// The events as the pane's lines, at a pane `width` columns wide.
    static func lines(_ events: [AppState.EventLine], width: Int) -> [Line] {
        events.flatMap { lines($0, width: width) }
    }

    /// The last `count` lines (or fewer, when the events make fewer): a long session's history is not wrapped
    /// again for every frame.
    static func lastLines(_ events: [AppState.EventLine], count: Int, width: Int) -> [Line] {
        var last: [[Line]] = []
        var total = 0
        for event in events.reversed() where total < count {
            let wrapped = lines(event, width: width)
            last.append(wrapped)
            total += wrapped.count
        }
        // Joined by hand: `reversed().joined().suffix(_:)` copies through generic code whose first run looks up
        // protocol conformances at run time, which cost the first key that opened the pane half a millisecond.
        var joined: [Line] = []
        joined.reserveCapacity(total)
        for wrapped in last.reversed() { joined.append(contentsOf: wrapped) }
        return Array(joined.suffix(count))
    }

    /// One event's lines, its mark leading the first, at a pane `width` columns wide.
    static func lines(_ event: AppState.EventLine, width: Int) -> [Line] {
        wrap(event.text, width: max(1, width - 6)).enumerated().map { index, line in
            ((index == 0 ? event.mark : "  ") + line, event.isReceived)
        }
    }

    /// Rows of events the pane shows at once.
    static func rows(in rect: Rect) -> Int { max(1, rect.height - 2) }

    static func draw(_ events: [AppState.EventLine], scroll: Int, in rect: Rect, on canvas: inout Canvas) {
        canvas.fill(rect, style: Style(.pane))
        let rows = rows(in: rect)
        // Scrolled back, the whole history is needed to know where the page falls.
        let lines = scroll > 0 ? lines(events, width: rect.width) : lastLines(events, count: rows, width: rect.width)
        let back = min(max(0, scroll), max(0, lines.count - rows))
        let end = lines.count - back
        let title = back > 0 ? "Events · \(back) lines back" : "Events · Ctrl-E hides"
        canvas.box(rect, style: Style(.pane), title: title)
        for (offset, line) in lines[max(0, end - rows)..<end].enumerated() {
            canvas.write(line.text, x: rect.x + 2, y: rect.y + 1 + offset, style: Style(.pane, bold: line.bold), limit: rect.width - 4)
        }
    }
}

extension AppState {
    /// Scrolls the event pane a page back (up) or forward (down), within its history.
    mutating func scrollEvents(down: Bool) {
        let rect = EventPaneView.rect(libraryOpen: sheetIsUp, language: language, in: terminalSize)
        let rows = EventPaneView.rows(in: rect)
        let total = EventPaneView.lines(events, width: rect.width).count
        let page = max(1, rows - 1)
        eventScroll = min(max(0, eventScroll + (down ? -page : page)), max(0, total - rows))
    }
}

extension AppState.EventLine {
    /// What leads the event's line: ◆ what the merchant received, → an HTTP call (✕ one that failed), · a note.
    var mark: String {
        switch kind {
        case .callback, .ipn, .webhook: "◆ "
        case .http: failed ? "✕ " : "→ "
        case .note: "· "
        }
    }

    /// True for what the merchant received (a callback, an IPN, a webhook event), which stands out in bold.
    var isReceived: Bool { kind == .callback || kind == .ipn || kind == .webhook }
}
