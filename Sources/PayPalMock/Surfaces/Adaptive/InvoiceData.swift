import PayPalVocabulary

/// The itemised bill behind one receiver's amount: items, tax and shipping.
struct InvoiceData: Codable, Sendable, Equatable {
    struct Item: Codable, Sendable, Equatable {
        var name: String
        var identifier: String?
        /// What the line costs in all.
        var price: Money
        var itemPrice: Money?
        var itemCount: Int?
    }

    var items: [Item]
    var totalTax: Money
    var totalShipping: Money

    /// Checks the sums against the receiver's amount: each line is unit price × count, and the lines add up to
    /// the subtotal, which is the amount less tax and shipping. Returns what is wrong, or nil.
    func problem(forAmount amount: Money) -> String? {
        if totalTax.minorUnits < 0 || totalShipping.minorUnits < 0 {
            return "totalTax and totalShipping cannot be negative"
        }
        let subtotal = amount - totalTax - totalShipping
        if subtotal.minorUnits < 0 {
            return "totalTax (\(totalTax.text)) plus totalShipping (\(totalShipping.text)) is more than the amount (\(amount.text))"
        }
        for item in items {
            if item.price.minorUnits < 0 { return "the price of item \(item.name) cannot be negative" }
            if let unit = item.itemPrice, let count = item.itemCount {
                let (line, overflow) = unit.minorUnits.multipliedReportingOverflow(by: Int64(count))
                if overflow || line != item.price.minorUnits {
                    let computed = overflow ? "more than PayPal can hold" : Money(minorUnits: line, currency: unit.currency).text
                    return "item \(item.name) costs \(unit.text) × \(count) = \(computed), but its price is \(item.price.text)"
                }
            }
        }
        let itemTotal = items.map(\.price).checkedSum(in: amount.currency)
        if !items.isEmpty, itemTotal != subtotal {
            return "the items add up to \(itemTotal?.text ?? "more than PayPal can hold"), but the subtotal (amount \(amount.text) less tax and shipping) is \(subtotal.text)"
        }
        return nil
    }
}
