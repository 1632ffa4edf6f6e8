import CheckoutFlows

/// The checkout open over the merchant's app: one case a flow, so every switch over it names them all.
enum Sheet: Equatable, Sendable {
    case mpl(MPLSheet)
    /// PayPal's web checkout of the Orders v2 flows (confirm payment, pay now, save PayPal).
    case web(WebSheet)
    /// Braintree's PayPal App Switch: the buyer's phone switching to the PayPal app, or to the web page.
    case appSwitch(AppSwitchSheet)
    /// The Braintree-hosted page of "Connect with Braintree", over the partner's dashboard.
    case connect(ConnectSheet)

    /// The sheet's keys, for the help box.
    var help: (title: String, entries: [HelpEntry]) {
        switch self {
        case .mpl: (MPLHelp.title, MPLHelp.entries)
        case .web: (WebHelp.title, WebHelp.entries)
        case .appSwitch: (AppSwitchHelp.title, AppSwitchHelp.entries)
        case .connect: (ConnectHelp.title, ConnectHelp.entries)
        }
    }

    /// The checkout this sheet shows; answers for any other are dropped.
    var checkout: CheckoutID {
        switch self {
        case .mpl(let sheet): sheet.checkout
        case .web(let sheet): sheet.checkout
        case .appSwitch(let sheet): sheet.checkout
        case .connect(let sheet): sheet.checkout
        }
    }
}

/// What is shown over the app and its sheet, topmost last.
enum Overlay: Equatable, Sendable {
    /// The keys, in a box that takes every key until closed.
    case help
    /// The merchant's callbacks, HTTP calls and notes: beside the sheet, taking only PgUp and PgDn.
    case events
    /// The tester's panel, which takes every key until closed.
    case tester
    /// The inspector: the events to choose from and the exchange behind one, taking every key until closed.
    case inspector
}
