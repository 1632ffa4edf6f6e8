import CheckoutFlows

/// The Mobile Payments Library in the merchant's picker: the store's cart (or what the experience pays), the MPL
/// experience, the dynamic amounts callback and the button's size; what the app keeps between checkouts (a confirmed
/// preapproval, a checkout left mid-way); and the callbacks' outcome, which the app shows once the library exits.
struct MPLEntry: FlowEntry {
    /// The MPL's four PayPal button types, drawn in terminal cells.
    enum ButtonSize: String, CaseIterable, Sendable {
        case small = "BUTTON_152x33"
        case medium = "BUTTON_194x37"
        case large = "BUTTON_278x43"
        case extraLarge = "BUTTON_294x43"

        var cells: (width: Int, height: Int) {
            switch self {
            case .small: (18, 1)
            case .medium: (22, 1)
            case .large: (26, 3)
            case .extraLarge: (30, 3)
            }
        }
    }

    /// What the app shows once the library has exited: MPL apps change their UI only after `paymentLibraryExit`,
    /// never while the library is still over them.
    struct Outcome: Equatable, Sendable {
        var result: String
        var preapproval: ConfirmedPreapproval?
    }

    let title = "Mobile Payments Library"
    let name = MPLEntry.flowName
    /// Its name on the wire (`PayTerm-Flow`) and in the catalog.
    static let flowName = "mpl"

    /// A note of the library's start-up, which only the MPL's pane shows.
    static func startUp(note text: String) -> EventLine {
        var line = EventLine(kind: .note, text: text)
        line.flow = flowName
        return line
    }
    var quantities = [1, 2, 0]
    var experience = DemoStore.Experience.goodsWithShipping
    /// Whom #4 sends money to.
    var recipient = DemoStore.PersonalRecipient.noor
    var dynamicAmounts = DynamicAmountsSetting.off
    var buttonSize = ButtonSize.large
    /// The preapproval the last buyer agreed to, which the merchant takes payments with.
    var preapproval: ConfirmedPreapproval?
    /// A checkout the buyer left mid-way; Pay with PayPal resumes it.
    var payPalContext: PayPalContext?
    /// The callbacks' outcome, held until the library exits.
    var pendingOutcome: Outcome?
    /// The order the experience checks out, as the app shows it.
    var order: CheckoutOrder {
        DemoStore.order(for: experience, quantities: quantities, dynamicAmounts: dynamicAmounts != .off, recipient: recipient)
    }

    /// The order as the library sends it, with where the merchant's server takes IPN.
    func order(ipnUrl: String?) -> CheckoutOrder {
        var order = order
        order.ipnUrl = ipnUrl
        return order
    }

    /// True when the experience sells the store's cart.
    var hasCart: Bool { experience == .goodsWithShipping || experience == .goodsWithoutShipping }

    /// The cart's items, or #4's recipient, then the experience.
    var rowCount: Int { hasCart ? DemoStore.catalogue.count + 1 : experience == .personal ? 2 : 1 }
    private var experienceRow: Int { rowCount - 1 }

    var cannotOpen: String? {
        guard experience.checksOutAnOrder else { return nil }
        let order = order
        return (hasCart ? order.items.isEmpty : !order.total.isPositive) ? "The cart is empty: add something to pay for (←→ on an item)." : nil
    }

    var buttonCells: (width: Int, height: Int) { buttonSize.cells }

    func buttonLabel(_ strings: LibraryStrings) -> String { experience.donates ? strings.donateWithPayPal : strings.payWithPayPal }

    func notes(_ app: AppState) -> [String] { ["\(buttonSize.rawValue) · b changes"] }

    let keyHints = " · b button · d dynamic amounts"

    let help = [
        HelpEntry(keys: "←  →", meaning: "on an item: its quantity; on the experience: the MPL experience"),
        HelpEntry(keys: "b / d", meaning: "the button's size / dynamic amounts"),
    ]

    let firstCall = CallSite.logIn
    /// Adaptive Payments posts an Instant Payment Notification for each payment and preapproval.
    let merchantEndpoints: [MerchantEndpoint] = [.ipn]

    mutating func handle(_ key: Key, row: Int?, in app: inout AppState) -> [AppEffect]? {
        let step = key == .right || key == .character("+") ? 1 : key == .left || key == .character("-") ? -1 : 0
        switch (key, row) {
        case (.character("d"), _): dynamicAmounts = dynamicAmounts.stepped(true)
        case (.character("b"), _): buttonSize = buttonSize.stepped(true)
        case (_, let row?) where step != 0 && row == experienceRow:
            experience = experience.stepped(step > 0)
            app.merchant.focus = .row(experienceRow)
        case (_, let row?) where step != 0 && hasCart:
            quantities[row] = min(9, max(0, quantities[row] + step))
        case (_, 0) where step != 0 && experience == .personal:
            recipient = recipient.stepped(step > 0)
        default: return nil
        }
        return []
    }

    /// Opens the library over the app, or resumes the checkout left; the preapproval experiences go through the
    /// merchant's server first.
    func open(in app: inout AppState) -> [AppEffect] {
        if let resumed = resume(in: &app) { return resumed }
        switch experience {
        case .preapproval:
            app.merchant.result = app.language.merchantStrings.askingForPreapproval
            return [.entry(Self.createPreapproval)]
        case .preapprovedPayment:
            guard preapproval != nil else {
                app.merchant.result = app.language.merchantStrings.noPreapproval
                return []
            }
            app.merchant.panel = .screen(PINPrompt())
            return []
        default:
            let order = order(ipnUrl: app.merchant.ipnUrl)
            app.log(.note, "checkout: \(experience.title), \(order.total.text) \(order.currency.code)")
            return app.open(MPLCheckout(flow: MPLFlow(order: order)), as: name)
        }
    }

    /// Reopens the left checkout when it is for what the app would check out now; nil when there is none, or when
    /// the cart or the experience changed, which drops it.
    private func resume(in app: inout AppState) -> [AppEffect]? {
        guard let context = payPalContext else { return nil }
        app.merchant.change(MPLEntry.self) { $0.payPalContext = nil }
        let stillWanted = switch context.flow.requested {
        case .payment(let order): order == self.order(ipnUrl: app.merchant.ipnUrl) && experience.checksOutAnOrder
        case .preapproval: experience == .preapproval
        }
        guard stillWanted else {
            app.log(.note, "The cart or the experience changed: the left checkout is dropped.")
            return nil
        }
        return Self.resume(context, in: &app)
    }

    /// Opens a checkout kept from a left one, or from an earlier run.
    static func resume(_ context: PayPalContext, in app: inout AppState) -> [AppEffect] {
        app.log(.note, "payPalContext: resuming the checkout")
        return app.open(MPLCheckout(flow: context.flow), as: flowName, with: .resume)
    }

    func layout(_ app: AppState, into layout: inout SheetLayout<MerchantControl>) {
        MPLEntryView.layout(self, into: &layout)
    }

    var leftCheckout: PayPalContext? { payPalContext }

    mutating func setUp(experience: DemoStore.Experience) -> Bool {
        self.experience = experience
        return true
    }
}
