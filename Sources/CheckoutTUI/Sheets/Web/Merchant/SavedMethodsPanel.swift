import CheckoutFlows

/// The shopper's payment methods PayPal keeps for the merchant: `x` asks to delete the one selected and only `y`
/// deletes it, `s` saves PayPal with no purchase, `e` changes PayPal's answer to the merchant's requests to save
/// wallets and `v` when PayPal saves the one an order asked to save; `c` charges the PayPal selected with no buyer
/// present, `h` authorizes it, `l` lists what was charged.
struct SavedMethodsPanel: MerchantScreen, Equatable {
    /// The amount `c` or `h` asks for, until Enter charges it or Esc cancels.
    var prompt: ChargePrompt?

    var isTyping: Bool { prompt != nil }

    static func open(in state: inout AppState) -> [AppEffect] {
        state.merchant.panel = .screen(SavedMethodsPanel())
        state.merchant.methods = SavedMethods(charges: state.merchant.methods.charges)
        guard let customer = state.merchant.shopper.paypalCustomerId else {
            state.merchant.methods.list.notice = "No saved methods: the shopper has no PayPal customer yet. Press s to save PayPal now, or set Save PayPal and pay once."
            return [.entry(OrdersEntry.vaultEligibility(change: nil)), .entry(OrdersEntry.orderVaultStatus(change: nil))]
        }
        state.merchant.methods.list.busy = true
        return [
            .entry(OrdersEntry.vaultEligibility(change: nil)), .entry(OrdersEntry.orderVaultStatus(change: nil)),
            .entry(OrdersEntry.listSavedMethods(customerId: customer)),
        ]
    }

    func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        var methods = state.merchant.methods
        defer { state.merchant.methods = methods }
        guard !methods.list.busy else { return [] }
        if prompt != nil { return charge(key, methods: &methods, in: &state) }
        if let asked = methods.deleting {
            methods.deleting = nil
            guard key == .character("y") else {
                methods.list.notice = "Kept \(asked.label) (\(asked.id))."
                return []
            }
            methods.list.ask()
            return [.entry(OrdersEntry.deleteSavedMethod(asked.id))]
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
        case .character("c"), .character("h"):
            guard let entry = methods.list.selectedEntry else { return [] }
            guard entry.isPayPal, let order = (state.merchant.entry as? OrdersEntry)?.settings.configuration else {
                methods.list.notice = "\(entry.label) is not a PayPal wallet: only a saved PayPal pays an order by its vault id here."
                return []
            }
            state.merchant.panel = .screen(SavedMethodsPanel(prompt: ChargePrompt(entry, intent: key == .character("c") ? .capture : .authorize, order: order)))
            return []
        case .character("l"):
            state.merchant.panel = .screen(SavedChargesPanel())
            return []
        case .character("e"): return [.entry(OrdersEntry.vaultEligibility(change: (methods.eligibility ?? .success).stepped(true)))]
        case .character("v"): return [.entry(OrdersEntry.orderVaultStatus(change: (methods.vaultStatus ?? .vaulted).stepped(true)))]
        case .character("s"):
            let shopper = state.merchant.shopper
            state.log(.note, "checkout: save PayPal with no purchase for shopper \(Shopper.storeCustomerId)"
                + (shopper.paypalCustomerId.map { ", PayPal's customer \($0)" } ?? ", a new PayPal customer"))
            return state.open(VaultCheckout(flow: SavePayPalFlow(customerId: shopper.paypalCustomerId), kept: shopper), as: state.merchant.entry.name, with: .start)
        default: return nil
        }
    }

    /// A key for the amount's prompt: Enter has the merchant's server charge it, Esc cancels.
    private func charge(_ key: Key, methods: inout SavedMethods, in state: inout AppState) -> [AppEffect] {
        guard var prompt else { return [] }
        switch key {
        case .escape:
            methods.list.notice = "Charged nothing."
            state.merchant.panel = .screen(Self())
        case .enter:
            guard let amount = prompt.checkedAmount(), let order = (state.merchant.entry as? OrdersEntry)?.settings.configuration else { break }
            state.merchant.panel = .screen(Self())
            methods.list.ask()
            state.log(.note, "merchant server → PayPal: create order with vault_id \(prompt.method.id), \(amount.text) \(amount.currency.code), "
                + "intent \(prompt.intent.rawValue), no buyer present")
            return [.entry(OrdersEntry.charge(prompt.method, amount, intent: prompt.intent, order: order))]
        default:
            prompt.error = nil
            _ = prompt.amount.edit(key)
        }
        if key != .escape { state.merchant.panel = .screen(Self(prompt: prompt)) }
        return []
    }

    func draw(_ state: AppState, spinner: Int, in body: Rect, on canvas: inout Canvas) {
        let (methods, shopper) = (state.merchant.methods, state.merchant.shopper)
        MerchantListView(
            title: "Payment methods", subtitles: [
                shopper.line, SavedMethods.eligibilityText(methods.eligibility), SavedMethods.vaultStatusText(methods.vaultStatus),
            ], rows: methods.list.entries.map { "\($0.label)  \($0.id)" },
            selected: methods.list.selected, empty: "No saved methods.", busy: methods.list.busy, notice: methods.list.notice
        ).draw(spinner: spinner, in: body, on: &canvas)
        prompt?.draw(in: body, on: &canvas)
    }

    func keyHints(_ state: AppState) -> String {
        if let prompt { return "digits type the amount · Enter \(prompt.verb.lowercased())s · Esc cancels" }
        return state.merchant.methods.deleting == nil
            ? "↑↓ choose · c charge · h authorize · l charges · x delete · s save PayPal · e vault eligibility · v vault status · Esc close"
            : "y delete · any other key keeps it"
    }
}
