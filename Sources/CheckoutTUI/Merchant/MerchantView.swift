import CheckoutFlows
import PayPalVocabulary

/// The merchant's demo app in its column: the store's name, then, in the app's frame, the flow picker and the
/// flow's own controls (scrolled to keep the focus in view when the column is short), and pinned at the bottom the
/// PayPal button with the library's status, what the button will do, and the last result.
enum MerchantView {
    static func draw(_ state: AppState, spinner: Int, on canvas: inout Canvas) {
        canvas.fill(canvas.bounds, style: Style(.background))
        let title = titleLines(state, width: canvas.width)
        for (offset, line) in title.enumerated() {
            canvas.writeCentred(line, in: canvas.bounds, y: offset, style: Style(.title, bold: true))
        }
        canvas.box(Rect(x: 0, y: title.count, width: canvas.width, height: canvas.height - title.count), style: Style(.border), title: "Merchant app")
        let body = body(in: canvas.bounds, under: title.count)
        let layout = layout(state, spinner: spinner, width: body.width)
        layout.draw(in: body, scroll: layout.scroll(0, showing: state.merchant.focus, in: body), footerFollows: true, on: &canvas)
    }

    /// Where the app's content goes in its column: inside its frame, under the store's name. The merchant's own
    /// screens (a confirmation, a list) go there too.
    static func body(_ state: AppState, in column: Rect) -> Rect {
        body(in: column, under: titleLines(state, width: column.width).count)
    }

    private static func body(in column: Rect, under titleLines: Int) -> Rect {
        Rect(x: column.x + 2, y: column.y + titleLines + 1, width: column.width - 4, height: column.height - titleLines - 2)
    }

    /// The store's name, and PayPal's clock when a tester moved it, in lines of the column's width: each phrase whole
    /// on a line where it fits, so a title a sheet covers in part never ends mid-phrase ("… · PayPal's").
    private static func titleLines(_ state: AppState, width: Int) -> [String] {
        let shifted = state.backendClock.flatMap { $0.isShifted ? "PayPal's clock \($0.offsetText)" : nil }
        return phrases(["PayTerm — \(DemoStore.merchantName)"] + (shifted.map { [$0] } ?? []), width: width - 2)
    }

    /// Phrases joined by " · " on as few lines as hold them whole; a phrase wider than a line is wrapped by itself.
    static func phrases(_ phrases: [String], width: Int) -> [String] {
        var lines: [String] = []
        for phrase in phrases {
            if let last = lines.last, DisplayWidth.of(last) + 3 + DisplayWidth.of(phrase) <= width {
                lines[lines.count - 1] = last + " · " + phrase
            } else {
                lines += wrap(phrase, width: width)
            }
        }
        return lines
    }

    static func layout(_ state: AppState, spinner: Int, width: Int) -> SheetLayout<MerchantControl> {
        let merchant = state.merchant
        var layout = SheetLayout<MerchantControl>(width: width, focused: merchant.focus, textStyle: Style(.text))
        layout.setting(state.language.settingsStrings.flow, value: merchant.entry.title, field: nil, control: .flow)
        layout.gap()
        merchant.entry.layout(state, into: &layout)
        payButton(state, spinner: spinner, into: &layout)
        for note in merchant.entry.notes(state) { layout.footerText(note, style: Style(.muted)) }
        if let result = merchant.result { layout.footerText(state.language.merchantStrings.lastResult(result), style: Style(.text)) }
        return layout
    }

    /// The PayPal button, disabled until the library has initialized and while a checkout is under way, with the
    /// library's status beside it, or under it when the column is narrow.
    private static func payButton(_ state: AppState, spinner: Int, into layout: inout SheetLayout<MerchantControl>) {
        let entry = state.merchant.entry
        let ready = state.libraryStatus == .ready && entry.cannotOpen == nil && state.checkout == nil
        let focused = state.merchant.focus == .payButton
        let cells = entry.buttonCells
        let label = entry.buttonLabel(state.strings)
        let status = status(state, spinner: spinner)
        let beside = layout.width - cells.width - 2 >= 24
        let statusLines = wrap(status.text, width: beside ? layout.width - cells.width - 2 : layout.width)
        let rows = beside ? max(cells.height, statusLines.count) : cells.height + statusLines.count
        layout.footerRows(rows, control: .payButton) { canvas, x, y in
            let rect = Rect(x: x, y: y, width: cells.width, height: cells.height)
            let role: Role = !ready ? .muted : (focused ? .payButtonFocused : .payButton)
            canvas.fill(rect, style: Style(role))
            canvas.addTarget(rect, .merchant(.payButton))
            let middle = rect.y + rect.height / 2
            canvas.writeCentred(label, in: rect, y: middle, style: Style(role, bold: true))
            if focused, ready, DisplayWidth.of(label) + 4 <= rect.width {
                // PayPal's gold stays; the focus is marked at the button's edges.
                canvas.write("›", x: rect.x, y: middle, style: Style(role, bold: true))
                canvas.write("‹", x: rect.maxX - 1, y: middle, style: Style(role, bold: true))
            }
            // Under a sheet, the sheet is the library's face: its status would only peek out beside it in pieces.
            guard state.checkout?.hosted.placement != .sheet else { return }
            let top = beside ? y + (statusLines.count == 1 ? min(1, cells.height - 1) : 0) : rect.maxY
            for (offset, line) in statusLines.enumerated() {
                canvas.write(line, x: beside ? rect.maxX + 2 : x, y: top + offset, style: Style(status.role))
            }
        }
    }

    /// What the status beside the button says: the checkout's activity while the app is in front for it, else the
    /// library's state.
    private static func status(_ state: AppState, spinner: Int) -> (text: String, role: Role) {
        if let activity = state.checkout?.hosted.merchantActivity(spinner: spinner) { return activity }
        switch state.libraryStatus {
        case .inProgress: return ("PayPal library: initializing…", .muted)
        case .ready:
            if let why = state.merchant.entry.cannotOpen { return (why, .muted) }
            return (state.merchant.entry.readyStatus(state), .success)
        case .failed(let reason): return ("PayPal library: \(reason)", .error)
        }
    }

    static func dollars(_ money: Money) -> String { "$" + money.text }

    /// A Braintree sale's amount (`1600.00`, in dollars) as the language writes money: `$1,600.00`, `1.600,00 $`.
    static func money(_ decimal: String, _ language: Language) -> String {
        MoneyText.format(decimal, currencyCode: "USD", locale: language.strings.locale)
    }
}
