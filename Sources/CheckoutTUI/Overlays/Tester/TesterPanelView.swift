/// The tester's panel, in a box over whatever is on screen: the outcomes it arms on the next call, PayPal's
/// clock, and the faults armed.
enum TesterPanelView {
    /// Where the panel goes, centred in the terminal.
    static func rect(in size: TerminalSize) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height).centred(width: min(size.width - 4, 76), height: min(size.height - 2, 24))
    }

    static func draw(_ state: AppState, spinner: Int, on canvas: inout Canvas) {
        let rect = rect(in: TerminalSize(width: canvas.width, height: canvas.height))
        let width = rect.width
        canvas.fill(rect, style: Style(.sheet))
        canvas.box(rect, style: Style(.sheet), title: "Tester · Esc closes")
        let x = rect.x + 2
        var y = rect.y + 1
        let panel = state.tester
        func line(_ text: String, bold: Bool = false, role: Role = .sheet) {
            for part in wrap(text, width: width - 4) where y < rect.maxY - 1 {
                canvas.write(part, x: x, y: y, style: Style(role, bold: bold))
                y += 1
            }
        }
        // A short terminal drops the blank lines between the sections, so the faults armed still show.
        let roomy = rect.height >= 24
        func gap() { if roomy { y += 1 } }
        if let form = panel.newBuyer {
            drawNewBuyer(form, number: panel.added + 1, line: line)
            if let notice = panel.notice { line(notice, role: .sheetError) }
            return
        }
        line("Make \(state.nextCall.what) fail (\(state.nextCall.method) \(state.nextCall.path)):", bold: true)
        let choices = TesterPanel.choices(at: state.nextCall).map(\.choice)
        for pair in stride(from: 0, to: choices.count, by: 2) {
            let cells = choices[pair..<min(pair + 2, choices.count)].map { "\($0.key) \($0.label)" }
            guard y < rect.maxY - 1 else { break }
            canvas.write(cells[0], x: x, y: y, style: Style(.sheet), limit: width / 2 - 2)
            if cells.count > 1 { canvas.write(cells[1], x: x + width / 2 - 2, y: y, style: Style(.sheet), limit: width / 2 - 2) }
            y += 1
        }
        gap()
        line("PayPal's clock: " + (state.backendClock.map { "\($0.now.prefix(16).replacingOccurrences(of: "T", with: " ")) UTC, \($0.offsetText)" } ?? "…"), bold: true)
        line(TesterPanel.clockMoves.map { "\($0.key) \($0.label)" }.joined(separator: " · ") + " · f freeze")
        gap()
        line("a add a buyer · b next buyer into the log-in · u unlock all · c disarm all faults · R reset the backend")
        gap()
        if panel.busy {
            line(Spinner.line("Asking the backend…", turn: spinner), role: .muted)
        } else if let notice = panel.notice {
            line(notice)
        }
        line(panel.armed.isEmpty ? "No faults armed." : "Armed:", bold: !panel.armed.isEmpty)
        for fault in panel.armed {
            line("\(fault.id) \(fault.method ?? "any") \(fault.path): " + fault.outcomes.prefix(3).joined(separator: ", ")
                + (fault.outcomes.count > 3 ? " (+\(fault.outcomes.count - 3))" : "") + (fault.repeat ? ", repeating" : ""))
        }
    }

    private static func drawNewBuyer(_ form: TesterPanel.NewBuyer, number: Int, line: (String, Bool, Role) -> Void) {
        line("Add a buyer: tester\(number)@personal.example.com, password \(TesterPanel.NewBuyer.password)", true, .sheet)
        line("Balance: USD \(form.balance)▏ (type the amount)", false, .sheet)
        line("Card: ‹ \(form.card.map { "\(TesterPanel.NewBuyer.cards[$0]) x4242" } ?? "none") › (←→)", false, .sheet)
        line("Bank account: \(form.bank ? "Demo Bank x6789" : "none") (Space)", false, .sheet)
        line("Enter adds the buyer and types it into the log-in · Esc back", false, .muted)
    }
}
