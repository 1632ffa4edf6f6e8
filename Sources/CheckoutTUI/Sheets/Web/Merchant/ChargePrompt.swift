import CheckoutFlows
import PayPalAPI
import PayPalVocabulary

/// The merchant's server asking how much to charge a saved method with no buyer present, the amount prefilled with
/// the button's: Enter charges (or authorizes), Esc cancels.
struct ChargePrompt: Equatable, Sendable {
    var method: SavedMethods.Entry
    var intent: OrdersClient.Intent
    var amount: TextField
    let currency: Currency
    var error: String?

    /// Asks to charge `method` the amount of the button's order, in its currency.
    init(_ method: SavedMethods.Entry, intent: OrdersClient.Intent, order: ButtonConfiguration) {
        self.method = method
        self.intent = intent
        amount = TextField(order.amount, limit: 12)
        currency = Currency(code: order.currency) ?? .usd
    }

    /// What the prompt calls charging, in its title and on Enter.
    var verb: String { intent == .capture ? "Charge" : "Authorize" }

    /// The amount typed, or nil with the error said.
    mutating func checkedAmount() -> Money? {
        guard let money = try? Money.parse(amount.text, currency: currency), money.minorUnits > 0 else {
            error = "Type an amount above zero, as 25.00."
            return nil
        }
        return money
    }

    func draw(in body: Rect, on canvas: inout Canvas) {
        let width = min(56, body.width)
        let footer = wrap(error.map { $0 + " Esc cancels." } ?? "Enter \(verb.lowercased())s · Esc cancels", width: width - 4)
        let lines = wrap("\(verb) \(method.label) (\(method.id)) with no buyer present: an order paid with its vault id.", width: width - 4)
        let rect = body.centred(width: width, height: 6 + lines.count + footer.count)
        canvas.fill(rect, style: Style(.sheet))
        canvas.box(rect, style: Style(.sheet), title: "Merchant server")
        var layout = SheetLayout<MerchantControl>(width: rect.width - 4, focused: nil)
        for line in lines { layout.text(line) }
        layout.gap()
        layout.rows.append(.init { [amount, currency] canvas, x, y in
            canvas.write("Amount (\(currency.code)): ", x: x, y: y, style: Style(.sheet, bold: true))
            canvas.field(amount, x: x + 15, y: y, width: 14, focused: true)
        })
        for line in footer { layout.rows.append(.init { [error] canvas, x, y in canvas.write(line, x: x, y: y, style: Style(error == nil ? .muted : .sheetError)) }) }
        layout.draw(in: Rect(x: rect.x + 2, y: rect.y + 2, width: rect.width - 4, height: rect.height - 2), scroll: 0, on: &canvas)
    }
}
