import CheckoutFlows

/// A screen of the merchant's own, over its app: the authorized orders, the saved payment methods, or the
/// preapproval PIN prompt. It takes every key but those that work anywhere (and `q`, `e`, `?` but in the PIN's
/// field, which go to the app under it).
enum MerchantPanelLayer: ScreenLayer {
    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        guard let panel = state.merchant.panel, !key.worksAnywhere else { return nil }
        let taken: [AppEffect]? = switch panel {
        case .heldAuthorizations: HeldAuthorizationsPanel.handle(key, in: &state)
        case .savedMethods: SavedMethodsPanel.handle(key, in: &state)
        case .pinPrompt(let prompt): PINPromptPanel.handle(key, prompt, in: &state)
        case .flow: flowPanel(key, in: &state)
        }
        if let taken { return taken }
        let typing = if case .pinPrompt = panel { true } else { false }
        return !typing && [.character("q"), .character("e"), .character("?")].contains(key) ? nil : []
    }

    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas) {
        let body = MerchantView.body(state, in: canvas.bounds)
        switch state.merchant.panel {
        case .heldAuthorizations?: HeldAuthorizationsPanel.draw(state.merchant.held, spinner: frame.spinner, in: body, on: &canvas)
        case .savedMethods?: SavedMethodsPanel.draw(state.merchant.methods, shopper: state.merchant.shopper, spinner: frame.spinner, in: body, on: &canvas)
        case .pinPrompt(let prompt)?: PINPromptPanel.draw(prompt, in: body, on: &canvas)
        case .flow?: state.merchant.entry.drawPanel(state, spinner: frame.spinner, in: body, on: &canvas)
        case nil: break
        }
    }

    static func keyHints(_ state: AppState) -> String? {
        switch state.merchant.panel {
        case .heldAuthorizations?: "↑↓ choose · c capture · v void · r reauthorise · Esc close"
        case .savedMethods?:
            state.merchant.methods.deleting == nil ? "↑↓ choose · x delete · s save PayPal · e vault eligibility · v vault status · Esc close" : "y delete · any other key keeps it"
        case .pinPrompt?: "digits type the PIN · Enter pays · Esc cancels"
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
