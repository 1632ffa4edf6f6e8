import CheckoutFlows

/// The MPL sheet's keys: focus, fields, buttons, choices, the billing summary and scrolling.
extension AppState {
    // MARK: The library's sheet

    mutating func handleMPL(_ key: Key) -> [AppEffect] {
        guard var sheet = library else { return [] }
        if key == Self.toggleSummary {
            library?.summaryExpanded.toggle()
            return []
        }
        guard let control = sheet.focusedControl else {
            return key == .escape ? send(.cancel) : []
        }
        if control.isField, sheet.editField(control, with: key) {
            library = sheet
            return []
        }
        let count = sheet.controls.count
        switch key {
        case .tab, .down:
            sheet.focus = (sheet.focus + 1) % count
        case .backTab, .up:
            sheet.focus = (sheet.focus + count - 1) % count
        case .escape where sheet.summaryExpanded:
            sheet.summaryExpanded = false
        case .escape:
            return send(.cancel)
        case .left, .right:
            library = sheet
            return cycleChoice(control, forward: key == .right)
        case .character(let character) where !control.isField:
            if let pressed = sheet.controls.first(where: { $0.mnemonic == Character(character.lowercased()) }) {
                library = sheet
                return press(pressed)
            }
        case .enter where control.isField:
            // Enter in a field moves on to the next field, or presses the screen's first button after the last.
            let after = sheet.controls.dropFirst(sheet.focus + 1)
            if after.first?.isField == true {
                sheet.focus += 1
            } else if let button = after.first {
                library = sheet
                return press(button)
            }
        case .enter:
            library = sheet
            return press(control)
        default:
            break
        }
        library = sheet
        keepFocusInView()
        return []
    }

    mutating func press(_ control: MPLControl) -> [AppEffect] {
        guard let sheet = library else { return [] }
        switch control {
        case .logIn, .payNow, .review:
            return send(.logIn(sheet.login.method, payNow: control == .payNow))
        case .cancel: return send(.cancel)
        case .switchLogin:
            library?.login.usePIN.toggle()
            library?.focus = 0
            return []
        case .pay, .funding, .address, .feesPayer: return send(.pay)
        case .createPIN:
            return send(.createPIN(sheet.newPIN.secret, phone: sheet.flow.needsPhoneForPIN ? sheet.pinPhone.text : nil))
        case .saveCode: return send(.createCode(sheet.newPIN.secret, confirmation: sheet.confirmPIN.secret))
        case .agree: return send(.agree)
        case .skip: return send(.skipPIN)
        case .returnToMerchant: return send(.finish)
        case .retry: return send(.retry)
        case .account, .secret, .newPIN, .confirmPIN, .pinPhone: return []
        }
    }

    mutating func cycleChoice(_ control: MPLControl, forward: Bool) -> [AppEffect] {
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
            if let id = next((buyer?.addresses ?? []).map(\.id), after: review.addressId) {
                library?.refocus = .address
                return send(.chooseAddress(id))
            }
        case (.feesPayer, .review(let review)):
            library?.refocus = .feesPayer
            return send(.chooseFeesPayer(review.payment.feesPayer == FeesPayer.sender.rawValue ? .eachReceiver : .sender))
        default: break
        }
        return []
    }

    // MARK: Scrolling

    /// The sheet's content area and layout at the terminal's size.
    private var sheetGeometry: (body: Rect, layout: SheetLayout<MPLControl>)? {
        guard let sheet = library else { return nil }
        let frame = LibraryView.frame(in: terminalSize, language: language, eventsBeside: showEvents)
        let body = LibraryView.body(of: frame)
        return (body, LibraryView.layout(sheet, strings, width: body.width))
    }

    /// Scrolls so the focused control is in view, as focus moves to a control below the fold.
    mutating func keepFocusInView() {
        guard let (body, layout) = sheetGeometry, let sheet = library else { return }
        library?.scroll = layout.scroll(sheet.scroll, showing: sheet.focusedControl, in: body)
    }

    /// Pages the sheet's content; false when it fits and there is nothing to scroll.
    mutating func scrollSheet(down: Bool) -> Bool {
        guard let (body, layout) = sheetGeometry, let sheet = library, layout.overflows(in: body) else { return false }
        library?.scroll = layout.paged(sheet.scroll, down: down, in: body)
        return true
    }
}

extension MPLSheet {
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
