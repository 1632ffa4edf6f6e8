import CheckoutFlows

/// A screen of the merchant's own, over its app: one a flow brings (the authorized orders, the saved payment methods,
/// the preapproval PIN prompt), or the picked flow's own. It takes every key but those that work anywhere (and `q`,
/// `e`, `?` but in a field, which go to the app under it).
enum MerchantPanelLayer: ScreenLayer {
    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        guard let panel = state.merchant.panel, !key.worksAnywhere else { return nil }
        let taken: [AppEffect]? = switch panel {
        case .screen(let screen): screen.handle(key, in: &state)
        case .flow: flowPanel(key, in: &state)
        }
        if let taken { return taken }
        let typing = if case .screen(let screen) = panel { screen.isTyping } else { false }
        return !typing && [.character("q"), .character("e"), .character("?")].contains(key) ? nil : []
    }

    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas) {
        let body = MerchantView.body(state, in: canvas.bounds)
        switch state.merchant.panel {
        case .screen(let screen)?: screen.draw(state, spinner: frame.spinner, in: body, on: &canvas)
        case .flow?: state.merchant.entry.drawPanel(state, spinner: frame.spinner, in: body, on: &canvas)
        case nil: break
        }
    }

    static func keyHints(_ state: AppState) -> String? {
        switch state.merchant.panel {
        case .screen(let screen)?: screen.keyHints(state)
        case .flow?: state.merchant.entry.panelKeyHints(state)
        case nil: nil
        }
    }

    /// A key for the flow's own screen; Esc closes it when the entry does not take it.
    private static func flowPanel(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        var entry = state.merchant.entry
        let taken = entry.handlePanel(key, in: &state)
        state.merchant.flows[state.merchant.selected] = entry
        guard taken == nil, key == .escape else { return taken }
        state.merchant.panel = nil
        return []
    }
}
