/// The partner's dashboard in the merchant app's place, for "Connect with Braintree": what the partner asks for, one
/// row a setting changed with ←→, and the merchant it connected, with its tokens' keys.
enum ConnectDashboardView {
    static func draw(_ merchant: MerchantState, x: Int, width: Int, on canvas: inout Canvas) {
        canvas.write("Partner dashboard: connect a merchant's Braintree account (OAuth)", x: x, y: MerchantLayout.cartTop - 1, style: Style(.muted),
                     limit: width)
        let labelWidth = ButtonSettingsView.labelWidth
        let valueWidth = min(48, width - labelWidth)
        for (index, row) in ConnectSettings.Row.allCases.enumerated() {
            let y = MerchantLayout.cartTop + index
            let focused = merchant.focus == .connectSetting(row)
            canvas.write(row.label, x: x, y: y, style: Style(focused ? .selected : .text))
            canvas.choice(merchant.connect.value(row), x: x + labelWidth, y: y, width: valueWidth, focused: focused, target: .merchant(.connectSetting(row)))
        }
        var y = MerchantLayout.cartTop + ConnectSettings.Row.allCases.count + 1
        guard let connected = merchant.connect.connected else {
            canvas.write("No merchant connected yet", x: x, y: y, style: Style(.muted))
            return
        }
        let credentials = connected.credentials
        let lines = [
            "Merchant \(credentials.merchantId ?? "?") · \(credentials.scope)" + (connected.revoked ? " · revoked" : " · until \(credentials.expiresAt)"),
            "Access token \(String(credentials.accessToken.prefix(36)))…" + (connected.revoked ? "" : " · f refresh · v revoke"),
        ]
        for line in lines {
            canvas.write(line, x: x, y: y, style: Style(connected.revoked ? .muted : .success), limit: width)
            y += 1
        }
    }
}
