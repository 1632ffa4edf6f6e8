import CheckoutFlows

/// The merchant's demo app: the flows of its picker with their settings, the focus, the last result, and what its
/// server keeps (the shopper's saved wallet, the authorizations it holds).
struct MerchantApp: Sendable {
    /// The catalog's flows, each with the settings a tester left it with.
    var flows: [any FlowEntry] = FlowCatalog.entries
    /// The flow the PayPal button starts, as an index into `flows`.
    var selected = 0
    /// The flow that last came into view (its entry's `appear`), as an index into `flows`: a flow passed over in the
    /// picker does not, until it is chosen.
    var appeared: Int?
    var focus = MerchantControl.payButton
    /// Each flow's last result, by the flow's name: one flow's outcome never shows under another.
    private var results: [String: String] = [:]
    /// A screen of the merchant's own over the app, if one is open.
    var panel: MerchantPanel?
    /// The authorized orders not yet captured, for capture, void or reauthorization later.
    var held = HeldAuthorizations()
    /// The shopper's saved payment methods, as PayPal last listed them.
    var methods = SavedMethods()
    /// The shopper signed in, with the PayPal wallets the merchant saved for them (Save PayPal).
    var shopper = Shopper()
    /// The Pay Later plans its sales were paid with, whose payments PayPal's autopay takes as PayPal's clock moves.
    var instalments = PayLaterInstalments()
    /// Where the merchant's server takes Instant Payment Notifications; nil in demo mode.
    var ipnUrl: String?

    var entry: any FlowEntry { flows[selected] }

    /// The last result of the flow picked.
    var result: String? {
        get { results[entry.name] }
        set { results[entry.name] = newValue }
    }

    /// Sets the last result of the flow of that name, picked or not.
    mutating func setResult(_ text: String, forFlow name: String) { results[name] = text }

    /// True while the merchant's server waits on PayPal.
    var isWorking: Bool { held.list.busy || methods.list.busy || panel?.isWorking == true || flows.contains { $0.isWorking } }

    /// The controls in Tab order: the flow picker, the flow's own, the PayPal button.
    var focusOrder: [MerchantControl] { [.flow] + (0..<entry.rowCount).map(MerchantControl.row) + [.payButton] }

    /// The entry of that kind, changed by `body`.
    mutating func change<Entry: FlowEntry, Result>(_ kind: Entry.Type, _ body: (inout Entry) -> Result) -> Result? {
        guard let index = flows.firstIndex(where: { $0 is Entry }), var entry = flows[index] as? Entry else { return nil }
        defer { flows[index] = entry }
        return body(&entry)
    }

    /// The entry of that kind.
    func entry<Entry: FlowEntry>(_ kind: Entry.Type) -> Entry? { flows.lazy.compactMap { $0 as? Entry }.first }

    /// Picks the catalog's flow of that name; false when there is none.
    mutating func pick(_ name: String) -> Bool {
        guard let index = flows.firstIndex(where: { $0.name == name }) else { return false }
        selected = index
        focus = .payButton
        return true
    }
}

/// A control of the merchant's app.
enum MerchantControl: Hashable, Sendable {
    case flow
    /// The selected flow's own i-th control: a cart line, a setting.
    case row(Int)
    case payButton
}

/// A screen of the merchant's own, over its app.
enum MerchantPanel: Equatable, Sendable {
    /// A screen a flow brings, which draws itself and takes its keys.
    case screen(any MerchantScreen)
    /// A screen of the picked flow's own, which its entry draws and takes keys for.
    case flow

    static func == (lhs: MerchantPanel, rhs: MerchantPanel) -> Bool {
        switch (lhs, rhs) {
        case (.screen(let screen), .screen(let other)): screen.isSame(as: other)
        case (.flow, .flow): true
        default: false
        }
    }

    var isWorking: Bool { if case .screen(let screen) = self { screen.isWorking } else { false } }

    /// The screen a flow brought, when it is of that kind.
    func screen<Screen: MerchantScreen>(_ kind: Screen.Type) -> Screen? {
        if case .screen(let screen as Screen) = self { screen } else { nil }
    }
}
