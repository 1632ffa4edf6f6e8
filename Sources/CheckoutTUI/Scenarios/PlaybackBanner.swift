/// What `payterm play` shows the class below the app, outside the sheet: the step playing, a pause's caption with
/// the trainer's keys, or that the trainer has the keyboard. At 72×22 it has the keys' line alone, so a caption
/// longer than a line is shown a line at a time, Space turning it; a taller terminal gives it the rows the sheet
/// does not need.
struct PlaybackBanner: Equatable, Sendable {
    enum Mode: Equatable, Sendable {
        case playing(step: Int, of: Int)
        /// A caption, and which of its pages is shown.
        case paused(caption: String, page: Int)
        case trainerHasKeys
    }

    var scenario: String
    var mode: Mode

    static let pauseKeys = "Space go on · b back · e events · t take over · q leave"
    static let more = " ▸ Space"

    /// The rows it may take: the keys' line, and those a terminal taller than the smallest has to spare.
    static func maxRows(in size: TerminalSize) -> Int { 1 + max(0, size.height - Screen.minimumSize.height) }

    /// The pages of what it says, each a few rows.
    func pages(width: Int, maxRows: Int) -> [[String]] {
        let room = max(1, width - 2)
        switch mode {
        case .playing(let step, let count):
            // The scenario's name goes where it fits, never cut short.
            let named = "▶ \(scenario) · step \(step) of \(count) · q leaves"
            return [[DisplayWidth.of(named) <= room ? named : "▶ Step \(step) of \(count) · q leaves"]]
        case .trainerHasKeys:
            return [["The trainer has the keyboard · t hands it back to the scenario"]]
        case .paused(let caption, _):
            let whole = wrap(caption, width: room)
            if whole.count < maxRows { return [whole + [Self.pauseKeys]] }
            let lines = wrap(caption, width: room - DisplayWidth.of(Self.more))
            return stride(from: 0, to: lines.count, by: maxRows).map { start in
                var page = Array(lines[start..<min(lines.count, start + maxRows)])
                page[page.count - 1] += Self.more
                return page
            }
        }
    }

    func pageCount(in size: TerminalSize) -> Int { pages(width: size.width, maxRows: Self.maxRows(in: size)).count }

    /// The rows shown now.
    func rows(in size: TerminalSize) -> [String] {
        let pages = pages(width: size.width, maxRows: Self.maxRows(in: size))
        guard case .paused(_, let page) = mode else { return pages[0] }
        return pages[min(page, pages.count - 1)]
    }

    /// The size the app is drawn in: the terminal less the banner's rows but the one it takes from the keys' line.
    func sizeLeft(in size: TerminalSize) -> TerminalSize {
        guard size.height >= Screen.minimumSize.height else { return size }
        return TerminalSize(width: size.width, height: size.height - rows(in: size).count + 1)
    }

    /// The app's frame with the banner below it, over its last line (the keys').
    func draw(over app: Canvas, in size: TerminalSize) -> Canvas {
        guard size.height >= Screen.minimumSize.height else { return app }
        var canvas = Canvas(width: size.width, height: size.height)
        canvas.place(app, rows: app.height - 1)
        let rows = rows(in: size)
        let top = size.height - rows.count
        canvas.fill(Rect(x: 0, y: top, width: size.width, height: rows.count), style: Style(.statusBar))
        for (offset, row) in rows.enumerated() {
            let isKeys = row == Self.pauseKeys
            canvas.write(row, x: 1, y: top + offset, style: Style(.statusBar, bold: !isKeys))
        }
        return canvas
    }
}
