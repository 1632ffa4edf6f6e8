import CheckoutFlows

/// Saving PayPal with no purchase, from the shopper's payment methods: PayPal's web sheet while the buyer agrees,
/// then the merchant's app with the wallet it saved.
extension AppState {
    static let savePayPalKey = Key.character("s")

    mutating func openSavePayPal() -> [AppEffect] {
        let checkout = nextCheckout
        nextCheckout = nextCheckout.next
        let customer = merchant.savedWallet?.customerId
        log(.note, "checkout: save PayPal with no purchase" + (customer.map { " for PayPal's customer \($0)" } ?? ", for a new PayPal customer"))
        return advance(checkout, SavePayPalFlow(customerId: customer), with: .start)
    }

    mutating func sendVault(_ event: SavePayPalFlow.Event) -> [AppEffect] {
        guard let sheet = web, case .vault(let flow) = sheet.flow else { return [] }
        return advance(sheet.checkout, flow, with: event)
    }

    /// An event from the runner: handed on when its checkout is still open, else dropped and said so.
    mutating func receive(_ answer: Tagged<SavePayPalFlow.Event>) -> [AppEffect] {
        guard web?.checkout == answer.checkout else {
            log(.note, "Dropped: an answer for \(answer.checkout), which is no longer open (\(answer.event.name))")
            return []
        }
        return sendVault(answer.event)
    }

    private mutating func advance(_ checkout: CheckoutID, _ flow: SavePayPalFlow, with event: SavePayPalFlow.Event) -> [AppEffect] {
        var flow = flow
        var work: [FlowEffect<SavePayPalFlow>] = []
        for effect in flow.handle(event) {
            switch effect {
            case .callback(let callback): log(.callback, CallbackText.line(callback))
            case .call, .timer: work.append(effect)
            }
        }
        if flow.showsSheet {
            showInWebSheet(checkout, .vault(flow))
        } else {
            if web?.checkout == checkout { sheet = nil }
            if case .finished(let outcome) = flow.state { return ended(outcome) }
        }
        return work.isEmpty ? [] : [.savePayPal(checkout, work)]
    }

    /// The merchant's app after the sheet: the wallet kept and the payment methods listed again, or why not.
    private mutating func ended(_ outcome: SavePayPalFlow.Outcome) -> [AppEffect] {
        merchant.result = OrdersOutcomeText.sentence(outcome)
        if merchant.methods.isOpen { merchant.methods.notice = merchant.result }
        guard case .saved(let wallet) = outcome else { return [] }
        keep(wallet)
        guard merchant.methods.isOpen, let customer = wallet.customerId else { return [] }
        merchant.methods.busy = true
        return [.listSavedMethods(customerId: customer)]
    }
}
