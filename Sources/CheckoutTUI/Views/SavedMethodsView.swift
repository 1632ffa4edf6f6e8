/// The shopper's payment methods PayPal keeps for the merchant: each saved wallet, which the shopper may delete.
enum SavedMethodsView {
    static func draw(_ methods: SavedMethods, spinner: Int, in area: Rect, on canvas: inout Canvas) {
        MerchantListView(
            title: "Payment methods", subtitle: SavedMethods.eligibilityText(methods.eligibility), keys: "↑↓ choose · x delete · s save PayPal · Esc close", rows: methods.entries.map { "\($0.label)  \($0.id)" },
            selected: methods.selected, empty: "No saved methods.", busy: methods.busy, notice: methods.notice
        ).draw(spinner: spinner, in: area, on: &canvas)
    }
}
