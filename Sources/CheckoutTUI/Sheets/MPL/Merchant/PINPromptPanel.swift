import CheckoutFlows

/// The merchant app asking for the preapproval PIN before it takes a preapproved payment, with the reason and the
/// amount, as the MPL guide advises: digits type the PIN, Enter pays, Esc cancels.
enum PINPromptPanel {
    static func handle(_ key: Key, _ prompt: PINPrompt, in state: inout AppState) -> [AppEffect]? {
        guard !prompt.busy else { return [] }
        var prompt = prompt
        defer { if state.merchant.panel != nil { state.merchant.panel = .pinPrompt(prompt) } }
        switch key {
        case .escape:
            state.merchant.panel = nil
            state.merchant.result = state.language.merchantStrings.preapprovedPaymentCanceled
        case .enter:
            guard let preapproval = state.merchant.entry(MPLEntry.self)?.preapproval else { return [] }
            prompt.busy = true
            prompt.error = nil
            return [.entry(MPLEntry.payUnderPreapproval(preapproval, pin: prompt.pin.secret))]
        case .character(let character) where !character.isASCIIDigit: return nil
        default:
            guard prompt.pin.edit(key) else { return nil }
        }
        return []
    }

    static func draw(_ prompt: PINPrompt, in body: Rect, on canvas: inout Canvas) {
        let width = min(50, body.width)
        let footer = wrap(prompt.busy ? "Paying…" : (prompt.error.map { $0 + " Esc cancels." } ?? "Enter pays · Esc cancels"), width: width - 4)
        let rect = body.centred(width: width, height: 8 + footer.count)
        canvas.fill(rect, style: Style(.sheet))
        canvas.box(rect, style: Style(.sheet), title: DemoStore.merchantName)
        var layout = SheetLayout<MerchantControl>(width: rect.width - 4, focused: nil)
        layout.text(DemoStore.preapprovedCharge.name)
        layout.text("Amount: \(MerchantView.dollars(DemoStore.preapprovedCharge.total))", style: Style(.sheet, bold: true))
        layout.gap()
        layout.text("Your preapproval PIN:")
        layout.rows.append(.init { canvas, x, y in canvas.field(prompt.pin, x: x, y: y, width: 10, focused: !prompt.busy) })
        for line in footer { layout.rows.append(.init { canvas, x, y in canvas.write(line, x: x, y: y, style: Style(prompt.error == nil ? .muted : .sheetError)) }) }
        layout.draw(in: Rect(x: rect.x + 2, y: rect.y + 2, width: rect.width - 4, height: rect.height - 2), scroll: 0, on: &canvas)
    }
}
