/// The inspector, over the whole terminal but its keys' line (the keys of what is under it do not apply while it is
/// open): the session's events one a line, the chosen one marked; or the exchange behind one, scrolled.
enum InspectorView {
    static func rect(in size: TerminalSize) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// Rows of events the list shows at once: the box less its borders.
    static func listRows(in size: TerminalSize) -> Int { max(1, rect(in: size).height - 2) }

    /// Rows of the exchange shown at once: the list's, less the notice's line.
    static func exchangeRows(in size: TerminalSize) -> Int { max(1, listRows(in: size) - 1) }

    static func draw(_ state: AppState, spinner: Int, on canvas: inout Canvas) {
        let size = TerminalSize(width: canvas.width, height: canvas.height)
        let rect = rect(in: size)
        canvas.fill(rect, style: Style(.pane))
        if let open = state.inspector.exchange {
            drawExchange(open, notice: state.inspector.notice, scroll: state.inspector.scroll, spinner: spinner, in: rect, size: size, on: &canvas)
        } else {
            drawList(state, in: rect, size: size, on: &canvas)
        }
    }

    private static func drawList(_ state: AppState, in rect: Rect, size: TerminalSize, on canvas: inout Canvas) {
        let inspector = state.inspector
        canvas.box(rect, style: Style(.pane), title: "Inspector · \(inspector.filter.label)")
        let shown = inspector.shown(state.events.lines)
        let width = rect.width - 4
        if let position = inspector.position(in: shown) {
            let rows = window(around: position, of: shown.map { state.events.lines[$0] }, rows: listRows(in: size), width: rect.width)
            for (row, line) in rows.enumerated() {
                let style = line.chosen ? Style(.selected) : Style(.pane, bold: line.bold)
                if line.chosen { canvas.fill(Rect(x: rect.x + 1, y: rect.y + 1 + row, width: rect.width - 2, height: 1), style: style) }
                canvas.write(line.text, x: rect.x + 2, y: rect.y + 1 + row, style: style, limit: width)
            }
        } else {
            canvas.write("No \(inspector.filter.label) yet; f shows another kind.", x: rect.x + 2, y: rect.y + 1, style: Style(.pane), limit: width)
        }
    }

    /// The wrapped lines of the events about the chosen one, which shows whole: up to half the rows of those
    /// before it, then those after, then more before if the list ends first.
    private static func window(
        around position: Int, of events: [EventLine], rows: Int, width: Int
    ) -> [(text: String, bold: Bool, chosen: Bool)] {
        let block = { (index: Int) in EventPaneView.lines(events[index], width: width) }
        let chosen = Array(block(position).prefix(rows))
        var above: [EventPaneView.Line] = [], below: [EventPaneView.Line] = []
        var (before, after) = (position - 1, position + 1)
        while chosen.count + above.count + below.count < rows, before >= 0 || after < events.count {
            let left = rows - chosen.count - above.count - below.count
            if before >= 0, above.count < rows / 2 || after >= events.count {
                above = block(before).suffix(left) + above
                before -= 1
            } else {
                below += block(after).prefix(left)
                after += 1
            }
        }
        return above.map { ($0.text, $0.bold, false) } + chosen.map { ($0.text, $0.bold, true) } + below.map { ($0.text, $0.bold, false) }
    }

    private static func drawExchange(
        _ open: Inspector.Exchange, notice: String?, scroll: Int, spinner: Int, in rect: Rect, size: TerminalSize, on canvas: inout Canvas
    ) {
        let width = rect.width - 4
        let lines: [String]
        switch open {
        case .loading: lines = [Spinner.line("Reading the backend's journal…", turn: spinner)]
        case .loaded(_, let entry): lines = ExchangeText.lines(entry)
        case .event(let event, let reason): lines = ExchangeText.lines(event, reason: reason)
        }
        let wrapped = lines.flatMap { indentedWrap($0, width: width) }
        let rows = exchangeRows(in: size)
        let top = min(scroll, max(0, wrapped.count - rows))
        let more = wrapped.count > top + rows ? " · ▼ \(wrapped.count - top - rows) more" : ""
        canvas.box(rect, style: Style(.pane), title: "Exchange" + more)
        for (row, line) in wrapped[top..<min(wrapped.count, top + rows)].enumerated() {
            let heading = line.hasPrefix("── ")
            canvas.write(line, x: rect.x + 2, y: rect.y + 1 + row, style: Style(.pane, bold: heading || (row == 0 && top == 0)), limit: width)
        }
        if let notice {
            canvas.write(notice, x: rect.x + 2, y: rect.maxY - 2, style: Style(.pane, bold: true), limit: width)
        }
    }

    /// A line wrapped with its indentation (pretty-printed JSON's) kept on every part.
    private static func indentedWrap(_ line: String, width: Int) -> [String] {
        let indent = String(line.prefix { $0 == " " }.prefix(width / 2))
        let rest = line.dropFirst(indent.count)
        guard !rest.isEmpty else { return [""] }
        return wrap(String(rest), width: width - indent.count).map { indent + $0 }
    }
}
