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
        if order.items.isEmpty || order.receivers.count > 1 {
            for receiver in receivers {
                layout.pair(receiver.email, text.money(receiver.amount), style: Style(.summary))
            }
        }
        if order.billedTax.isPositive || order.billedShipping.isPositive {
            layout.pair(text.tax, text.money(order.billedTax), style: Style(.summary))
            layout.pair(text.shipping, text.money(order.billedShipping), style: Style(.summary))
        }
        layout.pair(text.total, text.money(order.total), style: Style(.summary, bold: true))
        layout.gap()
    }
}
