import PayPalAPI

/// The support console's frame: the title bar, the search or the case, the confirmation over it, a notice or the
/// spinner, and the keys.
enum ConsoleView {
    static func render(_ console: SupportConsole, width: Int, height: Int, spinner: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        guard width >= Screen.minimumSize.width, height >= Screen.minimumSize.height else {
            SizeWarningLayer.drawWarning(on: &canvas)
            return canvas
        }
        let size = TerminalSize(width: width, height: height)
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: Style(.statusBar))
        canvas.write(
            " PayTerm support console · \(console.backendDescription) · agent \(console.agent)", x: 0, y: 0, style: Style(.statusBar, bold: true), limit: width)
        var keys: String
        if let open = console.open {
            drawCase(open, console, size: size, on: &canvas)
            keys = "↑↓ choose · Enter act · PgUp PgDn scroll · r reload · Esc back"
        } else {
            drawSearch(console, size: size, on: &canvas)
            keys = console.focus == .query ? queryKeys(console) : "↑↓ choose · Enter open · type a new search · Esc back"
        }
        if let confirmation = console.confirmation {
            keys = (confirmation.step == .amount ? "type an amount or none · " : "type yes · ") + confirmationKeys(confirmation)
            // Only the question shows: what is behind it would peek out beside the box, cut.
            canvas.fill(Rect(x: 0, y: 1, width: width, height: height - 2), style: Style(.background))
            drawConfirmation(confirmation, agent: console.agent, size: size, on: &canvas)
        }
        drawNotice(console, spinner: spinner, size: size, on: &canvas)
        canvas.write(keys, x: 1, y: height - 1, style: Style(.muted), limit: width - 2)
        return canvas
    }

    private static func queryKeys(_ console: SupportConsole) -> String {
        let selected = console.queryIsSelected ? "type a new search · " : ""
        let escape = !console.query.isEmpty ? "Esc or Ctrl-U clear" : console.escapeQuits ? "Esc again quits" : "Esc Esc quit"
        return selected + "Enter find · ↓ the results · " + escape
    }

    private static func drawSearch(_ console: SupportConsole, size: TerminalSize, on canvas: inout Canvas) {
        let label = "Find a payment: "
        canvas.write(label, x: 2, y: 2, style: Style(.text, bold: true))
        let fieldX = 2 + DisplayWidth.of(label)
        let fieldWidth = size.width - fieldX - 2
        canvas.field(console.query, x: fieldX, y: 2, width: fieldWidth, focused: console.focus == .query)
        if console.queryIsSelected, console.focus == .query {
            canvas.write(console.query.window(width: fieldWidth).shown, x: fieldX, y: 2, style: Style(.selected), limit: fieldWidth)
        }
        for (offset, line) in ConsoleLayout.hintLines(in: size).enumerated() {
            canvas.write(line, x: 2, y: 3 + offset, style: Style(.muted))
        }
        guard let searched = console.searched else { return }
        let top = ConsoleLayout.resultsTop(in: size)
        let count = console.results.count
        let header = count == 0 ? "No case for \(searched)" : "\(count) case\(count == 1 ? "" : "s") for \(searched), newest first"
        // Room is kept at the right for "▼ N more".
        canvas.write(DisplayWidth.truncate(header, to: size.width - 18), x: 2, y: top - 1, style: Style(.title, bold: true))
        let rows = size.height - 2 - top
        let blocks = console.results.map { resultLines($0, width: size.width - 4) }
        var first = 0
        while first < console.chosen, blocks[first...console.chosen].map(\.count).reduce(0, +) > rows { first += 1 }
        var y = top
        for index in first..<count {
            let block = blocks[index]
            guard y + block.count <= top + rows else {
                canvas.write("▼ \(count - index) more", x: size.width - 14, y: top - 1, style: Style(.muted), limit: 12)
                break
            }
            let chosen = index == console.chosen && console.focus == .results
            if chosen { canvas.fill(Rect(x: 1, y: y, width: size.width - 2, height: block.count), style: Style(.selected)) }
            for (offset, line) in block.enumerated() {
                let role: Role = chosen ? .selected : (line.hasPrefix("  ") ? .muted : .text)
                canvas.write(line, x: 2, y: y + offset, style: Style(role, bold: !line.hasPrefix("  ")), limit: size.width - 4)
            }
            y += block.count
        }
    }

    /// A result's lines: what it is, its status, amount and date (each kept on one line); then, indented, who paid
    /// whom and what matched.
    static func resultLines(_ summary: SupportCaseSummary, width: Int) -> [String] {
        let what = [summary.title, summary.status, summary.amount.map { "\($0.value)\u{A0}\($0.currencyCode)" },
                    ConsoleCaseText.shortTime(summary.createTime).replacingOccurrences(of: " ", with: "\u{A0}")]
        let who = [summary.buyer, summary.merchant.map { "to \($0)" }, summary.matched.map { "found by \($0)" }]
        return wrap(what.compactMap { $0 }.joined(separator: " · "), width: width)
            + wrap(who.compactMap { $0 }.joined(separator: " · "), width: width - 2).map { "  " + $0 }
    }

    private static func drawCase(_ open: SupportCase, _ console: SupportConsole, size: TerminalSize, on canvas: inout Canvas) {
        let width = size.width - 4
        let lines = ConsoleCaseText.lines(open, chosenAction: console.chosenAction, caused: console.caused, width: width)
        let rows = ConsoleLayout.caseRows(in: size)
        let top = min(console.scroll, max(0, lines.count - rows))
        for (row, line) in lines[top..<min(lines.count, top + rows)].enumerated() {
            let y = 1 + row
            if line.role == .selected { canvas.fill(Rect(x: 1, y: y, width: size.width - 2, height: 1), style: Style(.selected)) }
            canvas.write(line.text, x: 2, y: y, style: Style(line.role, bold: line.bold), limit: width)
        }
        if lines.count > top + rows {
            let more = "▼ \(lines.count - top - rows) more lines "
            canvas.write(more, x: size.width - DisplayWidth.of(more), y: size.height - 2, style: Style(.muted, bold: true))
        }
    }

    /// The question, bold; the action chosen when the question names an amount; then the amount's prompt and field
    /// (a problem under it), or the answer's prompt and field (in the prompt's place, in red, what to type once an
    /// answer was not yes).
    private static func drawConfirmation(_ confirmation: SupportConsole.Confirmation, agent: String, size: TerminalSize, on canvas: inout Canvas) {
        let width = min(size.width - 4, 64)
        let inner = width - 4
        let plain = Style(.sheet), error = Style(.sheetError, bold: true)
        var lines = wrap(confirmation.question, width: inner).map { ($0, Style(.sheet, bold: true)) }
        if confirmation.moves != nil { lines += wrap(confirmation.offer.label, width: inner).map { ($0, plain) } }
        let field: TextField
        var problem: [String] = []
        switch confirmation.step {
        case .amount:
            lines += wrap(confirmation.amountPrompt, width: inner).map { ($0, plain) }
            field = confirmation.amount
            problem = confirmation.problem.map { wrap($0, width: inner) } ?? []
        case .answer:
            let said = (confirmation.amountLine.map { wrap($0, width: inner) } ?? [])
                + [""] + wrap("The journal and the case's timeline will show it was \(agent).", width: inner) + [""]
            lines += said.map { ($0, plain) }
            lines += wrap(confirmation.problem ?? confirmation.answerPrompt, width: inner).map { ($0, confirmation.problem == nil ? plain : error) }
            field = confirmation.answer
        }
        let fieldRow = lines.count
        lines.append(("", plain))
        lines += problem.map { ($0, error) }
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height).centred(width: width, height: min(size.height - 2, lines.count + 5))
        canvas.fill(rect, style: plain)
        canvas.box(rect, style: plain, title: "Confirm")
        for (offset, (line, style)) in lines.enumerated() {
            canvas.write(line, x: rect.x + 2, y: rect.y + 2 + offset, style: style, limit: inner)
        }
        canvas.field(field, x: rect.x + 2, y: rect.y + 2 + fieldRow, width: min(20, inner), focused: true)
        canvas.write(confirmationKeys(confirmation), x: rect.x + 2, y: rect.maxY - 2, style: Style(.sheet, bold: true), limit: inner)
    }

    /// Enter checks the amount, then answers: only `yes` does what was asked.
    private static func confirmationKeys(_ confirmation: SupportConsole.Confirmation) -> String {
        switch confirmation.step {
        case .amount: "Enter next · Esc don't"
        case .answer: "Enter answer · Esc " + (confirmation.offer.takesAmount ? "back" : "don't")
        }
    }

    /// The spinner while a call is under way; else the last notice, wrapped over up to three rows above the keys.
    private static func drawNotice(_ console: SupportConsole, spinner: Int, size: TerminalSize, on canvas: inout Canvas) {
        if let busy = console.busy {
            canvas.write(Spinner.line(busy.text, turn: spinner), x: 1, y: size.height - 2, style: Style(.text, bold: true), limit: size.width - 2)
        } else if let notice = console.notice {
            let lines = wrap(notice.text, width: size.width - 2).prefix(3)
            let top = size.height - 1 - lines.count
            canvas.fill(Rect(x: 0, y: top, width: size.width, height: lines.count), style: Style(.background))
            for (offset, line) in lines.enumerated() {
                canvas.write(line, x: 1, y: top + offset, style: Style(notice.isError ? .error : .success, bold: true), limit: size.width - 2)
            }
        }
    }
}
