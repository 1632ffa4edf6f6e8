import CheckoutFlows

/// The MPL's part of the merchant's app: the cart with its quantities and totals (or whom the experience pays, or
/// the coffee club's preapproval), the experience picker and the dynamic amounts setting.
enum MPLEntryView {
    static func layout(_ entry: MPLEntry, into layout: inout SheetLayout<MerchantControl>) {
        let order = entry.order
        if entry.hasCart {
            cart(entry, order, into: &layout)
        } else if !entry.experience.checksOutAnOrder {
            coffeeClub(entry, into: &layout)
        } else {
            if entry.experience == .personal {
                layout.setting("Send to", value: "\(entry.recipient.name) (\(entry.recipient.country))", field: nil, control: .row(0))
            }
            layout.text("Paying", style: Style(.muted))
            for receiver in order.receivers.prefix(5) {
                amountRow((receiver.name ?? receiver.email) + (receiver.isPrimary ? " (primary)" : ""), MerchantView.dollars(receiver.amount), into: &layout)
            }
        }
        if entry.experience.checksOutAnOrder { layout.text("Total \(MerchantView.dollars(order.total))", style: Style(.text, bold: true)) }
        layout.gap()
        layout.setting("Experience", value: entry.experience.title, field: nil, control: .row(entry.rowCount - 1))
        layout.text("Dynamic amounts (d): \(entry.dynamicAmounts.label)", style: Style(entry.dynamicAmounts == .off ? .muted : .text))
    }

    /// A name and its amount, the amounts in the cart's column.
    private static func amountRow(_ name: String, _ amount: String, into layout: inout SheetLayout<MerchantControl>) {
        let width = min(layout.width, cartWidth)
        layout.rows.append(.init(control: nil) { canvas, x, y in
            canvas.write(DisplayWidth.truncate(name, to: width - DisplayWidth.of(amount) - 1), x: x, y: y, style: Style(.text))
            canvas.write(amount, x: x + width - DisplayWidth.of(amount), y: y, style: Style(.text))
        })
    }

    /// The width of the cart's lines, whose prices make the app's column of amounts.
    private static let cartWidth = 50

    /// One line an item: its name, its quantity (‹ › round it when focused) and its price; then the totals.
    private static func cart(_ entry: MPLEntry, _ order: CheckoutOrder, into layout: inout SheetLayout<MerchantControl>) {
        layout.text("Cart", style: Style(.muted))
        let focused = layout.focused
        let width = min(layout.width, cartWidth)
        for (index, product) in DemoStore.catalogue.enumerated() {
            let control = MerchantControl.row(index)
            let quantity = entry.quantities[index]
            let price = MerchantView.dollars(CheckoutOrder.LineItem(name: product.name, unitPrice: product.price, quantity: quantity).total)
            let isFocused = focused == control
            layout.rows.append(.init(control: control) { canvas, x, y in
                let priceX = x + width - 7
                let quantityX = priceX - 6
                canvas.addTarget(Rect(x: x, y: y, width: width, height: 1), control.target)
                canvas.write(DisplayWidth.truncate(product.name, to: quantityX - x - 1), x: x, y: y, style: Style(isFocused ? .selected : .text))
                canvas.write(isFocused ? "‹ \(quantity) ›" : "  \(quantity)  ", x: quantityX, y: y, style: Style(.text, bold: isFocused))
                canvas.write(price, x: priceX + 7 - DisplayWidth.of(price), y: y, style: Style(.text))
            })
        }
        layout.text(
            "Subtotal \(MerchantView.dollars(order.subtotal)) · Tax \(MerchantView.dollars(order.tax)) · Shipping \(MerchantView.dollars(order.shipping))",
            style: Style(.muted))
    }

    /// The coffee club: the terms the merchant asks for, and the confirmed preapproval if there is one.
    private static func coffeeClub(_ entry: MPLEntry, into layout: inout SheetLayout<MerchantControl>) {
        let terms = MerchantServer.Terms.demo
        let dollars = MerchantView.dollars
        layout.text("Coffee club", style: Style(.muted))
        layout.text("\(DemoStore.preapprovedCharge.name): \(dollars(DemoStore.preapprovedCharge.total))")
        layout.text(
            "Preapproval terms: up to \(dollars(terms.maxAmountPerPayment)) a payment, \(terms.maxNumberOfPayments) payments, "
                + "\(dollars(terms.maxTotal)) in all, PIN \(terms.pinRequired ? "required" : "not required")", style: Style(.muted))
        let status = entry.preapproval.map { "Confirmed preapproval \($0.key) from \($0.senderEmail)" } ?? "No confirmed preapproval yet"
        layout.text(status, style: Style(entry.preapproval == nil ? .muted : .success))
    }
}
