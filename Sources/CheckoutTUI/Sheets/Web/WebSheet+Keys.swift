import CheckoutFlows

/// What a key or click on the web sheet asks of the checkout it shows.
enum WebInput: Equatable, Sendable {
    case handled, passed
    case logIn(LoginMethod)
    case approve
    case cancel
    /// ←→ on a choice: the funding source or the address.
    case choose(WebControl, forward: Bool)
}

/// The web sheet's keys: focus, fields, buttons, choices and scrolling, the same for every checkout it shows.
extension WebSheet {
    mutating func handle(_ key: Key, _ flow: WebFlow, screen: SheetScreen) -> WebInput {
        if key == .pageUp || key == .pageDown { return scroll(down: key == .pageDown, flow, screen) ? .handled : .passed }
        guard let control = focusedControl(flow) else { return key == .escape ? .cancel : .handled }
        if control.isField, login.edit(secret: control == .secret, with: key) { return .handled }
        let controls = Self.controls(flow)
        switch key {
        case .tab, .down: focus = (focus + 1) % controls.count
        case .backTab, .up: focus = (focus + controls.count - 1) % controls.count
        case .escape: return .cancel
        case .left, .right: return .choose(control, forward: key == .right)
        case .enter where control.isField:
            // Enter in a field moves on to the next field, or logs in after the last.
            guard controls.dropFirst(focus + 1).first?.isField == true else { return press(.logIn) }
            focus += 1
        case .enter: return press(control)
        case .character(let character) where !control.isField:
            if let pressed = controls.first(where: { $0.mnemonic == Character(character.lowercased()) }) { return press(pressed) }
        default: break
        }
        keepFocusInView(flow, screen)
        return .handled
    }

    mutating func activate(_ target: ClickTarget, _ flow: WebFlow) -> WebInput {
        guard let control = target.control(WebControl.self), let index = Self.controls(flow).firstIndex(of: control) else { return .passed }
        focus = index
        if control.isField { return .handled }
        return [.funding, .address].contains(control) ? .choose(control, forward: true) : press(control)
    }

    private mutating func press(_ control: WebControl) -> WebInput {
        switch control {
        case .switchLogin:
            login.usePIN.toggle()
            focus = 0
            return .handled
        case .logIn: return .logIn(login.method)
        case .approve: return .approve
        // A chooser takes Enter as "choose the next", never as approving.
        case .funding, .address: return .choose(control, forward: true)
        case .cancel: return .cancel
        case .account, .secret: return .handled
        }
    }

    /// Follows the checkout to where it is now: a new screen starts at its top; after a refused log-in the typed
    /// secret is cleared and focused, so the next thing typed is masked.
    mutating func follow(_ flow: WebFlow, from old: WebFlow, _ screen: SheetScreen) {
        if Self.controls(flow) != Self.controls(old) {
            focus = 0
            scroll = 0
        }
        if flow.loginRefusal != nil, flow.loginRefusal != old.loginRefusal {
            login.clearSecret()
            focus = Self.controls(flow).firstIndex(of: .secret) ?? 0
        }
        keepFocusInView(flow, screen)
    }

    /// The sheet's content area and layout in the app's column.
    private func geometry(_ flow: WebFlow, _ screen: SheetScreen) -> (body: Rect, layout: SheetLayout<WebControl>) {
        let body = LibraryView.body(of: LibraryView.frame(in: screen.size))
        return (body, WebSheetView.layout(self, flow, screen.language, width: body.width))
    }

    private mutating func keepFocusInView(_ flow: WebFlow, _ screen: SheetScreen) {
        let (body, layout) = geometry(flow, screen)
        scroll = layout.scroll(scroll, showing: focusedControl(flow), in: body)
    }

    /// Pages the content; false when it fits.
    private mutating func scroll(down: Bool, _ flow: WebFlow, _ screen: SheetScreen) -> Bool {
        let (body, layout) = geometry(flow, screen)
        guard layout.overflows(in: body) else { return false }
        scroll = layout.paged(scroll, down: down, in: body)
        return true
    }

    /// The next of `ids` after `current`, or the one before, round them.
    static func next(_ ids: [String], after current: String?, forward: Bool) -> String? {
        guard !ids.isEmpty else { return nil }
        let index = ids.firstIndex { $0 == current } ?? 0
        return ids[(index + (forward ? 1 : ids.count - 1)) % ids.count]
    }
}
