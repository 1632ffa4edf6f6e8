import CheckoutFlows

/// The merchant's list of its authorized orders, held but not yet captured: opening it asks PayPal how each stands;
/// `c`, `v` and `r` capture, void or reauthorize the one selected.
struct HeldAuthorizationsPanel: MerchantScreen, Equatable {
    static func open(in state: inout AppState) -> [AppEffect] {
        state.merchant.panel = .screen(HeldAuthorizationsPanel())
        state.merchant.held.list.notice = nil
        guard !state.merchant.held.list.entries.isEmpty else { return [] }
        state.merchant.held.list.busy = true
        return [.entry(OrdersEntry.refreshAuthorizations(state.merchant.held.list.entries.map(\.authorizationId)))]
    }

    func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        var held = state.merchant.held
        defer { state.merchant.held = held }
        guard !held.list.busy else { return [] }
        if held.list.move(by: key) { return [] }
        switch key {
        case .escape, .character("a"):
            state.merchant.panel = nil
            return []
        case .character("c"), .character("v"), .character("r"):
            guard let entry = held.list.selectedEntry else { return [] }
            held.list.ask()
            let action: HeldAuthorizations.Action = key == .character("c") ? .capture : key == .character("v") ? .void : .reauthorize
            return [.entry(OrdersEntry.act(action, on: entry.authorizationId))]
        default: return nil
        }
    }

    func draw(_ state: AppState, spinner: Int, in body: Rect, on canvas: inout Canvas) {
        let held = state.merchant.held
        MerchantListView(
            title: "Authorized orders",
            rows: held.list.entries.map { entry in
                "\(entry.authorizationId)  \(MerchantView.dollars(entry.amount))  \(entry.status)  " + (entry.status == "CREATED" ? held.timeLeft(entry) : "")
            },
            selected: held.list.selected, empty: "None yet: a confirm payment checkout left on its confirmation (Esc) stays here.",
            busy: held.list.busy, notice: held.list.notice
        ).draw(spinner: spinner, in: body, on: &canvas)
    }

    func keyHints(_ state: AppState) -> String { "↑↓ choose · c capture · v void · r reauthorise · Esc close" }
}
