import CheckoutFlows
import PayPalAPI

/// The confirm payment (and pay now) checkout: opening it from the merchant's button, handing it events, and
/// placing it where the buyer sees it: PayPal's sheet while they approve, the merchant's app afterwards.
extension AppState {
    /// Presses the merchant's PayPal button for an Orders v2 flow: the SDK checks the configuration first, so an
    /// invalid one ends in `onError` before any sheet opens.
    mutating func openWebCheckout(payingWith vaultId: String? = nil) -> [AppEffect] {
        var configuration = merchant.settings.configuration
        configuration.vaultId = vaultId
        let flow = ConfirmPaymentFlow(configuration: configuration)
        let checkout = nextCheckout
        nextCheckout = nextCheckout.next
        log(.note, "checkout: \(merchant.flow.title), \(configuration.amount) \(configuration.currency)"
            + (vaultId.map { " with the saved wallet \($0)" } ?? ""))
        return advance(checkout, flow, with: .submit)
    }

    /// Hands an event to the open confirm payment checkout, in the sheet or back at the merchant.
    mutating func sendOrders(_ event: ConfirmPaymentFlow.Event) -> [AppEffect] {
        if let sheet = web, case .order(let flow) = sheet.flow { return advance(sheet.checkout, flow, with: event) }
        if let open = merchant.ordersCheckout { return advance(open.checkout, open.flow, with: event) }
        return []
    }

    /// An event from the runner: handed on when its checkout is still open, else dropped and said so.
    mutating func receive(_ answer: Tagged<ConfirmPaymentFlow.Event>) -> [AppEffect] {
        guard web?.checkout ?? merchant.ordersCheckout?.checkout == answer.checkout else {
            log(.note, "Dropped: an answer for \(answer.checkout), which is no longer open (\(answer.event.name))")
            return []
        }
        return sendOrders(answer.event)
    }

    private mutating func advance(_ checkout: CheckoutID, _ flow: ConfirmPaymentFlow, with event: ConfirmPaymentFlow.Event) -> [AppEffect] {
        var flow = flow
        let effects = flow.handle(event)
        place(checkout, flow)
        var work: [FlowEffect<ConfirmPaymentFlow>] = []
        for effect in effects {
            switch effect {
            case .callback(let callback): log(.callback, CallbackText.line(callback))
            case .call, .timer: work.append(effect)
            }
        }
        return work.isEmpty ? [] : [.confirmPayment(checkout, work)]
    }

    /// Shows the checkout where it is: PayPal's sheet while the buyer is in it; the merchant's confirmation after;
    /// the merchant's result line once it has ended.
    private mutating func place(_ checkout: CheckoutID, _ flow: ConfirmPaymentFlow) {
        if flow.showsSheet {
            showInWebSheet(checkout, .order(flow))
            merchant.ordersCheckout = nil
            return
        }
        if web?.checkout == checkout { sheet = nil }
        if let saved = flow.savedWallet, merchant.savedWallet != saved {
            keep(saved)
        }
        if case .confirming(let confirmation) = flow.state { merchant.held.hold(confirmation) }
        if case .finished(let outcome) = flow.state {
            if let id = merchant.ordersCheckout?.flow.confirmation?.authorizationId, let status = outcome.authorizationStatus {
                merchant.held.update(id, status: status)
            }
            merchant.ordersCheckout = nil
            merchant.result = (flow.configuration.vaultId == nil ? "" : "With the saved PayPal, no sheet: ") + OrdersOutcomeText.sentence(outcome)
        } else {
            merchant.ordersCheckout = flow.isClosed ? nil : OrdersCheckout(checkout: checkout, flow: flow)
        }
    }

    /// Shows a checkout in PayPal's web sheet, opening it if it is not open yet.
    mutating func showInWebSheet(_ checkout: CheckoutID, _ flow: WebFlow) {
        var sheet = web.flatMap { $0.checkout == checkout ? $0 : nil } ?? WebSheet(checkout: checkout, flow: flow)
        let before = sheet.controls
        sheet.flow = flow
        if sheet.controls != before {
            sheet.focus = 0
            sheet.scroll = 0
        }
        if flow.loginRefusal != nil {
            // The secret typed is wrong or spent: cleared, and focused, so the next thing typed is masked.
            sheet.login.clearSecret()
            sheet.focus = sheet.controls.firstIndex(of: .secret) ?? 0
        }
        web = sheet
    }

    /// The merchant's server keeps the wallet PayPal saved for its shopper.
    mutating func keep(_ wallet: SavedWallet) {
        merchant.savedWallet = wallet
        log(.note, "merchant server: saved PayPal for the shopper: vault id \(wallet.vaultId), customer \(wallet.customerId ?? "—")")
    }
}
