import CheckoutFlows

/// The merchant app asking for the preapproval PIN before it takes a preapproved payment, with the reason and the
/// amount, as the MPL guide advises: digits type the PIN, Enter pays, Esc cancels.
struct PINPrompt: MerchantScreen, Equatable {
    var pin = TextField.pin()
    var error: String?
    var busy = false

    var isTyping: Bool { true }
    var isWorking: Bool { busy }

    func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        guard !busy else { return [] }
        var prompt = self
        defer { if state.merchant.panel != nil { state.merchant.panel = .screen(prompt) } }
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

    func draw(_ state: AppState, spinner: Int, in body: Rect, on canvas: inout Canvas) {
        let width = min(50, body.width)
        let footer = wrap(busy ? "Paying…" : (error.map { $0 + " Esc cancels." } ?? "Enter pays · Esc cancels"), width: width - 4)
        let rect = body.centred(width: width, height: 8 + footer.count)
        canvas.fill(rect, style: Style(.sheet))
        canvas.box(rect, style: Style(.sheet), title: DemoStore.merchantName)
        var layout = SheetLayout<MerchantControl>(width: rect.width - 4, focused: nil)
        layout.text(DemoStore.preapprovedCharge.name)
        layout.text("Amount: \(MerchantView.dollars(DemoStore.preapprovedCharge.total))", style: Style(.sheet, bold: true))
        layout.gap()
        layout.text("Your preapproval PIN:")
        layout.rows.append(.init { [pin, busy] canvas, x, y in canvas.field(pin, x: x, y: y, width: 10, focused: !busy) })
        for line in footer { layout.rows.append(.init { [error] canvas, x, y in canvas.write(line, x: x, y: y, style: Style(error == nil ? .muted : .sheetError)) }) }
        layout.draw(in: Rect(x: rect.x + 2, y: rect.y + 2, width: rect.width - 4, height: rect.height - 2), scroll: 0, on: &canvas)
    }

    func keyHints(_ state: AppState) -> String { "digits type the PIN · Enter pays · Esc cancels" }

    /// The scenario's `pin` is typed into the PIN's field; no other field is on screen.
    mutating func fill(_ name: String, with value: String) -> Bool? {
        guard name == "pin" else { return false }
        pin.set(value)
        return true
    }
}
