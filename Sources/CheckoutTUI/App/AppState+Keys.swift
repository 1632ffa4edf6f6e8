import CheckoutFlows

/// Keys into state changes, routed from the top down: keys that work everywhere, the topmost overlay that takes
/// keys, the open sheet, the merchant app's PIN prompt, the merchant's app.
extension AppState {
    /// Ctrl-E shows or hides the event pane anywhere, even while the buyer types.
    static let toggleEvents = Key.control("e")
    /// Ctrl-W closes the library and keeps the checkout, as an app left mid-checkout keeps its payPalContext.
    static let leaveLibrary = Key.control("w")
    /// Ctrl-T opens or closes the billing summary's details.
    static let toggleSummary = Key.control("t")
    /// Ctrl-U unlocks buyers locked out by failed log-ins, so a demo goes on without a restart.
    static let unlockAccounts = Key.control("u")

    public mutating func handle(_ key: Key) -> [AppEffect] {
        switch key {
        case Self.toggleEvents:
            toggle(.events)
            eventScroll = 0
            return []
        case Self.unlockAccounts:
            return [.unlockAccounts]
        case Self.testerPanel:
            return toggleTester()
        case Self.inspectorKey:
            toggleInspector()
            return []
        case .alt, .resize:
            // Alt with a key means nothing here; it must not pass for Esc (which cancels) or for typing.
            return []
        default:
            break
        }
        if showTester { return handleTester(key) }
        if showInspector { return handleInspector(key) }
        if showHelp {
            if key == .escape || key == .character("?") || key == .enter || key == .character("q") { toggle(.help) }
            return []
        }
        if key == .character("?"), !isTypingInAField {
            toggle(.help)
            return []
        }
        if key == Self.leaveLibrary, library != nil || web != nil { return leaveLibrary() }
        if key == .pageUp || key == .pageDown { return scroll(down: key == .pageDown) }
        switch sheet {
        case .mpl?: return handleMPL(key)
        case .web?: return handleWeb(key)
        case .connect?: return handleConnect(key)
        case .appSwitch(let appSwitch)?:
            // While the merchant's app is in front (the spinner), its own keys work; its button does nothing.
            if !appSwitch.merchantAppInFront || appSwitch.isBackgrounded { return handleAppSwitch(key) }
        case nil: break
        }
        if merchant.pinPrompt != nil { return handlePINPrompt(key) }
        if merchant.ordersCheckout != nil { return handleConfirmation(key) }
        if merchant.held.isOpen { return handleHeldAuthorizations(key) }
        if merchant.methods.isOpen { return handleSavedMethods(key) }
        return handleMerchant(key)
    }

    /// True when the focus is on a text field, where `?` is typed rather than opening the help.
    private var isTypingInAField: Bool {
        switch sheet {
        case .mpl(let sheet)?: sheet.focusedControl?.isField == true
        case .web(let sheet)?: sheet.focusedControl?.isField == true
        case .appSwitch(let sheet)?: if case .payPal(_, .login) = sheet.flow.state { true } else { false }
        case .connect(let sheet)?: sheet.focus.isField && !sheet.controls.isEmpty
        case nil:
            switch merchant.focus {
            case .setting(let row): row.isText
            case .appSwitchSetting(let row): row.isText
            default: false
            }
        }
    }

    /// Shows the overlay on top, or takes it away.
    mutating func toggle(_ overlay: Overlay) {
        if let index = overlays.firstIndex(of: overlay) { overlays.remove(at: index) } else { overlays.append(overlay) }
    }

    /// PgUp and PgDn scroll the sheet when its content is taller than it, else the event pane.
    private mutating func scroll(down: Bool) -> [AppEffect] {
        if library != nil, scrollSheet(down: down) { return [] }
        if web != nil, scrollWebSheet(down: down) { return [] }
        if showEvents { scrollEvents(down: down) }
        return []
    }
}
