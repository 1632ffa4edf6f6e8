import CheckoutFlows

/// The web sheet's keys: focus, fields, buttons, the funding and address choices, and scrolling.
extension AppState {
    mutating func handleWeb(_ key: Key) -> [AppEffect] {
        guard var sheet = web else { return [] }
        guard let control = sheet.focusedControl else { return key == .escape ? sendOrders(.cancel) : [] }
        if control.isField, sheet.editField(control, with: key) {
            web = sheet
            return []
        }
        let count = sheet.controls.count
        switch key {
        case .tab, .down: sheet.focus = (sheet.focus + 1) % count
        case .backTab, .up: sheet.focus = (sheet.focus + count - 1) % count
        case .escape: return sendOrders(.cancel)
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
        switch control {
        case .logIn: return sendOrders(.logIn(sheet.login.method))
        case .switchLogin:
            web?.login.usePIN.toggle()
            web?.focus = 0
            return []
        case .approve, .funding, .address: return sendOrders(.approve)
        case .cancel: return sendOrders(.cancel)
        case .account, .secret: return []
        }
    }

    mutating func cycleWebChoice(_ control: WebControl, forward: Bool) -> [AppEffect] {
        guard case .approving(let session, let approval) = web?.flow.state else { return [] }
        func next(_ ids: [String], after current: String?) -> String? {
            guard !ids.isEmpty else { return nil }
            let index = ids.firstIndex { $0 == current } ?? 0
            return ids[(index + (forward ? 1 : ids.count - 1)) % ids.count]
        }
        switch control {
        case .funding:
            if let id = next(session.buyer.fundingSources.map(\.id), after: approval.fundingSourceId) { return sendOrders(.chooseFunding(id)) }
        case .address:
            if let id = next(session.buyer.addresses.map(\.id), after: approval.addressId) { return sendOrders(.chooseAddress(id)) }
        default: break
        }
        return []
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
