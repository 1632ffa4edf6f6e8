/// The checkout under way as a layer: its sheet over the merchant's app, or its screen in the app's place, taking
/// every key but those that work anywhere (and `?` when no field has the focus); or, beside the merchant's button,
/// taking its own keys and passing the rest to the app.
enum CheckoutLayer: ScreenLayer {
    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        guard let hosted = state.checkout?.hosted else { return nil }
        if key.worksAnywhere || key == .character("?") && !hosted.isTyping { return nil }
        if let effects = state.handleInCheckout(key) { return effects }
        if hosted.placement == .besideButton { return nil }
        if hosted.placement == .merchantScreen, key == .character("q") || key == .character("e") { return nil }
        return []
    }

    static func activate(_ target: ClickTarget, in state: inout AppState) -> [AppEffect] {
        state.activateInCheckout(target)
    }

    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas) {
        state.checkout?.hosted.draw(in: state, spinner: frame.spinner, clock: frame.clock, on: &canvas)
    }

    static func keyHints(_ state: AppState) -> String? {
        guard let hosted = state.checkout?.hosted, hosted.placement != .besideButton else { return nil }
        return hosted.keyHints(state.language) + " · " + state.language.helpWords.opening(whileTyping: hosted.isTyping)
    }

    static func help(_ state: AppState) -> Help? {
        guard let hosted = state.checkout?.hosted, hosted.placement != .besideButton else { return nil }
        return hosted.help(state.language)
    }

    static func isModal(_ state: AppState) -> Bool { state.checkout?.hosted.placement != .besideButton }
}
