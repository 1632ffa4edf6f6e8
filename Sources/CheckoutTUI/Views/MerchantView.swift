import CheckoutFlows
import PayPalAPI
import PayPalVocabulary

/// The merchant's demo app: the cart, the experience picker, the PayPal button and the last result.
enum MerchantView {
    static func draw(_ state: AppState, spinner: Int = 0, on canvas: inout Canvas) {
        let area = Rect(x: 0, y: 1, width: canvas.width, height: canvas.height - 2)
        canvas.fill(canvas.bounds, style: Style(.background))
        let shifted = state.backendClock.flatMap { $0.isShifted ? " · PayPal's clock \($0.offsetText)" : nil } ?? ""
        canvas.writeCentred("PayTerm — \(DemoStore.merchantName)" + shifted, in: canvas.bounds, y: 0, style: Style(.title, bold: true))
        canvas.box(area, style: Style(.border), title: "Merchant app")
        let merchant = state.merchant
        let order = merchant.order
        let left = 3
        drawFlowPicker(merchant, x: left, width: area.width - 4, on: &canvas)
        if merchant.flow == .connect {
            ConnectDashboardView.draw(merchant, x: left, width: area.width - 4, on: &canvas)
            drawPayButton(state, spinner: spinner, on: &canvas, x: left)
            drawResult(merchant, in: area, on: &canvas)
            canvas.write("Tab move · ←→ change · Enter connect · f refresh · v revoke · e events · ? help · q quit", x: 1, y: canvas.height - 1,
                         style: Style(.muted), limit: canvas.width - 2)
            return
        }
        if merchant.flow == .appSwitch {
            AppSwitchSettingsView.draw(merchant, x: left, width: area.width - 4, on: &canvas)
            drawPayButton(state, spinner: spinner, on: &canvas, x: left)
            drawResult(merchant, in: area, on: &canvas)
            canvas.write("Tab move · ←→ change · Enter pay · e events · ? help · q quit", x: 1, y: canvas.height - 1, style: Style(.muted))
            return
        }
        guard merchant.flow == .mpl else {
            ButtonSettingsView.draw(merchant, x: left, width: area.width - 4, on: &canvas)
            drawPayButton(state, spinner: spinner, on: &canvas, x: left)
            drawResult(merchant, in: area, on: &canvas)
            canvas.write("Tab move · ←→ change · Enter pay · a authorized orders · ? help", x: 1, y: canvas.height - 1, style: Style(.muted))
            return
        }
        if merchant.focusOrder.contains(.item(0)) {
            canvas.write("Cart", x: left, y: MerchantLayout.cartTop - 1, style: Style(.muted))
            for (index, product) in DemoStore.catalogue.enumerated() {
                let focused = merchant.focus == .item(index)
                let row = MerchantLayout.itemRow(index)
                let quantity = merchant.quantities[index]
                canvas.addTarget(Rect(x: left, y: row, width: 44, height: 1), .merchant(.item(index)))
                canvas.write(focused ? "›" : " ", x: left - 2, y: row, style: Style(.title))
                canvas.write(DisplayWidth.truncate(product.name, to: 26), x: left, y: row, style: Style(focused ? .selected : .text))
                canvas.write(focused ? "‹ \(quantity) ›" : "  \(quantity)  ", x: left + 28, y: row, style: Style(.text, bold: focused))
                canvas.write(dollars(CheckoutOrder.LineItem(name: product.name, unitPrice: product.price, quantity: quantity).total), x: left + 36, y: row, style: Style(.text))
            }
            let totals = "Subtotal \(dollars(order.subtotal))   Tax \(dollars(order.tax))   Shipping \(dollars(order.shipping))"
            canvas.write(totals, x: left, y: MerchantLayout.cartTop + 4, style: Style(.muted), limit: area.width - 4)
        } else if !merchant.experience.checksOutAnOrder {
            drawPreapproval(merchant, on: &canvas, x: left)
        } else {
            canvas.write("Paying", x: left, y: MerchantLayout.cartTop - 1, style: Style(.muted))
            for (index, receiver) in order.receivers.prefix(5).enumerated() {
                let role = receiver.isPrimary ? " (primary)" : ""
                canvas.write("\(receiver.email)\(role)  \(dollars(receiver.amount))", x: left, y: MerchantLayout.cartTop + index, style: Style(.text))
            }
        }
        if merchant.experience.checksOutAnOrder {
            canvas.write("Total \(dollars(order.total))", x: left, y: MerchantLayout.cartTop + 5, style: Style(.text, bold: true))
        }
        let pickerFocused = merchant.focus == .experience
        canvas.write("Experience", x: left, y: MerchantLayout.experienceRow, style: Style(.muted))
        canvas.choice(
            merchant.experience.title, x: left + 12, y: MerchantLayout.experienceRow, width: 40, focused: pickerFocused,
            target: .merchant(.experience))
        canvas.write(
            "Dynamic amounts (d): \(merchant.dynamicAmounts.label)", x: left, y: MerchantLayout.dynamicAmountsRow,
            style: Style(merchant.dynamicAmounts == .off ? .muted : .text))
        drawPayButton(state, spinner: spinner, on: &canvas, x: left)
        drawResult(merchant, in: area, on: &canvas)
        canvas.write("Tab move · ←→ change · p pay · b button · e events · ? help · q quit", x: 1, y: canvas.height - 1, style: Style(.muted))
    }

    /// Which flow the PayPal button starts.
    private static func drawFlowPicker(_ merchant: MerchantState, x: Int, width: Int, on canvas: inout Canvas) {
        canvas.write("Flow", x: x, y: MerchantLayout.flowRow, style: Style(.muted))
        canvas.choice(
            merchant.flow.title, x: x + 12, y: MerchantLayout.flowRow, width: min(52, width - 12), focused: merchant.focus == .flow,
            target: .merchant(.flow))
    }

    private static func drawResult(_ merchant: MerchantState, in area: Rect, on canvas: inout Canvas) {
        guard let result = merchant.result else { return }
        let top = MerchantLayout.buttonRow + 4
        for (offset, line) in wrap("Last result: \(result)", width: area.width - 6).prefix(area.maxY - 1 - top).enumerated() {
            canvas.write(line, x: 3, y: top + offset, style: Style(.text))
        }
    }

    /// The coffee club: the terms the merchant asks for, and the confirmed preapproval if there is one.
    private static func drawPreapproval(_ merchant: MerchantState, on canvas: inout Canvas, x: Int) {
        let terms = MerchantServer.Terms.demo
        canvas.write("Coffee club", x: x, y: MerchantLayout.cartTop - 1, style: Style(.muted))
        canvas.write(
            "\(DemoStore.preapprovedCharge.name): \(dollars(DemoStore.preapprovedCharge.total))", x: x, y: MerchantLayout.cartTop,
            style: Style(.text))
        let termsText = "Preapproval terms: up to \(dollars(terms.maxAmountPerPayment)) a payment, \(terms.maxNumberOfPayments) payments, "
            + "\(dollars(terms.maxTotal)) in all, PIN \(terms.pinRequired ? "required" : "not required")"
        for (offset, line) in wrap(termsText, width: canvas.width - x - 3).prefix(2).enumerated() {
            canvas.write(line, x: x, y: MerchantLayout.cartTop + 1 + offset, style: Style(.muted))
        }
        let status = merchant.preapproval.map { "Confirmed preapproval \($0.key) from \($0.senderEmail)" } ?? "No confirmed preapproval yet"
        for (offset, line) in wrap(status, width: canvas.width - x - 3).prefix(2).enumerated() {
            canvas.write(line, x: x, y: MerchantLayout.cartTop + 3 + offset, style: Style(merchant.preapproval == nil ? .muted : .success))
        }
    }

    /// The merchant app asking for the preapproval PIN, with the reason and the amount, as the MPL guide advises.
    static func drawPINPrompt(_ prompt: MerchantState.PINPrompt, on canvas: inout Canvas) {
        let rect = canvas.bounds.centred(width: 50, height: 10)
        canvas.fill(rect, style: Style(.sheet))
        canvas.box(rect, style: Style(.sheet), title: "PayTerm Demo Store")
        canvas.write("\(DemoStore.preapprovedCharge.name)", x: rect.x + 2, y: rect.y + 2, style: Style(.sheet))
        canvas.write("Amount: \(dollars(DemoStore.preapprovedCharge.total))", x: rect.x + 2, y: rect.y + 3, style: Style(.sheet, bold: true))
        canvas.write("Your preapproval PIN:", x: rect.x + 2, y: rect.y + 5, style: Style(.sheet))
        canvas.field(prompt.pin, x: rect.x + 24, y: rect.y + 5, width: 10, focused: !prompt.busy)
        let footer = prompt.busy ? "Paying…" : (prompt.error.map { $0 + " Esc cancels." } ?? "Enter pays · Esc cancels")
        for (offset, line) in wrap(footer, width: rect.width - 4).prefix(2).enumerated() {
            canvas.write(line, x: rect.x + 2, y: rect.y + 7 + offset, style: Style(prompt.error == nil ? .muted : .sheetError))
        }
    }

    /// The PayPal button, disabled until the library has initialized, with the status beside it.
    private static func drawPayButton(_ state: AppState, spinner: Int, on canvas: inout Canvas, x: Int) {
        let switching = state.appSwitch
        let ready = state.libraryStatus == .ready && state.merchant.hasSomethingToPay && switching == nil && state.connect == nil
        let focused = state.merchant.focus == .payButton
        let strings = state.language.strings
        let size = state.merchant.buttonSize.cells
        let rect = Rect(x: x, y: MerchantLayout.buttonRow + (3 - size.height) / 2, width: size.width, height: size.height)
        let role: Role = !ready ? .muted : (focused ? .payButtonFocused : .payButton)
        canvas.fill(rect, style: Style(role))
        canvas.addTarget(rect, .merchant(.payButton))
        let label = state.merchant.flow == .connect ? "Connect with Braintree"
            : state.merchant.experience.donates ? strings.donateWithPayPal : strings.payWithPayPal
        canvas.writeCentred(label, in: rect, y: rect.y + rect.height / 2, style: Style(role, bold: true))
        if focused, ready, DisplayWidth.of(label) + 4 <= rect.width {
            // PayPal's gold stays; the focus is marked at the button's edges.
            canvas.write("›", x: rect.x, y: rect.y + rect.height / 2, style: Style(role, bold: true))
            canvas.write("‹", x: rect.maxX - 1, y: rect.y + rect.height / 2, style: Style(role, bold: true))
        }
        if state.merchant.flow == .mpl {
            canvas.write("\(state.merchant.buttonSize.rawValue) · b changes", x: x, y: MerchantLayout.buttonRow + 3, style: Style(.muted))
        } else if let saved = state.merchant.savedWallet {
            let email = saved.email.map(SavedWalletText.masked) ?? saved.vaultId
            canvas.write("w Pay with PayPal · \(email) (saved)", x: x, y: MerchantLayout.buttonRow + 3, style: Style(.text, bold: true), limit: canvas.width - x - 2)
        } else if state.merchant.flow == .appSwitch {
            canvas.write(state.merchant.appSwitch.phoneSent, x: x, y: MerchantLayout.buttonRow + 3, style: Style(.muted), limit: canvas.width - x - 2)
        } else if state.merchant.flow == .savePayPal {
            canvas.write("m Payment methods: s saves PayPal with no purchase", x: x, y: MerchantLayout.buttonRow + 3, style: Style(.muted), limit: canvas.width - x - 2)
        }
        let status: (String, Role) = if let switching, let activity = AppSwitchView.merchantActivity(switching, spinner: spinner) {
            activity
        } else {
            switch state.libraryStatus {
        case .inProgress: ("PayPal library: initializing…", .muted)
        case .ready where !state.merchant.hasSomethingToPay: ("The cart is empty: add something to pay for.", .muted)
        case .ready: ("PayPal library: ready · \(state.environment.constantName) · \(state.backendDescription)", .success)
        case .failed(let reason): ("PayPal library: \(reason)", .error)
            }
        }
        let lines = wrap(status.0, width: canvas.width - rect.maxX - 4)
        for (offset, line) in lines.prefix(3).enumerated() {
            canvas.write(line, x: rect.maxX + 2, y: MerchantLayout.buttonRow + (lines.count == 1 ? 1 : 0) + offset, style: Style(status.1))
        }
    }

    static func dollars(_ money: Money) -> String { "$" + money.text }
}
