import CheckoutFlows

/// Pay Later in the merchant's picker: a cart with Braintree's `BTPayPalMessagingView` under it, showing PayPal's
/// message for the cart's total, and a PayPal button whose checkout offers Pay Later (`offerPayLater`) in the
/// PayPal app.
struct PayLaterEntry: FlowEntry {
    static let flowName = "pay-later"
    let title = "Pay Later (Braintree)"
    let name = Self.flowName
    var settings = PayLaterSettings()
    var messaging = PayLaterMessaging()

    /// The cart's settings, then the message, unless it could not show.
    var rowCount: Int { PayLaterSettings.rows.count + (messaging.isFailed ? 0 : 1) }
    private var messageRow: Int { PayLaterSettings.rows.count }

    /// Enter on the message taps it: Learn More opens.
    func enterHint(row: Int, _ app: AppState) -> String? {
        row == messageRow && !messaging.isFailed ? app.language.payLaterStrings.learnMore : nil
    }
    let keyHints = ""
    let help: [HelpEntry] = [HelpEntry(keys: "Enter on ◆", meaning: "on PayPal's message under the cart: open its Learn More sheet")]
    let firstCall = CallSite("GET", "/credit-presentment/native/message", "the Pay Later message")

    func layout(_ app: AppState, into layout: inout SheetLayout<MerchantControl>) {
        settings.layout(caption: app.language.settingsStrings.payLaterCaption, app.language.settingsStrings, focus: app.merchant.focus, into: &layout)
        layout.gap()
        PayLaterMessageLine(messaging: messaging, strings: app.language.payLaterStrings, focused: app.merchant.focus == .row(messageRow))
            .layout(control: .row(messageRow), into: &layout)
    }

    func readyStatus(_ app: AppState) -> String {
        "Braintree SDK: ready · \(app.environment == .live ? "production" : "sandbox") · \(app.backendDescription)"
    }

    func isTyping(_ focus: MerchantControl) -> Bool { PayLaterSettings.isText(focus) }

    mutating func appear(in app: inout AppState) -> [AppEffect] {
        messaging.start(.init(amount: settings.sdkAmount, offer: settings.offer.wire, language: app.language), in: &app)
    }

    /// The cart changes and the message follows it; Enter (or a click) on the message taps it.
    mutating func handle(_ key: Key, row: Int?, in app: inout AppState) -> [AppEffect]? {
        guard let row else { return nil }
        guard row == messageRow else {
            guard settings.handle(key, row: row) else { return nil }
            return appear(in: &app)
        }
        guard key == .enter || key == .right else { return nil }
        // The message failed while it had the focus: nothing shows there, and Enter asks for it again.
        if messaging.isFailed { return appear(in: &app) }
        return messaging.select(in: &app)
    }

    mutating func handlePanel(_ key: Key, in app: inout AppState) -> [AppEffect]? {
        switch key {
        case .up, .pageUp: messaging.scroll = max(0, messaging.scroll - (key == .up ? 1 : 5))
        case .down, .pageDown: messaging.scroll += key == .down ? 1 : 5
        case .character("a"): messaging.apply(in: &app)
        default: return nil
        }
        return []
    }

    func drawPanel(_ app: AppState, spinner: Int, in body: Rect, on canvas: inout Canvas) {
        LearnMoreView(sheet: messaging.learnMore, scroll: messaging.scroll, strings: app.language.payLaterStrings).draw(spinner: spinner, in: body, on: &canvas)
    }

    func panelKeyHints(_ app: AppState) -> String {
        let strings = app.language.payLaterStrings
        guard case .shown(let sheet) = messaging.learnMore, let apply = sheet.apply else { return strings.learnMoreKeys }
        return strings.applyKey(apply) + " · " + strings.learnMoreKeys
    }

    /// The PayPal app's checkout, with Pay Later offered, for the cart's total.
    func open(in app: inout AppState) -> [AppEffect] {
        app.log(.note, "checkout: PayPal App Switch with offerPayLater, \(settings.amount.text)")
        app.merchant.result = nil
        let request = AppSwitchRequest(kind: .oneTime, amount: settings.amount.text, offerPayLater: true)
        let device = SimulatedDevice(payPalAccount: app.buyers.first?.email)
        return app.open(AppSwitchCheckout(flow: AppSwitchFlow(request: request, device: device)), as: name, with: .press)
    }

    mutating func fill(_ name: String, with value: String) -> Bool { settings.fill(name, with: value) }
}
