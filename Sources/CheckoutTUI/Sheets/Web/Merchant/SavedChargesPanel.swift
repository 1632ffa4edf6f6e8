import CheckoutFlows

/// What the merchant's server charged to the shopper's saved methods with no buyer present: `r` refunds the capture
/// selected in full, `c` captures the authorization selected in full and `v` voids it, Esc goes back to the payment
/// methods.
struct SavedChargesPanel: MerchantScreen, Equatable {
    /// True while the merchant's server waits on PayPal's answer to `c`, `r` or `v`.
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
        case .character("c"), .character("r"), .character("v"):
            guard let charge = charges.list.selectedEntry else { return [] }
            let action: SavedCharges.Action = switch key {
            case .character("c"): .capture
            case .character("r"): .refund
            default: .void
            }
            guard action.acts == charge.kind else {
                charges.list.notice = charge.kind == .capture
                    ? "\(charge.paymentId) is a capture: the money was taken. r refunds it."
                    : "\(charge.paymentId) is an authorization: nothing was taken to refund. c captures it, v voids it."
                return []
            }
            charges.list.ask()
            state.merchant.panel = .screen(SavedChargesPanel(working: true))
            let what = switch action {
            case .capture: "capture in full the authorization"
            case .refund: "refund in full the capture"
            case .void: "void the authorization"
            }
            state.log(.note, "merchant server → PayPal: \(what) \(charge.paymentId) of order \(charge.orderId), no buyer present")
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

    func keyHints(_ state: AppState) -> String { "↑↓ choose · c capture · r refund · v void · Esc payment methods" }
}
