import CheckoutFlows
import PayPalAPI

/// A confirm payment (or pay now) checkout: PayPal's web sheet while the buyer approves, then the merchant's own
/// confirmation screen while its server authorizes, confirms and captures.
struct OrderCheckout: Equatable, Sendable {
    var flow: ConfirmPaymentFlow
    /// The SDK the merchant's app checks out through, whose callbacks it hears.
    var sdk: OrdersSDK
    var sheet = WebSheet()
    /// True once PayPal's sheet opened on the order (the SDK started): a refusal before is the merchant's own.
    var started = false
    /// The shopper as the store kept them when the checkout opened: a wallet PayPal saves that they had already was
    /// saved before.
    let kept: Shopper
    /// What PayPal said of saving the wallet with the event just handled, for the merchant's server to act on once.
    var savingNow: WalletSaving?
    /// The merchant's confirmation as last shown: the seed's dialogs show over it once a try ends, and the held list
    /// learns its authorization's status when the checkout ends.
    var confirmation: ConfirmPaymentFlow.Confirmation?
    /// The seed's "Payment Successful" or "Payment Error" is over the confirmation, until the shopper presses OK.
    var dialogOpen = false

    var web: WebFlow { .order(flow) }
}

extension OrderCheckout: HostedCheckout {
    static func calls(_ parties: Parties) -> any FlowCalls<ConfirmPaymentFlow> {
        ConfirmPaymentCalls(buyer: parties.buyer, merchant: parties.merchantREST, admin: parties.admin)
    }

    var placement: CheckoutPlacement { flow.showsSheet ? .sheet : .merchantScreen }

    mutating func showUnlocked() { sheet.liftedLock.lift(web.loginRefusal) }

    var isOver: Bool {
        switch flow.state {
        case .finished: !dialogOpen
        case .closed: true
        default: false
        }
    }

    mutating func follow(from old: ConfirmPaymentFlow, in screen: SheetScreen) {
        if case .login = flow.state { started = true }
        savingNow = old.walletSaving == nil ? flow.walletSaving : nil
        if let shown = flow.confirmation { confirmation = shown }
        // A try at the confirmation ends in a dialog: the capture, or why it did not happen.
        if old.confirmation != nil, old.isWorking, !flow.isWorking {
            switch flow.state {
            case .finished: dialogOpen = true
            case .confirming(let shown): dialogOpen = shown.notice != nil
            default: break
            }
        }
        sheet.follow(web, from: .order(old), screen)
    }

    func take(_ callback: ConfirmPaymentFlow.Callback, in app: inout AppState) -> ConfirmPaymentFlow.Event? {
        let line = sdk.line(callback, started: started)
        app.log(line.kind, line.text)
        return nil
    }

    /// The merchant's app keeps the wallet PayPal saved, holds the authorization its confirmation shows, and says
    /// how the checkout ended.
    func update(_ app: inout AppState) -> [AppEffect] {
        switch savingNow {
        case .saved(let wallet)?: OrdersEntry.keep(wallet, in: &app)
        case .approved(let payerId, let email)?: OrdersEntry.waitForWallet(Shopper.Awaited(payerId: payerId, email: email), in: &app)
        case nil: break
        }
        switch flow.state {
        case .confirming(let confirmation): app.merchant.held.hold(confirmation)
        case .finished(let outcome):
            if let confirmation, let status = outcome.authorizationStatus { app.merchant.held.update(confirmation.authorizationId, status: status) }
            let already = flow.configuration.vaultId == nil && flow.savedWallet.map { kept.keeps($0.vaultId) } == true
            let words = app.language.merchantStrings
            let sentence = (flow.configuration.vaultId == nil ? "" : words.withSavedPayPal) + OrdersOutcomeText.sentence(outcome, language: app.language)
            app.merchant.result = already ? Sentences.joined(sentence, words.savedBefore) : sentence
        default: break
        }
        return []
    }

    mutating func handle(_ key: Key, in app: inout AppState, screen: SheetScreen) -> SheetInput<ConfirmPaymentFlow.Event> {
        guard placement == .sheet else { return confirmationKey(key, in: &app) }
        return input(sheet.handle(key, web, screen: screen))
    }

    mutating func activate(_ target: ClickTarget, screen: SheetScreen) -> SheetInput<ConfirmPaymentFlow.Event> {
        placement == .sheet ? input(sheet.activate(target, web)) : .passed
    }

    private func input(_ input: WebInput) -> SheetInput<ConfirmPaymentFlow.Event> {
        switch input {
        case .handled: return .handled
        case .passed: return .passed
        case .logIn(let method): return .send(.logIn(method))
        case .approve: return .send(.approve)
        case .cancel: return .send(.cancel)
        case .choose(let control, let forward):
            guard case .approving(let session, let approval) = flow.state else { return .handled }
            switch control {
            case .funding:
                return WebSheet.next(session.buyer.fundingSources.map(\.id), after: approval.fundingSourceId, forward: forward)
                    .map { .send(.chooseFunding($0)) } ?? .handled
            case .address:
                return WebSheet.next(session.buyer.addresses.map(\.id), after: approval.addressId, forward: forward)
                    .map { .send(.chooseAddress($0)) } ?? .handled
            default: return .handled
            }
        }
    }

    /// The merchant's confirmation: x express shipping, d the discount, o the stock, Enter confirms and pays, Esc
    /// leaves it with the authorization held; over a dialog, Enter (or Esc) is its OK.
    private mutating func confirmationKey(_ key: Key, in app: inout AppState) -> SheetInput<ConfirmPaymentFlow.Event> {
        if dialogOpen, key == .enter || key == .escape {
            dialogOpen = false
            guard case .finished = flow.state else { return .handled }
            return .send(.finish)
        }
        guard case .confirming(let shown) = flow.state, !dialogOpen else { return key == .character("q") || key == .character("e") ? .passed : .handled }
        switch key {
        case .character("x"): return .send(.toggleExpressShipping)
        case .character("d"): return .send(.toggleDiscount)
        case .character("o"):
            app.log(.note, shown.stock.inStock
                ? "The store ran out of this order's items (a tester's doing): they are the order's only while a reservation holds."
                : "The store has this order's items again.")
            return .send(.toggleStock)
        case .enter, .character("c"): return .send(.confirm)
        case .escape:
            app.merchant.result = app.language.merchantStrings.confirmationLeft
            return .leave
        default: return .passed
        }
    }

    func draw(in app: AppState, spinner: Int, clock: String, on canvas: inout Canvas) {
        guard placement == .sheet else {
            return ConfirmationView.draw(
                self, paypalNow: app.backendClock?.date, language: app.language, spinner: spinner, in: MerchantView.body(app, in: canvas.bounds), on: &canvas)
        }
        WebSheetView.draw(sheet, web, language: app.language, spinner: spinner, in: LibraryView.frame(in: canvas.bounds.size), on: &canvas)
    }

    func keyHints(_ language: Language) -> String {
        if placement == .sheet { return language.webStrings.keys }
        return dialogOpen ? language.confirmationStrings.dialogKeys : language.confirmationStrings.keys
    }

    func help(_ language: Language) -> Help { placement == .sheet ? language.webHelp : language.confirmationHelp }
    var isTyping: Bool { placement == .sheet && sheet.focusedControl(web)?.isField == true }
    var step: String { "PayPal checkout · " + caseName(flow.state) }

    var nextCall: CallSite {
        if web.isAtLogin { return .logIn }
        return placement == .sheet
            ? CallSite("POST", "/payterm/v1/buyer/orders/*/approve", "the approval", refusals: [.declined, .sessionExpired, .expired(issue: "ORDER_EXPIRED")])
            : CallSite("POST", "/v2/payments/authorizations/*/capture", "the capture", refusals: [.declined, .expired(issue: "AUTHORIZATION_EXPIRED")])
    }

    mutating func fill(_ name: String, with value: String) -> Bool {
        web.isAtLogin && sheet.login.fill(name, with: value)
    }
}
