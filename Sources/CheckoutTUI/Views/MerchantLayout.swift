import CheckoutFlows

/// Where the merchant app's parts are, shared by drawing and by mouse clicks.
enum MerchantLayout {
    static let cartTop = 4
    static let experienceRow = 10
    static let buttonRow = 12
    static let buttonWidth = 24

    static func itemRow(_ index: Int) -> Int { cartTop + index }

    static func control(atX x: Int, y: Int, state: AppState) -> MerchantState.Focus? {
        if y >= buttonRow, y < buttonRow + 3, x >= 3, x < 3 + buttonWidth { return .payButton }
        if y == experienceRow { return .experience }
        for index in DemoStore.catalogue.indices where y == itemRow(index) && state.merchant.focusOrder.contains(.item(index)) {
            return .item(index)
        }
        return nil
    }
}
