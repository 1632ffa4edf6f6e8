/// The merchant app's App Switch setup: the request its PayPal button makes and the buyer's phone it runs on, one
/// row a setting, text typed as is, choices changed with ←→.
enum AppSwitchSettingsView {
    static func draw(_ merchant: MerchantState, x: Int, width: Int, on canvas: inout Canvas) {
        canvas.write("BTPayPalClient.tokenize on the buyer's iPhone", x: x, y: MerchantLayout.cartTop - 1, style: Style(.muted))
        let labelWidth = ButtonSettingsView.labelWidth
        let valueWidth = min(48, width - labelWidth)
        for (index, row) in AppSwitchSettings.Row.allCases.enumerated() {
            let y = MerchantLayout.cartTop + index
            let focused = merchant.focus == .appSwitchSetting(row)
            canvas.write(row.label, x: x, y: y, style: Style(focused ? .selected : .text))
            let target = ClickTarget.merchant(.appSwitchSetting(row))
            if let field = merchant.appSwitch.field(row) {
                canvas.field(field, x: x + labelWidth + 2, y: y, width: valueWidth - 2, focused: focused, target: target)
            } else {
                canvas.choice(merchant.appSwitch.value(row), x: x + labelWidth, y: y, width: valueWidth, focused: focused, target: target)
            }
        }
    }
}
