import CheckoutFlows

/// The web sheet's keys: focus, fields, buttons, the funding and address choices, and scrolling.
extension AppState {
    mutating func handleWeb(_ key: Key) -> [AppEffect] {
        guard var sheet = web else { return [] }
        guard let control = sheet.focusedControl else { return key == .escape ? pressWeb(.cancel) : [] }
        if control.isField, sheet.editField(control, with: key) {
            web = sheet
            return []
        }
        let count = sheet.controls.count
        switch key {
        case .tab, .down: sheet.focus = (sheet.focus + 1) % count
        case .backTab, .up: sheet.focus = (sheet.focus + count - 1) % count
        case .escape: return pressWeb(.cancel)
        case .left, .right: return cycleWebChoice(control, forward: key == .right)
        case .enter where control.isField:
            // Enter in a field moves on to the next field, or logs in after the last.
            if sheet.controls.dropFirst(sheet.focus + 1).first?.isField == true {
                sheet.focus += 1
            } else {
                return pressWeb(.logIn)
            }
        case .enter: return pressWeb(control)
        case .character(let character) where !control.isField:
            if let pressed = sheet.controls.first(where: { $0.mnemonic == Character(character.lowercased()) }) { return pressWeb(pressed) }
        default: break
        }
        web = sheet
        keepWebFocusInView()
        return []
    }

    mutating func pressWeb(_ control: WebControl) -> [AppEffect] {
        guard let sheet = web else { return [] }
        if control == .switchLogin {
            web?.login.usePIN.toggle()
            web?.focus = 0
            return []
        }
        switch sheet.flow {
        case .order:
            switch control {
            case .logIn: return sendOrders(.logIn(sheet.login.method))
            case .approve, .funding, .address: return sendOrders(.approve)
            case .cancel: return sendOrders(.cancel)
            case .account, .secret, .switchLogin: return []
            }
        case .vault:
            switch control {
            case .logIn: return sendVault(.logIn(sheet.login.method))
            case .approve, .funding: return sendVault(.agree)
            case .cancel: return sendVault(.cancel)
            case .account, .secret, .switchLogin, .address: return []
            }
        }
    }

    mutating func cycleWebChoice(_ control: WebControl, forward: Bool) -> [AppEffect] {
        func next(_ ids: [String], after current: String?) -> String? {
            guard !ids.isEmpty else { return nil }
            let index = ids.firstIndex { $0 == current } ?? 0
            return ids[(index + (forward ? 1 : ids.count - 1)) % ids.count]
        }
        switch (web?.flow, control) {
        case (.order(let flow)?, .funding):
            guard case .approving(let session, let approval) = flow.state,
                let id = next(session.buyer.fundingSources.map(\.id), after: approval.fundingSourceId) else { return [] }
            return sendOrders(.chooseFunding(id))
        case (.order(let flow)?, .address):
            guard case .approving(let session, let approval) = flow.state,
                let id = next(session.buyer.addresses.map(\.id), after: approval.addressId) else { return [] }
            return sendOrders(.chooseAddress(id))
        case (.vault(let flow)?, .funding):
            guard case .agreeing(let session, let agreement) = flow.state,
                let id = next(session.buyer.fundingSources.map(\.id), after: agreement.fundingSourceId) else { return [] }
            return sendVault(.chooseFunding(id))
        default:
            return []
        }
    }

    /// The web sheet's content area and layout at the terminal's size.
    private var webGeometry: (body: Rect, layout: SheetLayout<WebControl>)? {
        guard let sheet = web else { return nil }
        let body = LibraryView.body(of: LibraryView.frame(in: terminalSize, language: language, eventsBeside: showEvents))
        return (body, WebSheetView.layout(sheet, language, width: body.width))
    }

    mutating func keepWebFocusInView() {
        guard let (body, layout) = webGeometry, let sheet = web else { return }
        web?.scroll = layout.scroll(sheet.scroll, showing: sheet.focusedControl, in: body)
    }

    /// Pages the web sheet's content; false when it fits.
    mutating func scrollWebSheet(down: Bool) -> Bool {
        guard let (body, layout) = webGeometry, let sheet = web, layout.overflows(in: body) else { return false }
        web?.scroll = layout.paged(sheet.scroll, down: down, in: body)
        return true
    }
}
