import PayPalAPI
import PayPalVocabulary

/// What the merchant app hands the library: who is paid, for what, and how the checkout behaves.
public struct CheckoutOrder: Codable, Sendable, Equatable {
    public struct LineItem: Codable, Sendable, Equatable {
        public var name: String
        public var unitPrice: Money
        public var quantity: Int

        public init(name: String, unitPrice: Money, quantity: Int) {
            self.name = name
            self.unitPrice = unitPrice
            self.quantity = quantity
        }

        public var total: Money { Money(minorUnits: unitPrice.minorUnits * Int64(quantity), currency: unitPrice.currency) }
    }

    public struct Receiver: Codable, Sendable, Equatable {
        public var email: String
        /// Who the merchant's app knows the receiver as; PayPal knows only the email.
        public var name: String?
        /// What the receiver gets in all, tax and shipping included.
        public var amount: Money
        public var isPrimary: Bool
        /// The tax and shipping within an advanced payment's amount; a simple payment keeps them on the order.
        public var tax: Money
        public var shipping: Money

        public init(email: String, name: String? = nil, amount: Money, isPrimary: Bool = false, tax: Money? = nil, shipping: Money? = nil) {
            self.email = email
            self.name = name
            self.amount = amount
            self.isPrimary = isPrimary
            self.tax = tax ?? .zero(amount.currency)
            self.shipping = shipping ?? .zero(amount.currency)
        }

        var amounts: PaymentAmounts { PaymentAmounts(payment: amount - tax - shipping, tax: tax, shipping: shipping) }
    }

    /// What the payment is for, as the MPL's payment types; it decides fees and the button's word.
    public enum Purpose: String, Codable, Sendable, Equatable {
        case goods = "GOODS"
        case service = "SERVICE"
        case personal = "PERSONAL"
        case donation = "DONATION"

        /// The Adaptive Payments `paymentType`: donations are services.
        var paymentType: String { self == .donation ? "SERVICE" : rawValue }
    }

    public var merchantName: String
    public var purpose: Purpose
    /// The items of a simple payment; empty for payments that are not itemised.
    public var items: [LineItem]
    public var tax: Money
    public var shipping: Money
    /// Whom the money goes to; a simple payment has one receiver whose amount is the order total.
    public var receivers: [Receiver]
    public var shippingEnabled: Bool
    /// MPL's `dynamicAmountUpdateEnabled`: the merchant recomputes the amounts for the ship-to address the buyer
    /// picks. Ignored when shipping is not enabled.
    public var dynamicAmountUpdateEnabled: Bool
    public var feesPayer: FeesPayer
    public var memo: String?
    /// Where PayPal posts the payment's Instant Payment Notification (the MPL's `ipnUrl`).
    public var ipnUrl: String?

    public init(
        merchantName: String, purpose: Purpose, items: [LineItem], tax: Money, shipping: Money,
        receivers: [Receiver], shippingEnabled: Bool, dynamicAmountUpdateEnabled: Bool = false, feesPayer: FeesPayer = .eachReceiver,
        memo: String? = nil
    ) {
        self.merchantName = merchantName
        self.purpose = purpose
        self.items = items
        self.tax = tax
        self.shipping = shipping
        self.receivers = receivers
        self.shippingEnabled = shippingEnabled
        self.dynamicAmountUpdateEnabled = dynamicAmountUpdateEnabled
        self.feesPayer = feesPayer
        self.memo = memo
    }

    public var currency: Currency { tax.currency }
    public var subtotal: Money { items.map(\.total).sum(in: currency) }

    /// What the buyer pays: the primary's amount in a chained payment, else every receiver's.
    public var total: Money {
        if let primary = receivers.first(where: \.isPrimary) { return primary.amount }
        return receivers.map(\.amount).sum(in: currency)
    }

    /// The tax and shipping in what the buyer pays: the primary's in a chained payment, else every receiver's.
    public var billedTax: Money { billed(\.tax) + tax }
    public var billedShipping: Money { billed(\.shipping) + shipping }

    private func billed(_ part: KeyPath<Receiver, Money>) -> Money {
        if let primary = receivers.first(where: \.isPrimary) { return primary[keyPath: part] }
        return receivers.map { $0[keyPath: part] }.sum(in: currency)
    }

    /// True when the merchant's adjust-amounts callback is asked about each ship-to address.
    public var adjustsAmountsForAddress: Bool { dynamicAmountUpdateEnabled && shippingEnabled }

    /// The amounts as the adjust-amounts callback is asked about them: one set for a simple payment, one a receiver else.
    public var adjustableAmounts: AdjustableAmounts {
        guard receivers.count == 1, let receiver = receivers.first else { return .advanced(receivers.map { .init(recipient: $0.email, amounts: $0.amounts) }) }
        return .simple(PaymentAmounts(payment: receiver.amount - tax - shipping, tax: tax, shipping: shipping))
    }

    /// The order with the amounts the merchant's callback answered. Items that no longer add up to a simple
    /// payment's amount are dropped, so the Pay request stays consistent.
    public func applying(_ adjusted: AdjustableAmounts) -> CheckoutOrder {
        var order = self
        switch adjusted {
        case .simple(let amounts):
            guard !order.receivers.isEmpty else { break }
            order.tax = amounts.tax
            order.shipping = amounts.shipping
            order.receivers[0].amount = amounts.total
            if order.subtotal != amounts.payment { order.items = [] }
        case .advanced(let answers):
            for answer in answers {
                guard let index = order.receivers.firstIndex(where: { $0.email == answer.recipient }) else { continue }
                order.receivers[index].amount = answer.amounts.total
                order.receivers[index].tax = answer.amounts.tax
                order.receivers[index].shipping = answer.amounts.shipping
            }
        }
        return order
    }

    /// The body of the library's Pay request.
    var payRequest: Adaptive.PayRequest {
        var request = Adaptive.PayRequest(
            currency: currency,
            receivers: receivers.map { Adaptive.Receiver(email: $0.email, amount: $0.amount, primary: $0.isPrimary, paymentType: purpose.paymentType) },
            feesPayer: feesPayer.rawValue, memo: memo)
        request.ipnNotificationUrl = ipnUrl
        if receivers.count == 1, let receiver = receivers.first, !items.isEmpty {
            let invoice = Adaptive.InvoiceData(
                items: items.map { Adaptive.InvoiceData.Item(name: $0.name, itemPrice: $0.unitPrice, itemCount: $0.quantity) },
                totalTax: tax, totalShipping: shipping)
            request.receiverOptions = [Adaptive.ReceiverOptions(email: receiver.email, invoiceData: invoice)]
        } else if receivers.count > 1 {
            let billed = receivers.filter { $0.tax.isPositive || $0.shipping.isPositive }
            if !billed.isEmpty {
                request.receiverOptions = billed.map {
                    Adaptive.ReceiverOptions(email: $0.email, invoiceData: Adaptive.InvoiceData(totalTax: $0.tax, totalShipping: $0.shipping))
                }
            }
        }
        return request
    }
}
