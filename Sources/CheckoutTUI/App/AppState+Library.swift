import CheckoutFlows

/// The library sheet's keys: focus, fields, buttons and choices.
extension AppState {
    // MARK: The library's sheet

    mutating func handleLibrary(_ key: Key) -> [AppEffect] {
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

    mutating func press(_ control: LibraryControl) -> [AppEffect] {
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

    mutating func cycleChoice(_ control: LibraryControl, forward: Bool) -> [AppEffect] {
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
        default: break
        }
        return []
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
