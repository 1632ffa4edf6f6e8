/// The whole frame, composed in layers: the merchant's app, the library's sheet over it, then any dialog.
public enum Screen {
    /// The smallest terminal the front draws in.
    public static let minimumSize = (width: 72, height: 22)

    public static func render(_ state: AppState, width: Int, height: Int, clock: String, spinner: Int = 0) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        guard width >= minimumSize.width, height >= minimumSize.height else {
            OverlayViews.drawTooSmall(needs: minimumSize, on: &canvas)
            return canvas
        }
        MerchantView.draw(state, on: &canvas)
        if state.showEvents { OverlayViews.drawEvents(state.events, on: &canvas) }
        if let prompt = state.merchant.pinPrompt { MerchantView.drawPINPrompt(prompt, on: &canvas) }
        if let sheet = state.library { LibraryView.draw(sheet, language: state.language, clock: clock, spinner: spinner, on: &canvas) }
        if state.showHelp { OverlayViews.drawHelp(libraryOpen: state.library != nil, on: &canvas) }
        return canvas
    }
}
