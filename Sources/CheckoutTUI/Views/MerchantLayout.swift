/// Where the merchant app's parts are.
enum MerchantLayout {
    static let flowRow = 2
    static let cartTop = 4
    static let experienceRow = 10
    static let dynamicAmountsRow = 11
    static let buttonRow = 12

    static func itemRow(_ index: Int) -> Int { cartTop + index }

    /// Where a screen of the app's own (the confirmation, its lists) goes: under the flow picker, inside the frame.
    static func panel(in size: TerminalSize) -> Rect {
        Rect(x: 1, y: cartTop - 1, width: size.width - 2, height: size.height - cartTop - 1)
    }
}
