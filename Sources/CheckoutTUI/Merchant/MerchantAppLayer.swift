import CheckoutFlows

/// The merchant's app as the bottom layer: the keys that work anywhere reach it when nothing above takes them, and
/// its own keys while nothing above takes every key: Tab and the arrows move and change its controls, Enter or `p`
/// presses its PayPal button.
enum MerchantAppLayer: ScreenLayer {
    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        switch key {
        case .control("e"):
            toggleEvents(&state)
            return []
        case .character("e") where !isTyping(state):
            toggleEvents(&state)
            return []
        case .control("f"): return TesterLayer.toggle(&state)
        case .control("o"):
            InspectorLayer.toggle(&state)
            return []
        case .control("u"): return [.call(.unlockBuyers)]
        case .character("?") where !isTyping(state), .f1:
            state.toggle(.help)
            return []
        case .character("q") where !isTyping(state):
            state.wantsQuit = true
            return []
        case .alt, .resize:
            // Alt with a key means nothing here; it must not pass for Esc or for typing.
            return []
        default: return handleApp(key, in: &state)
        }
    }

    private static func toggleEvents(_ state: inout AppState) {
        state.showEvents.toggle()
        state.events.scroll = 0
    }

    /// The app's own keys: the focused control's first, then the flow's, then moving and pressing.
    private static func handleApp(_ key: Key, in state: inout AppState) -> [AppEffect] {
        let row: Int? = if case .row(let index) = state.merchant.focus { index } else { nil }
        if key == .left || key == .right || key == .character("-") || key == .character("+"), state.merchant.focus == .flow {
            return pickFlow(forward: key == .right || key == .character("+"), in: &state)
        }
        var entry = state.merchant.entry
        let taken = entry.handle(key, row: row, in: &state)
        state.merchant.flows[state.merchant.selected] = entry
        if let taken { return taken }
        let order = state.merchant.focusOrder
        let position = order.firstIndex(of: state.merchant.focus) ?? order.count - 1
        switch key {
        case .tab, .down: state.merchant.focus = order[(position + 1) % order.count]
        case .backTab, .up: state.merchant.focus = order[(position + order.count - 1) % order.count]
        case .enter where state.merchant.focus == .payButton, .character("p"): return press(in: &state)
        case .enter: state.merchant.focus = .payButton
        case .character("r") where state.libraryStatus != .ready && state.libraryStatus != .inProgress:
            state.libraryStatus = .inProgress
            return [.call(.initialize)]
        default: break
        }
        return state.flowChosen()
    }

    /// ←→ on the picker passes over the flows: none comes into view (Pay Later's message calls PayPal) until the
    /// focus leaves the picker on it.
    private static func pickFlow(forward: Bool, in state: inout AppState) -> [AppEffect] {
        let count = state.merchant.flows.count
        state.merchant.selected = (state.merchant.selected + (forward ? 1 : count - 1)) % count
        return []
    }

    /// Presses the PayPal button: it does nothing until the library has initialized, or while a checkout is
    /// under way; else the flow opens its checkout.
    static func press(in state: inout AppState) -> [AppEffect] {
        guard state.libraryStatus == .ready else {
            state.log(.note, "The PayPal button is disabled until the library has initialized.")
            return []
        }
        guard state.checkout == nil else { return [] }
        if let why = state.merchant.entry.cannotOpen {
            state.merchant.result = why
            return []
        }
        return state.merchant.entry.open(in: &state)
    }

    /// A click on one of the app's controls focuses it; on a choice, it steps it; on the button, it presses it.
    static func activate(_ control: MerchantControl, in state: inout AppState) -> [AppEffect] {
        let covered = state.layers.dropFirst().contains { $0.type.isModal(state) }
        guard !covered, state.merchant.focusOrder.contains(control) else { return [] }
        state.merchant.focus = control
        switch control {
        case .payButton: return state.flowChosen() + press(in: &state)
        case .flow: return pickFlow(forward: true, in: &state)
        case .row:
            return state.flowChosen() + handleApp(.right, in: &state)
        }
    }

    /// True when the app is in front with the focus on a text setting, where every character is typed.
    private static func isTyping(_ state: AppState) -> Bool {
        let inFront = state.merchant.panel == nil && (state.checkout.map { $0.hosted.placement == .besideButton } ?? true)
        return inFront && state.merchant.entry.isTyping(state.merchant.focus)
    }

    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas) {
        MerchantView.draw(state, spinner: frame.spinner, on: &canvas)
    }

    static func keyHints(_ state: AppState) -> String? {
        let entry = state.merchant.entry
        let anywhere = isTyping(state) ? " · Ctrl-E events · F1 help" : " · e events · ? help · q quit"
        // A checkout beside the button (App Switch, the buyer back in the app) takes Enter: its keys come first.
        if let own = state.checkout?.hosted.keyHints(state.language), !own.isEmpty { return own + anywhere }
        let enter: String? = if case .row(let row) = state.merchant.focus { entry.enterHint(row: row, state) } else { nil }
        return "Tab move · ←→ change · Enter " + (enter ?? entry.buttonLabel(state.strings)) + entry.keyHints + anywhere
    }

    static func help(_ state: AppState) -> Help? {
        Help(title: "Help: the merchant app", entries: MerchantHelp.entries(state.merchant.entry))
    }

    static func isModal(_ state: AppState) -> Bool { false }
}
