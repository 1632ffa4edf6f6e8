import CheckoutFlows
import PayPalAPI

/// The billing summary expanded (Ctrl-T, or a click on it): the items, tax and shipping, and for payments to
/// several receivers what each gets. A chained payment's secondary receivers stay hidden from the sender.
enum BillingSummaryView {
    static func details(_ flow: MPLFlow, _ text: LibraryStrings, into layout: inout SheetLayout<MPLControl>) {
        guard let order = flow.order else {
            layout.text(text.preapprovalFrom(flow.merchantName), style: Style(.summary))
            layout.gap()
            return
        }
        for item in order.items {
            layout.pair("\(item.name) × \(item.quantity)", text.money(item.total), style: Style(.summary))
        }
        let receivers = order.receivers.filter { order.receivers.contains(where: \.isPrimary) ? $0.isPrimary : true }
        // Receivers that bill their own tax and shipping hold them in their amounts, so they show under each.
        let perReceiver = receivers.contains { $0.tax.isPositive || $0.shipping.isPositive }
        if order.items.isEmpty || order.receivers.count > 1 {
            for receiver in receivers {
                layout.pair(receiver.email, text.money(receiver.amount), style: Style(.summary))
                if receiver.tax.isPositive || receiver.shipping.isPositive {
                    layout.text(text.includesTaxAndShipping(text.money(receiver.tax), text.money(receiver.shipping)), style: Style(.summary), indent: 2)
                }
            }
        }
        if !perReceiver, order.billedTax.isPositive || order.billedShipping.isPositive {
            layout.pair(text.tax, text.money(order.billedTax), style: Style(.summary))
            layout.pair(text.shipping, text.money(order.billedShipping), style: Style(.summary))
        }
        if let fee = flow.chosenFunding?.fee, fee.money?.isPositive == true {
            layout.pair(text.fee, text.money(fee), style: Style(.summary))
        }
        layout.pair(text.total, LibraryView.myTotal(flow, text) ?? text.money(order.total), style: Style(.summary, bold: true))
        layout.gap()
    }
}
