import CheckoutFlows

/// The merchant app's PayPal button configuration for the Orders v2 flows: one row a setting, text typed as is
/// (invalid values included), choices changed with ←→.
enum ButtonSettingsView {
    static let labelWidth = 14

    static func draw(_ merchant: MerchantState, x: Int, width: Int, on canvas: inout Canvas) {
        canvas.write("The PayPal button (PayPalButtonComponentConfig)", x: x, y: MerchantLayout.cartTop - 1, style: Style(.muted))
        let valueWidth = min(48, width - labelWidth)
        for (index, row) in ButtonSettings.Row.allCases.enumerated() {
            let y = MerchantLayout.cartTop + index
            let focused = merchant.focus == .setting(row)
            canvas.write(row.label, x: x, y: y, style: Style(focused ? .selected : .text))
            let target = ClickTarget.merchant(.setting(row))
            if let field = merchant.settings.field(row) {
                // Two cells in, where a choice's value starts after its ‹.
                canvas.field(field, x: x + labelWidth + 2, y: y, width: valueWidth - 2, focused: focused, target: target)
            } else {
                canvas.choice(merchant.settings.value(row), x: x + labelWidth, y: y, width: valueWidth, focused: focused, target: target)
            }
        }
    }
}
