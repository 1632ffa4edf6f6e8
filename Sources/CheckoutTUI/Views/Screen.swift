/// The whole frame, composed in layers: the merchant's app, the checkout sheet over it, then the overlays in
/// their order. The event pane sits beside a sheet, never under it.
public enum Screen {
    /// The smallest terminal the front draws in.
    public static let minimumSize = (width: 72, height: 22)

    public static func render(_ state: AppState, width: Int, height: Int, clock: String, spinner: Int = 0) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        guard width >= minimumSize.width, height >= minimumSize.height else {
            OverlayViews.drawTooSmall(needs: minimumSize, on: &canvas)
            return canvas
        }
        let size = TerminalSize(width: width, height: height)
        MerchantView.draw(state, spinner: spinner, on: &canvas)
        if let prompt = state.merchant.pinPrompt { MerchantView.drawPINPrompt(prompt, on: &canvas) }
        switch state.sheet {
        case .mpl(let sheet)?:
            let frame = LibraryView.frame(in: size, language: state.language, eventsBeside: state.showEvents)
            LibraryView.draw(sheet, language: state.language, clock: clock, spinner: spinner, in: frame, on: &canvas)
        case .web(let sheet)?:
            let frame = LibraryView.frame(in: size, language: state.language, eventsBeside: state.showEvents)
            WebSheetView.draw(sheet, language: state.language, spinner: spinner, in: frame, on: &canvas)
        case .appSwitch(let sheet)?:
            let frame = LibraryView.frame(in: size, language: state.language, eventsBeside: state.showEvents)
            AppSwitchView.draw(sheet, language: state.language, spinner: spinner, in: frame, on: &canvas)
        case .connect(let sheet)?:
            let frame = LibraryView.frame(in: size, language: state.language, eventsBeside: state.showEvents)
            ConnectView.draw(sheet, language: state.language, spinner: spinner, in: frame, on: &canvas)
        case nil:
            if state.merchant.held.isOpen {
                HeldAuthorizationsView.draw(
                    state.merchant.held, spinner: spinner,
                    in: MerchantLayout.panel(in: size), on: &canvas)
            }
            if state.merchant.methods.isOpen {
                SavedMethodsView.draw(
                    state.merchant.methods, spinner: spinner,
                    in: MerchantLayout.panel(in: size), on: &canvas)
            }
            if let open = state.merchant.ordersCheckout {
                ConfirmationView.draw(
                    open, inStock: state.merchant.inStock, spinner: spinner,
                    in: MerchantLayout.panel(in: size), on: &canvas)
            }
        }
        for overlay in state.overlays {
            switch overlay {
            case .events:
                let pane = EventPaneView.rect(libraryOpen: state.sheetIsUp, language: state.language, in: size)
                EventPaneView.draw(state.events, scroll: state.eventScroll, in: pane, on: &canvas)
            case .help:
                let help = state.help
                OverlayViews.drawHelp(help.entries, title: help.title, on: &canvas)
            case .tester:
                TesterPanelView.draw(state, spinner: spinner, on: &canvas)
            case .inspector:
                InspectorView.draw(state, spinner: spinner, on: &canvas)
            }
        }
        return canvas
    }
}
