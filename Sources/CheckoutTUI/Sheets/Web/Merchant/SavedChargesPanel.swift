import CheckoutFlows

/// What the merchant's server charged to the shopper's saved methods with no buyer present: `r` refunds the capture
/// selected in full, `v` voids the authorization selected, Esc goes back to the payment methods.
struct SavedChargesPanel: MerchantScreen, Equatable {
    /// True while the merchant's server waits on PayPal's answer to `r` or `v`.
    var working = false

    var isWorking: Bool { working }

    func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        var charges = state.merchant.methods.charges
        defer { state.merchant.methods.charges = charges }
        guard !working else { return [] }
        if charges.list.move(by: key) { return [] }
        switch key {
        case .escape, .character("l"):
            state.merchant.panel = .screen(SavedMethodsPanel())
            return []
        case .character("r"), .character("v"):
            guard let charge = charges.list.selectedEntry else { return [] }
            let action: SavedCharges.Action = key == .character("r") ? .refund : .void
            guard (action == .refund) == (charge.kind == .capture) else {
                charges.list.notice = action == .refund
                    ? "\(charge.paymentId) is an authorization: nothing was taken to refund. v voids it."
                    : "\(charge.paymentId) is a capture: the money was taken. r refunds it."
                return []
            }
            charges.list.ask()
            state.merchant.panel = .screen(SavedChargesPanel(working: true))
            state.log(.note, "merchant server → PayPal: \(action == .refund ? "refund in full the capture" : "void the authorization") "
                + "\(charge.paymentId) of order \(charge.orderId), no buyer present")
            return [.entry(OrdersEntry.act(action, on: charge))]
        default: return nil
        }
    }

    func draw(_ state: AppState, spinner: Int, in body: Rect, on canvas: inout Canvas) {
        let charges = state.merchant.methods.charges
        MerchantListView(
            title: "Charges to saved methods", subtitles: [state.merchant.shopper.line],
            rows: charges.list.entries.map(\.row), selected: charges.list.selected,
            empty: "None yet: c on a saved PayPal in the payment methods charges it.", busy: charges.list.busy, notice: charges.list.notice
        ).draw(spinner: spinner, in: body, on: &canvas)
    }

    func keyHints(_ state: AppState) -> String { "↑↓ choose · r refund in full · v void · Esc payment methods" }
}
