import CheckoutFlows
import PayPalAPI

/// Saving PayPal with no purchase, from the shopper's payment methods: PayPal's web sheet while the buyer agrees,
/// then the merchant's app with the wallet it saved.
struct VaultCheckout: Equatable, Sendable {
    var flow: SavePayPalFlow
    /// The shopper as the store kept them when the checkout opened: PayPal answers with the token it keeps when the
    /// same account is saved again for the same customer.
    let kept: Shopper
    var sheet = WebSheet()
    /// True once PayPal's sheet opened on the setup token (`PayPalWebCheckoutClient.vault(_:)`): a refusal before is
    /// the merchant's own.
    var started = false

    var web: WebFlow { .vault(flow) }
}

extension VaultCheckout: HostedCheckout {
    static func calls(_ parties: Parties) -> any FlowCalls<SavePayPalFlow> {
        SavePayPalCalls(ConfirmPaymentCalls(buyer: parties.buyer, merchant: parties.merchantREST, admin: parties.admin))
    }

    var placement: CheckoutPlacement { .sheet }
    var isOver: Bool { !flow.showsSheet }
    mutating func showUnlocked() { sheet.liftedLock.lift(web.loginRefusal) }

    mutating func follow(from old: SavePayPalFlow, in screen: SheetScreen) {
        if case .login = flow.state { started = true }
        sheet.follow(web, from: .vault(old), screen)
    }

    /// The iOS SDK's vault delegate hears how it ended; a setup token refused was never the SDK's to open.
    func take(_ callback: SavePayPalFlow.Callback, in app: inout AppState) -> SavePayPalFlow.Event? {
        if case .onError(let error) = callback, !started {
            app.log(.note, CallbackText.beforeStart(error, starting: "PayPalWebCheckoutClient.vault(_:)"))
        } else {
            app.log(.callback, CallbackText.delegateLine(callback))
        }
        return nil
    }

    /// Once it has ended, the merchant's app says how, keeps the wallet saved, and lists the payment methods again.
    func update(_ app: inout AppState) -> [AppEffect] {
        guard case .finished(let outcome) = flow.state else { return [] }
        app.merchant.result = if case .saved(let wallet) = outcome, kept.keeps(wallet.vaultId) {
            OrdersOutcomeText.alreadySaved(wallet, language: app.language)
        } else {
            OrdersOutcomeText.sentence(outcome, language: app.language)
        }
        let listing = app.merchant.panel?.screen(SavedMethodsPanel.self) != nil
        if listing { app.merchant.methods.list.notice = app.merchant.result }
        guard case .saved(let wallet) = outcome else { return [] }
        OrdersEntry.keep(wallet, in: &app)
        guard listing, let customer = wallet.customerId else { return [] }
        app.merchant.methods.list.busy = true
        return [.entry(OrdersEntry.listSavedMethods(customerId: customer))]
    }

    mutating func handle(_ key: Key, in app: inout AppState, screen: SheetScreen) -> SheetInput<SavePayPalFlow.Event> {
        input(sheet.handle(key, web, screen: screen))
    }

    mutating func activate(_ target: ClickTarget, screen: SheetScreen) -> SheetInput<SavePayPalFlow.Event> {
        input(sheet.activate(target, web))
    }

    private func input(_ input: WebInput) -> SheetInput<SavePayPalFlow.Event> {
        switch input {
        case .handled: return .handled
        case .passed: return .passed
        case .logIn(let method): return .send(.logIn(method))
        case .approve: return .send(.agree)
        case .cancel: return .send(.cancel)
        case .choose(.funding, let forward):
            guard case .agreeing(let session, let agreement) = flow.state else { return .handled }
            return WebSheet.next(session.buyer.fundingSources.map(\.id), after: agreement.fundingSourceId, forward: forward)
                .map { .send(.chooseFunding($0)) } ?? .handled
        case .choose: return .handled
        }
    }

    func draw(in app: AppState, spinner: Int, clock: String, on canvas: inout Canvas) {
        WebSheetView.draw(sheet, web, language: app.language, spinner: spinner, in: LibraryView.frame(in: canvas.bounds.size), on: &canvas)
    }

    func keyHints(_ language: Language) -> String { language.webStrings.keys }
    func help(_ language: Language) -> Help { language.webHelp }
    var isTyping: Bool { sheet.focusedControl(web)?.isField == true }
    var step: String { "Save PayPal · " + caseName(flow.state) }
    var nextCall: CallSite { web.isAtLogin ? .logIn : CallSite("POST", "/payterm/v1/buyer/setup-tokens/*/approve", "the agreement", refusals: [.sessionExpired]) }

    mutating func fill(_ name: String, with value: String) -> Bool {
        web.isAtLogin && sheet.login.fill(name, with: value)
    }
}
