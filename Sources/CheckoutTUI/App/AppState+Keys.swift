import CheckoutFlows

/// Keys into state changes: the library's sheet when it is open, else the merchant's app.
extension AppState {
    /// Ctrl-E shows or hides the event pane anywhere, even while the buyer types.
    static let toggleEvents = Key.character("\u{05}")

    public mutating func handle(_ key: Key) -> [AppEffect] {
        if key == Self.toggleEvents {
            showEvents.toggle()
            return []
        }
        if showHelp {
            if key == .escape || key == .character("?") || key == .enter || key == .character("q") { showHelp = false }
            return []
        }
        if key == .character("?"), library?.focusedControl?.isField != true {
            showHelp = true
            return []
        }
        if library != nil { return handleLibrary(key) }
        if merchant.pinPrompt != nil { return handlePINPrompt(key) }
        return handleMerchant(key)
    }

    // MARK: The merchant's app

    private mutating func handleMerchant(_ key: Key) -> [AppEffect] {
        let order = merchant.focusOrder
        let position = order.firstIndex(of: merchant.focus) ?? order.count - 1
        switch key {
        case .tab, .down: merchant.focus = order[(position + 1) % order.count]
        case .backTab, .up: merchant.focus = order[(position + order.count - 1) % order.count]
        case .left, .character("-"): adjust(by: -1)
        case .right, .character("+"): adjust(by: 1)
        case .enter where merchant.focus == .payButton, .character("p"): return openLibrary()
        case .enter: merchant.focus = .payButton
        case .character("e"): showEvents.toggle()
        case .character("b"):
            let sizes = MerchantState.PayButtonSize.allCases
            merchant.buttonSize = sizes[(sizes.firstIndex(of: merchant.buttonSize)! + 1) % sizes.count]
        case .character("q"): wantsQuit = true
        case .character("r") where libraryStatus != .ready && libraryStatus != .inProgress:
            libraryStatus = .inProgress
            return [.initializeLibrary]
        default: break
        }
        return []
    }

    private mutating func adjust(by step: Int) {
        switch merchant.focus {
        case .item(let index): merchant.quantities[index] = min(9, max(0, merchant.quantities[index] + step))
        case .experience:
            let all = DemoStore.Experience.allCases
            let index = all.firstIndex(of: merchant.experience)!
            merchant.experience = all[(index + step + all.count) % all.count]
            if !merchant.focusOrder.contains(merchant.focus) { merchant.focus = .experience }
        case .payButton: break
        }
    }

    /// Opens the library over the app, if it is initialized and there is something to pay; the preapproval
    /// experiences go through the merchant's server first.
    mutating func openLibrary() -> [AppEffect] {
        guard libraryStatus == .ready else {
            log(.note, "The PayPal button is disabled until the library has initialized.")
            return []
        }
        switch merchant.experience {
        case .preapproval:
            merchant.result = "Asking PayPal for a preapproval…"
            return [.createPreapproval]
        case .preapprovedPayment:
            guard merchant.preapproval != nil else {
                merchant.result = "No buyer has agreed to a preapproval yet: run #6 Preapproval first."
                return []
            }
            merchant.pinPrompt = MerchantState.PINPrompt()
            return []
        default:
            break
        }
        let order = merchant.order
        guard order.total.isPositive else {
            merchant.result = "Add something to the cart first."
            return []
        }
        library = LibraryState(flow: CheckoutFlow(order: order))
        log(.note, "checkout: \(merchant.experience.title), \(order.total.text) \(order.currency.code)")
        return []
    }

    /// A click on a control: the library's when it is open (it is modal), else the merchant app's.
    mutating func activate(_ target: ClickTarget) -> [AppEffect] {
        switch target {
        case .library(let control):
            guard let index = library?.controls.firstIndex(of: control) else { return [] }
            library?.focus = index
            if control.isField { return [] }
            return control == .funding || control == .address ? cycleChoice(control, forward: true) : press(control)
        case .merchant(let focus):
            guard library == nil, merchant.pinPrompt == nil, merchant.focusOrder.contains(focus) else { return [] }
            merchant.focus = focus
            switch focus {
            case .payButton: return openLibrary()
            case .experience: adjust(by: 1)
            case .item: break
            }
            return []
        }
    }

    // MARK: The merchant's PIN prompt

    private mutating func handlePINPrompt(_ key: Key) -> [AppEffect] {
        guard var prompt = merchant.pinPrompt, !prompt.busy else { return [] }
        switch key {
        case .escape:
            merchant.pinPrompt = nil
            merchant.result = "Preapproved payment canceled."
            return []
        case .backspace:
            if !prompt.pin.isEmpty { prompt.pin.removeLast() }
        case .character(let character) where character.isNumber && prompt.pin.count < 8:
            prompt.pin.append(character)
        case .enter:
            guard let preapproval = merchant.preapproval else { return [] }
            prompt.busy = true
            prompt.error = nil
            merchant.pinPrompt = prompt
            return [.payUnderPreapproval(preapproval, pin: prompt.pin)]
        default:
            break
        }
        merchant.pinPrompt = prompt
        return []
    }

    // MARK: The library's sheet

    private mutating func handleLibrary(_ key: Key) -> [AppEffect] {
        guard var sheet = library, let control = sheet.focusedControl else {
            return key == .escape ? send(.cancel) : []
        }
        let count = sheet.controls.count
        switch key {
        case .tab, .down:
            sheet.focus = (sheet.focus + 1) % count
        case .backTab, .up:
            sheet.focus = (sheet.focus + count - 1) % count
        case .escape:
            return send(.cancel)
        case .left, .right:
            library = sheet
            return cycleChoice(control, forward: key == .right)
        case .backspace where control.isField:
            sheet.editField(control) { if !$0.isEmpty { $0.removeLast() } }
        case .character(let character) where control.isField:
            sheet.editField(control) { $0.append(character) }
        case .character(let character):
            if let pressed = sheet.controls.first(where: { $0.mnemonic == Character(character.lowercased()) }) {
                library = sheet
                return press(pressed)
            }
        case .enter where control == .account:
            sheet.focus += 1
        case .enter where control == .secret:
            library = sheet
            return press(sheet.controls[2])
        case .enter where control == .newPIN:
            library = sheet
            return press(sheet.controls[1])
        case .enter:
            library = sheet
            return press(control)
        default:
            break
        }
        library = sheet
        return []
    }

    private mutating func press(_ control: LibraryControl) -> [AppEffect] {
        guard let sheet = library else { return [] }
        switch control {
        case .logIn, .payNow, .review:
            let method: CheckoutFlow.LoginMethod = sheet.usePIN
                ? .pin(phone: sheet.phone, pin: sheet.pin) : .password(email: sheet.email, password: sheet.password)
            return send(.logIn(method, payNow: control == .payNow))
        case .cancel: return send(.cancel)
        case .switchLogin:
            library?.usePIN.toggle()
            library?.focus = 0
            return []
        case .pay, .funding, .address: return send(.pay)
        case .createPIN: return send(.createPIN(sheet.newPIN))
        case .saveCode: return send(.createCode(sheet.newPIN))
        case .agree: return send(.agree)
        case .skip: return send(.skipPIN)
        case .returnToMerchant: return send(.finish)
        case .account, .secret, .newPIN: return []
        }
    }

    private mutating func cycleChoice(_ control: LibraryControl, forward: Bool) -> [AppEffect] {
        func next(_ ids: [String], after current: String?) -> String? {
            guard !ids.isEmpty else { return nil }
            let index = ids.firstIndex { $0 == current } ?? 0
            return ids[(index + (forward ? 1 : ids.count - 1)) % ids.count]
        }
        let buyer = library?.flow.session?.buyer
        switch (control, library?.flow.screen) {
        case (.funding, .review(let review)):
            if let id = next((review.payment.fundingOptions ?? []).map(\.fundingSourceId), after: review.fundingSourceId) {
                return send(.chooseFunding(id))
            }
        case (.funding, .agreement(let agreement)):
            if let id = next((buyer?.fundingSources ?? []).map(\.id), after: agreement.fundingSourceId) { return send(.chooseFunding(id)) }
        case (.address, .review(let review)):
            if let id = next((buyer?.addresses ?? []).map(\.id), after: review.addressId) { return send(.chooseAddress(id)) }
        default: break
        }
        return []
    }

    // MARK: The flow

    /// Hands an event to the checkout flow and turns its effects into the loop's work.
    public mutating func send(_ event: CheckoutFlow.Event) -> [AppEffect] {
        guard var sheet = library else { return [] }
        let before = sheet.flow.screen
        let effects = sheet.flow.handle(event)
        if sheet.flow.screen != before { sheet.focus = 0 }
        library = sheet.flow.isClosed ? nil : sheet
        var work: [AppEffect] = []
        for effect in effects {
            switch effect {
            case .callback(let callback): record(callback, of: sheet.flow)
            case .finishAfterPause: work.append(.finishAfterPause)
            default: work.append(.call(effect))
            }
        }
        return work
    }

    private mutating func record(_ callback: MerchantCallback, of flow: CheckoutFlow) {
        switch callback {
        case .paymentSuccess(let key, let status) where flow.order == nil:
            log(.callback, "paymentSuccess(preapprovalKey: \(key), status: \(status))")
            merchant.result = "Preapproval confirmed: \(key). Pick \"Preapproved payment with PIN\" to take a payment."
            if let email = flow.session?.buyer.email { merchant.preapproval = .init(key: key, senderEmail: email) }
        case .paymentSuccess(let key, let status):
            log(.callback, "paymentSuccess(payKey: \(key), status: \(status))")
            merchant.result = "Paid: \(key) (\(status))"
        case .paymentCanceled:
            log(.callback, "paymentCanceled()")
            merchant.result = "Canceled by the buyer."
        case .paymentFailed(let correlationId, let code, let message):
            log(.callback, "paymentFailed(correlationID: \(correlationId), errorCode: \(code), errorMessage: \(message))")
            merchant.result = "Failed: \(code) \(message) (correlation id \(correlationId))"
        case .paymentLibraryExit:
            log(.callback, "paymentLibraryExit()")
        }
    }
}

extension LibraryState {
    mutating func editField(_ control: LibraryControl, _ edit: (inout String) -> Void) {
        switch (control, usePIN) {
        case (.account, false): edit(&email)
        case (.account, true): edit(&phone)
        case (.secret, false): edit(&password)
        case (.secret, true): edit(&pin)
        case (.newPIN, _): edit(&newPIN)
        default: break
        }
    }
}
