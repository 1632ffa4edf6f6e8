import CheckoutFlows

/// The library sheet's keys: focus, fields, buttons, choices, the billing summary, scrolling, and leaving it.
extension MPLCheckout {
    /// Ctrl-T opens or closes the billing summary's details.
    static let toggleSummary = Key.control("t")
    /// Ctrl-W closes the library and keeps the checkout, as an app left mid-checkout keeps its payPalContext.
    static let leaveKey = Key.control("w")

    mutating func handle(_ key: Key, in app: inout AppState, screen: SheetScreen) -> SheetInput<MPLFlow.Event> {
        switch key {
        case Self.toggleSummary:
            summaryExpanded.toggle()
            return .handled
        case Self.leaveKey: return leave(in: &app)
        case .pageUp, .pageDown: return scroll(down: key == .pageDown, screen) ? .handled : .passed
        default: break
        }
        guard let control = focusedControl else { return key == .escape ? .send(.cancel) : .handled }
        if control.isField, editField(control, with: key) { return .handled }
        let count = controls.count
        switch key {
        case .tab, .down: focus = (focus + 1) % count
        case .backTab, .up: focus = (focus + count - 1) % count
        case .escape where summaryExpanded: summaryExpanded = false
        case .escape: return .send(.cancel)
        case .left, .right: return cycleChoice(control, forward: key == .right)
        case .character(let character) where !control.isField:
            if let pressed = controls.first(where: { $0.mnemonic == Character(character.lowercased()) }) {
                // A button below the fold is brought into view first: nobody agrees to terms they were not shown.
                guard !shows(pressed, screen), let index = controls.firstIndex(of: pressed) else { return press(pressed) }
                focus = index
            }
        case .enter where control.isField:
            // Enter in a field moves on to the next field; after the last, it presses the screen's first button,
            // but never Pay with no review: it logs in to review.
            let after = controls.dropFirst(focus + 1)
            if after.first?.isField == true {
                focus += 1
            } else if let button = after.first {
                return press(button == .payNow && controls.contains(.review) ? .review : button)
            }
        case .enter: return press(control)
        default: break
        }
        keepFocusInView(screen)
        return .handled
    }

    mutating func activate(_ target: ClickTarget, screen: SheetScreen) -> SheetInput<MPLFlow.Event> {
        guard let control = target.control(MPLControl.self) else { return .passed }
        if control == .summary {
            summaryExpanded.toggle()
            return .handled
        }
        guard let index = controls.firstIndex(of: control) else { return .handled }
        focus = index
        if control.isField { return .handled }
        return [.funding, .address, .feesPayer].contains(control) ? cycleChoice(control, forward: true) : press(control)
    }

    /// Leaves the checkout mid-way: the merchant's app keeps it (payPalContext) and Pay with PayPal resumes it.
    private func leave(in app: inout AppState) -> SheetInput<MPLFlow.Event> {
        guard let context = leaving else {
            app.log(.note, "The checkout cannot be left while PayPal is working or after the payment: wait, or press Esc.")
            return .handled
        }
        app.merchant.change(MPLEntry.self) { $0.payPalContext = context }
        app.merchant.result = app.language.merchantStrings.checkoutLeft
        app.log(.note, "payPalContext kept" + (flow.payKey.map { " with pay key \($0)" } ?? ""))
        return .leave
    }

    mutating func press(_ control: MPLControl) -> SheetInput<MPLFlow.Event> {
        switch control {
        case .logIn, .payNow, .review: return .send(.logIn(login.method, payNow: control == .payNow))
        case .cancel: return .send(.cancel)
        case .switchLogin:
            login.usePIN.toggle()
            focus = 0
            return .handled
        case .pay: return .send(.pay)
        // A chooser takes Enter as "choose the next", never as Pay.
        case .funding, .address, .feesPayer: return cycleChoice(control, forward: true)
        case .createPIN:
            return .send(.createPIN(newPIN.secret, confirmation: confirmPIN.secret, phone: flow.needsPhoneForPIN ? pinPhone.text : nil))
        case .saveCode: return .send(.createCode(newPIN.secret, confirmation: confirmPIN.secret))
        case .agree: return .send(.agree)
        case .skip: return .send(.skipPIN)
        case .returnToMerchant: return .send(.finish)
        case .retry: return .send(.retry)
        case .account, .secret, .newPIN, .confirmPIN, .pinPhone, .summary: return .handled
        }
    }

    mutating func cycleChoice(_ control: MPLControl, forward: Bool) -> SheetInput<MPLFlow.Event> {
        func next(_ ids: [String], after current: String?) -> String? {
            guard !ids.isEmpty else { return nil }
            let index = ids.firstIndex { $0 == current } ?? 0
            return ids[(index + (forward ? 1 : ids.count - 1)) % ids.count]
        }
        let buyer = flow.session?.buyer
        switch (control, flow.screen) {
        case (.funding, .review(let review)):
            if let id = next((review.payment.fundingOptions ?? []).map(\.fundingSourceId), after: review.fundingSourceId) { return .send(.chooseFunding(id)) }
        case (.funding, .agreement(let agreement)):
            if let id = next((buyer?.fundingSources ?? []).map(\.id), after: agreement.fundingSourceId) { return .send(.chooseFunding(id)) }
        case (.address, .review(let review)):
            if let id = next((buyer?.addresses ?? []).map(\.id), after: review.addressId) {
                refocus = .address
                return .send(.chooseAddress(id))
            }
        case (.feesPayer, .review(let review)):
            refocus = .feesPayer
            return .send(.chooseFeesPayer(review.payment.feesPayer == FeesPayer.sender.rawValue ? .eachReceiver : .sender))
        default: break
        }
        return .handled
    }

    // MARK: Scrolling

    /// The sheet's content area and layout in the app's column.
    private func geometry(_ screen: SheetScreen) -> (body: Rect, layout: SheetLayout<MPLControl>) {
        let body = LibraryView.body(of: LibraryView.frame(in: screen.size))
        return (body, LibraryView.layout(self, screen.language.strings, width: body.width))
    }

    private func shows(_ control: MPLControl, _ screen: SheetScreen) -> Bool {
        let (body, layout) = geometry(screen)
        return layout.shows(control, scroll: scroll, in: body)
    }

    /// Scrolls so the focused control is in view, as focus moves to a control below the fold.
    mutating func keepFocusInView(_ screen: SheetScreen) {
        let (body, layout) = geometry(screen)
        scroll = layout.scroll(scroll, showing: focusedControl, in: body)
    }

    /// Pages the sheet's content; false when it fits and there is nothing to scroll.
    private mutating func scroll(down: Bool, _ screen: SheetScreen) -> Bool {
        let (body, layout) = geometry(screen)
        guard layout.overflows(in: body) else { return false }
        scroll = layout.paged(scroll, down: down, in: body)
        return true
    }

    /// Applies a key to the field `control` stands for; false when a field does not take the key.
    mutating func editField(_ control: MPLControl, with key: Key) -> Bool {
        switch control {
        case .account, .secret: login.edit(secret: control == .secret, with: key)
        case .newPIN: newPIN.edit(key)
        case .confirmPIN: confirmPIN.edit(key)
        case .pinPhone: pinPhone.edit(key)
        default: false
        }
    }
}
