import CheckoutFlows

/// Keys into state changes: the library's sheet when it is open, else the merchant's app.
extension AppState {
    /// Ctrl-E shows or hides the event pane anywhere, even while the buyer types.
    static let toggleEvents = Key.character("\u{05}")
    /// Ctrl-W closes the library and keeps the checkout, as an app left mid-checkout keeps its payPalContext.
    static let leaveLibrary = Key.character("\u{17}")

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
        if key == Self.leaveLibrary, library != nil { return leaveLibrary() }
        if library != nil { return handleLibrary(key) }
        if merchant.pinPrompt != nil { return handlePINPrompt(key) }
        return handleMerchant(key)
    }
}
