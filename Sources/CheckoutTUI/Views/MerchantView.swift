import CheckoutFlows
import PayPalAPI

/// The merchant's demo app: the cart, the experience picker, the PayPal button and the last result.
enum MerchantView {
    static func draw(_ state: AppState, on canvas: inout Canvas) {
        let area = Rect(x: 0, y: 1, width: canvas.width, height: canvas.height - 2)
        canvas.fill(canvas.bounds, style: Style(.background))
        canvas.writeCentred("PayTerm — \(DemoStore.merchantName)", in: canvas.bounds, y: 0, style: Style(.title, bold: true))
        canvas.box(area, style: Style(.border), title: "Merchant app")
        let merchant = state.merchant
        let order = merchant.order
        let left = 3
        if merchant.focusOrder.contains(.item(0)) {
            canvas.write("Cart", x: left, y: MerchantLayout.cartTop - 1, style: Style(.muted))
            for (index, product) in DemoStore.catalogue.enumerated() {
                let focused = merchant.focus == .item(index)
                let row = MerchantLayout.itemRow(index)
                let quantity = merchant.quantities[index]
                canvas.write(focused ? "›" : " ", x: left - 2, y: row, style: Style(.title))
                canvas.write(DisplayWidth.truncate(product.name, to: 26), x: left, y: row, style: Style(focused ? .selected : .text))
                canvas.write(focused ? "‹ \(quantity) ›" : "  \(quantity)  ", x: left + 28, y: row, style: Style(.text, bold: focused))
                canvas.write(dollars(Money(minorUnits: product.price.minorUnits * Int64(quantity), currency: .usd)), x: left + 36, y: row, style: Style(.text))
            }
            let totals = "Subtotal \(dollars(order.subtotal))   Tax \(dollars(order.tax))   Shipping \(dollars(order.shipping))"
            canvas.write(totals, x: left, y: MerchantLayout.cartTop + 4, style: Style(.muted), limit: area.width - 4)
        } else {
            canvas.write("Paying", x: left, y: MerchantLayout.cartTop - 1, style: Style(.muted))
            for (index, receiver) in order.receivers.prefix(5).enumerated() {
                let role = receiver.isPrimary ? " (primary)" : ""
                canvas.write("\(receiver.email)\(role)  \(dollars(receiver.amount))", x: left, y: MerchantLayout.cartTop + index, style: Style(.text))
            }
        }
        canvas.write("Total \(dollars(order.total))", x: left, y: MerchantLayout.cartTop + 5, style: Style(.text, bold: true))
        let pickerFocused = merchant.focus == .experience
        canvas.write("Experience", x: left, y: MerchantLayout.experienceRow, style: Style(.muted))
        canvas.choice(merchant.experience.title, x: left + 12, y: MerchantLayout.experienceRow, width: 40, focused: pickerFocused)
        drawPayButton(state, on: &canvas, x: left)
        if let result = merchant.result {
            for (offset, line) in wrap("Last result: \(result)", width: area.width - 6).prefix(2).enumerated() {
                canvas.write(line, x: left, y: MerchantLayout.buttonRow + 4 + offset, style: Style(.text))
            }
        }
        canvas.write(
            "Tab/↑↓ move · ←→ change · Enter act · p pay · e events · ? help · q quit", x: 1, y: canvas.height - 1,
            style: Style(.muted), limit: canvas.width - 2)
    }

    /// The PayPal button, disabled until the library has initialized, with the status beside it.
    private static func drawPayButton(_ state: AppState, on canvas: inout Canvas, x: Int) {
        let ready = state.libraryStatus == .ready
        let focused = state.merchant.focus == .payButton
        let word = state.merchant.experience.donates ? "Donate" : "Pay"
        let rect = Rect(x: x, y: MerchantLayout.buttonRow, width: MerchantLayout.buttonWidth, height: 3)
        let role: Role = !ready ? .muted : (focused ? .payButtonFocused : .payButton)
        canvas.fill(rect, style: Style(role))
        canvas.writeCentred("\(word) with PayPal", in: rect, y: rect.y + 1, style: Style(role, bold: true))
        let status: (String, Role) = switch state.libraryStatus {
        case .inProgress: ("PayPal library: initializing…", .muted)
        case .ready: ("PayPal library: ready · \(state.backendDescription)", .success)
        case .failed(let reason): ("PayPal library: \(reason) — r retries", .error)
        }
        canvas.write(status.0, x: rect.maxX + 2, y: rect.y + 1, style: Style(status.1), limit: canvas.width - rect.maxX - 4)
    }

    static func dollars(_ money: Money) -> String { "$" + money.text }
}
