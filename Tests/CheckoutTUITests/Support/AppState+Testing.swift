import CheckoutFlows
import PayPalAPI
@testable import CheckoutTUI

/// Ways into the app's state for tests: events handed to the checkout under way as its runner hands them, the
/// front's calls answered, and the checkout and the merchant's flows read.
extension AppState {
    /// Hands the checkout under way an event of its flow, tagged with its id, as its runner would.
    @discardableResult
    mutating func send<F: Flow>(_ event: F.Event, to flow: F.Type) -> [AppEffect] {
        receive(Tagged(checkout?.id ?? CheckoutID(0), event), of: flow)
    }

    @discardableResult mutating func send(_ event: MPLFlow.Event) -> [AppEffect] { send(event, to: MPLFlow.self) }
    @discardableResult mutating func sendOrders(_ event: ConfirmPaymentFlow.Event) -> [AppEffect] { send(event, to: ConfirmPaymentFlow.self) }
    @discardableResult mutating func sendVault(_ event: SavePayPalFlow.Event) -> [AppEffect] { send(event, to: SavePayPalFlow.self) }
    @discardableResult mutating func sendAppSwitch(_ event: AppSwitchFlow.Event) -> [AppEffect] { send(event, to: AppSwitchFlow.self) }
    @discardableResult mutating func sendConnect(_ event: ConnectFlow.Event) -> [AppEffect] { send(event, to: ConnectFlow.self) }

    /// Answers one of the front's calls.
    @discardableResult
    mutating func answer(_ call: FrontCall, _ result: FrontResult) -> [AppEffect] { receive(FrontAnswer(call: call, result: .success(result))) }

    var library: MPLCheckout? { hosted(MPLCheckout.self) }
    var order: OrderCheckout? { hosted(OrderCheckout.self) }
    var vault: VaultCheckout? { hosted(VaultCheckout.self) }
    var appSwitch: AppSwitchCheckout? { hosted(AppSwitchCheckout.self) }
    var venmo: VenmoCheckout? { hosted(VenmoCheckout.self) }
    var connect: ConnectCheckout? { hosted(ConnectCheckout.self) }

    /// The MPL's settings in the merchant's app.
    var mpl: MPLEntry { merchant.entry(MPLEntry.self)! }

    /// Changes the settings of the flow picked, when it is of that kind.
    mutating func changeFlow<Entry: FlowEntry>(_ kind: Entry.Type, _ body: (inout Entry) -> Void) {
        guard var entry = merchant.entry as? Entry else { return }
        body(&entry)
        merchant.flows[merchant.selected] = entry
    }

    /// Picks a flow as a user does: the picker focused, then → until it shows; returns what its entry asks for as it
    /// shows.
    @discardableResult
    mutating func pick(_ name: String) -> [AppEffect] {
        merchant.focus = .flow
        while merchant.entry.name != name { _ = handle(.right) }
        // Chosen, as the focus leaving the picker chooses it, with the focus left there.
        return flowAppears()
    }
}

extension Array where Element == AppEffect {
    /// The calls and timers of the checkout effects, when they are of that flow.
    func flowEffects<F: Flow>(_ flow: F.Type) -> [FlowEffect<F>] {
        flatMap { effect -> [FlowEffect<F>] in
            guard case .flow(let work) = effect else { return [] }
            return work.effects(of: flow) ?? []
        }
    }

    /// The front's own calls among the effects.
    var calls: [FrontCall] { compactMap { if case .call(let call) = $0 { call } else { nil } } }

    /// The entries' own calls among the effects.
    var entryCalls: [EntryCall] { compactMap { if case .entry(let call) = $0 { call } else { nil } } }
}

extension AppState {
    /// Answers the entry's call of that name among `effects`, as the runner would; nothing when none is there.
    @discardableResult
    mutating func answer(_ name: String, among effects: [AppEffect], with result: Result<any Sendable, PayPalAPIError>) -> [AppEffect] {
        guard let call = effects.entryCalls.first(where: { $0.name == name }) else { return [] }
        return call.take(result, &self)
    }
}

extension AppState {
    /// The scroll of the sheet open (the library's or the web's); nil when none is.
    var sheetScroll: Int? {
        get { library?.scroll ?? order?.sheet.scroll ?? vault?.sheet.scroll ?? (merchant.panel == .flow ? merchant.entry(PayLaterEntry.self)?.messaging.scroll : nil) }
        set {
            guard let newValue else { return }
            if merchant.panel == .flow { changeFlow(PayLaterEntry.self) { $0.messaging.scroll = newValue } }
            if var library { library.scroll = newValue; checkout?.hosted = library }
            if var order { order.sheet.scroll = newValue; checkout?.hosted = order }
            if var vault { vault.sheet.scroll = newValue; checkout?.hosted = vault }
        }
    }

    /// Presses the PayPal button of a Pay now flow that saves PayPal, and plays Alex's approval up to the capture,
    /// whose order says `vault` of the wallet.
    mutating func payNowSaving(vault: String) {
        _ = handle(.character("p"))
        _ = sendOrders(.orderCreated(Fixture.order("PAYER_ACTION_REQUIRED")))
        _ = sendOrders(.logIn(.password(email: "alex@personal.example.com", password: "x")))
        _ = sendOrders(.loggedIn(Fixture.session()))
        _ = sendOrders(.orderLoaded(Fixture.order("PAYER_ACTION_REQUIRED")))
        _ = sendOrders(.approve)
        _ = sendOrders(.approved(Fixture.order("APPROVED")))
        _ = sendOrders(.orderCaptured(Fixture.capturedSaving(vault)))
    }
}
