import CheckoutFlows
import PayPalAPI

/// The review screen: whom the buyer pays, the funding source, the fee and who pays it, and the ship-to address.
enum ReviewView {
    static func layout(_ sheet: MPLCheckout, _ text: LibraryStrings, _ review: MPLFlow.Review, into layout: inout SheetLayout<MPLControl>) {
        let payment = review.payment
        layout.text(text.review, style: Style(.sheet, bold: true))
        // Why the buyer is back on the review (a decline, a payment not made) stands where it is seen first.
        LibraryView.notice(review.error, text, into: &layout)
        // A chained payment's sender deals with the primary receiver only, and never learns of the others.
        let shown = payment.shape == "chained" ? payment.receivers.filter(\.primary) : payment.receivers
        if payment.receivers.count > 1 || sheet.flow.order?.purpose == .personal {
            for receiver in shown {
                layout.pair("» " + (receiver.email ?? receiver.phone ?? ""), text.money(receiver.amount))
            }
        }
        layout.gap()
        layout.text(text.funding)
        let option = review.chosenOption
        layout.choice(option.map { "\(text.fundingLabel(type: $0.type, label: $0.label))  \(text.money($0.total))" } ?? "—", control: .funding)
        if let option, option.fee.money?.isPositive == true {
            layout.pair(text.fee, text.money(option.fee), indent: 2)
        } else if sheet.flow.order?.purpose == .personal, let theirs = option?.receiversFee, theirs.money?.isPositive == true {
            // Only a personal payment's recipient fee is the sender's to see: a merchant's fee is between it and PayPal.
            layout.pair(text.recipientsFee, text.money(theirs), indent: 2)
        }
        if sheet.flow.offersFeesPayerChoice {
            layout.text(text.feePaidBy)
            layout.choice(payment.feesPayer == FeesPayer.sender.rawValue ? text.feePaidByMe : text.feePaidByRecipient, control: .feesPayer)
        }
        if sheet.flow.shippingEnabled {
            layout.gap()
            layout.text(sheet.flow.order?.purpose == .donation ? text.mailingAddress : text.shipTo)
            let addresses = sheet.flow.session?.buyer.addresses ?? []
            if let index = addresses.firstIndex(where: { $0.id == review.addressId }) {
                let address = addresses[index]
                let position = addresses.count > 1 ? " (\(index + 1)/\(addresses.count))" : ""
                layout.choice(address.name + position, control: .address)
                for line in text.addressLines(address).dropFirst() { layout.text(line, indent: 2, clickable: .address) }
            } else {
                layout.choice("—", control: .address)
            }
            if let order = sheet.flow.order, order.adjustsAmountsForAddress {
                layout.text(text.taxAndShipping(text.money(order.billedTax), text.money(order.billedShipping)), indent: 2)
            }
        }
        layout.buttons([.init(title: LibraryView.payWord(sheet.flow, text).uppercased(), control: .pay, pay: true)])
        layout.buttons([.init(title: text.cancel, control: .cancel)])
    }
}

extension MPLFlow {
    /// The funding the buyer has chosen on the review, with its fee and total.
    var chosenFunding: PaymentReview.FundingOption? {
        if case .review(let review) = screen { review.chosenOption } else { nil }
    }
}
