/// The event pane: the merchant callbacks, HTTP calls, IPN and notes of the whole session (the tester's own calls
/// are the inspector's), newest at the bottom, each wrapped to the pane's width; PgUp and PgDn scroll back.
enum EventPaneView {
    typealias Line = (text: String, bold: Bool)

    /// The events as the pane's lines, at a pane `width` columns wide.
    static func lines(_ events: [EventLine], width: Int) -> [Line] {
        events.flatMap { lines($0, width: width) }
    }

    /// The last `count` lines (or fewer, when the events make fewer): a long session's history is not wrapped
    /// again for every frame.
    static func lastLines(_ events: [EventLine], picked: String, count: Int, width: Int) -> [Line] {
        var last: [[Line]] = []
        var total = 0
        for event in events.reversed() where total < count && event.isShown(picked: picked) {
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
    static func lines(_ event: EventLine, width: Int) -> [Line] {
        wrap(event.text, width: max(1, width - 6)).enumerated().map { index, line in
            ((index == 0 ? event.mark : "  ") + line, event.isReceived)
        }
    }

    /// Rows of events the pane shows at once.
    static func rows(in rect: Rect) -> Int { max(1, rect.height - 2) }

    /// The pane's lines of `events`, those of the flow named `picked`.
    static func draw(_ events: EventLog, picked: String, in rect: Rect, on canvas: inout Canvas) {
        canvas.fill(rect, style: Style(.pane))
        let (rows, scroll) = (rows(in: rect), events.scroll)
        // Scrolled back, the whole history is needed to know where the page falls.
        let lines = scroll > 0
            ? lines(events.forThePane(picked: picked), width: rect.width) : lastLines(events.lines, picked: picked, count: rows, width: rect.width)
        let back = min(max(0, scroll), max(0, lines.count - rows))
        let end = lines.count - back
        let title = back > 0 ? "Events · \(back) lines back" : "Events · Ctrl-E hides"
        canvas.box(rect, style: Style(.pane), title: title)
        for (offset, line) in lines[max(0, end - rows)..<end].enumerated() {
            canvas.write(line.text, x: rect.x + 2, y: rect.y + 1 + offset, style: Style(.pane, bold: line.bold), limit: rect.width - 4)
        }
    }
}

/// The event pane as a layer, beside the app and taking its room from it: it takes PgUp and PgDn (when nothing
/// above scrolls with them) and passes every other key on.
enum EventPaneLayer: ScreenLayer {
    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        guard key == .pageUp || key == .pageDown, let pane = state.layout.pane else { return nil }
        let rows = EventPaneView.rows(in: pane)
        let total = EventPaneView.lines(state.events.forThePane(picked: state.merchant.entry.name), width: pane.width).count
        let page = max(1, rows - 1)
        state.events.scroll = min(max(0, state.events.scroll + (key == .pageDown ? -page : page)), max(0, total - rows))
        return []
    }

    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas) {
        EventPaneView.draw(state.events, picked: state.merchant.entry.name, in: canvas.bounds, on: &canvas)
    }

    static func region(_ layout: ScreenLayout) -> Rect { layout.pane ?? Rect(x: 0, y: 0, width: 0, height: 0) }

    static func isModal(_ state: AppState) -> Bool { false }
}
