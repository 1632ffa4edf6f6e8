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

/// The merchant's list of its authorized orders, held but not yet captured: opening it asks PayPal how each stands;
/// `c`, `v` and `r` capture, void or reauthorize the one selected.
enum HeldAuthorizationsPanel {
    static func open(in state: inout AppState) -> [AppEffect] {
        state.merchant.panel = .heldAuthorizations
        state.merchant.held.list.notice = nil
        guard !state.merchant.held.list.entries.isEmpty else { return [] }
        state.merchant.held.list.busy = true
        return [.call(.refreshAuthorizations(state.merchant.held.list.entries.map(\.authorizationId)))]
    }

    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
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
            return [.call(.actOnAuthorization(entry.authorizationId, action))]
        default: return nil
        }
    }

    static func draw(_ held: HeldAuthorizations, spinner: Int, in body: Rect, on canvas: inout Canvas) {
        MerchantListView(
            title: "Authorized orders",
            rows: held.list.entries.map { entry in
                "\(entry.authorizationId)  \(MerchantView.dollars(entry.amount))  \(entry.status)  " + (entry.status == "CREATED" ? held.timeLeft(entry) : "")
            },
            selected: held.list.selected, empty: "None yet: a confirm payment checkout left on its confirmation (Esc) stays here.",
            busy: held.list.busy, notice: held.list.notice
        ).draw(spinner: spinner, in: body, on: &canvas)
    }
}

/// The shopper's payment methods PayPal keeps for the merchant: `x` asks to delete the one selected and only `y`
/// deletes it, `s` saves PayPal with no purchase, `e` changes PayPal's answer to the merchant's requests to save
/// wallets and `v` when PayPal saves the one an order asked to save.
enum SavedMethodsPanel {
    static func open(in state: inout AppState) -> [AppEffect] {
        state.merchant.panel = .savedMethods
        state.merchant.methods = SavedMethods()
        guard let customer = state.merchant.shopper.paypalCustomerId else {
            state.merchant.methods.list.notice = "No saved methods: the shopper has no PayPal customer yet. Press s to save PayPal now, or set Save PayPal and pay once."
            return [.call(.vaultEligibility(change: nil)), .call(.orderVaultStatus(change: nil))]
        }
        state.merchant.methods.list.busy = true
        return [.call(.vaultEligibility(change: nil)), .call(.orderVaultStatus(change: nil)), .call(.listSavedMethods(customerId: customer))]
    }

    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        var methods = state.merchant.methods
        defer { state.merchant.methods = methods }
        guard !methods.list.busy else { return [] }
        if let asked = methods.deleting {
            methods.deleting = nil
            guard key == .character("y") else {
                methods.list.notice = "Kept \(asked.label) (\(asked.id))."
                return []
            }
            methods.list.ask()
            return [.call(.deleteSavedMethod(asked.id))]
        }
        if methods.list.move(by: key) { return [] }
        switch key {
        case .escape, .character("m"):
            state.merchant.panel = nil
            return []
        case .character("x"):
            guard let entry = methods.list.selectedEntry else { return [] }
            methods.deleting = entry
            methods.list.notice = "Delete \(entry.label) (\(entry.id))? Orders could no longer pay with it. y deletes it, any other key keeps it."
            return []
        case .character("e"): return [.call(.vaultEligibility(change: (methods.eligibility ?? .success).stepped(true)))]
        case .character("v"): return [.call(.orderVaultStatus(change: (methods.vaultStatus ?? .vaulted).stepped(true)))]
        case .character("s"):
            let shopper = state.merchant.shopper
            state.log(.note, "checkout: save PayPal with no purchase for shopper \(Shopper.storeCustomerId)"
                + (shopper.paypalCustomerId.map { ", PayPal's customer \($0)" } ?? ", a new PayPal customer"))
            return state.open(VaultCheckout(flow: SavePayPalFlow(customerId: shopper.paypalCustomerId), kept: shopper), as: state.merchant.entry.name, with: .start)
        default: return nil
        }
    }

    static func draw(_ methods: SavedMethods, shopper: Shopper, spinner: Int, in body: Rect, on canvas: inout Canvas) {
        MerchantListView(
            title: "Payment methods", subtitles: [
                shopper.line, SavedMethods.eligibilityText(methods.eligibility), SavedMethods.vaultStatusText(methods.vaultStatus),
            ], rows: methods.list.entries.map { "\($0.label)  \($0.id)" },
            selected: methods.list.selected, empty: "No saved methods.", busy: methods.list.busy, notice: methods.list.notice
        ).draw(spinner: spinner, in: body, on: &canvas)
    }
}
