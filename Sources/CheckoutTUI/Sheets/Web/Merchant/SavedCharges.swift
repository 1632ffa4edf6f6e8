import PayPalAPI
import PayPalVocabulary

/// What the merchant's server charged to its shopper's saved payment methods with no buyer present: each order it
/// paid with a vault id, captured (which it may refund in full) or authorized (which it may capture or void).
public struct SavedCharges: Equatable, Sendable {
    /// One charge as PayPal last said it stood.
    public struct Charge: Equatable, Sendable {
        /// Whether the order took the money (`CAPTURE`) or only held it (`AUTHORIZE`).
        enum Kind: Equatable, Sendable { case capture, authorization }

        var kind: Kind
        var orderId: String
        /// The capture's id, or the authorization's.
        var paymentId: String
        var amount: Money
        var status: String
        /// The saved method charged, as the payment methods name it.
        var method: String

        /// The charge an order paid with a saved wallet came to: its last capture, or its last authorization.
        init(_ order: OrdersClient.Order, method: String) throws(PayPalAPIError) {
            let payment: (kind: Kind, id: String, amount: MoneyValue?, status: String)? = if let capture = order.captures.last {
                (.capture, capture.id, capture.amount, capture.status.rawValue)
            } else if let authorization = order.authorizations.last {
                (.authorization, authorization.id, authorization.amount, authorization.status.rawValue)
            } else {
                nil
            }
            guard let payment, let amount = payment.amount?.money else {
                throw .unreadable(call: "Orders create", reason: "no capture or authorization in the order \(order.id)", debugId: "", httpStatus: nil)
            }
            kind = payment.kind
            orderId = order.id
            paymentId = payment.id
            self.amount = amount
            status = payment.status
            self.method = method
        }

        /// The charge's row in the list.
        var row: String { "\(paymentId)  \(MerchantView.dollars(amount))  \(kind == .capture ? "captured" : "authorized") · \(status)  \(method)" }
    }

    /// What the tester does to the charge selected.
    enum Action: String, Equatable, Sendable {
        case capture, refund, void

        /// Whether it acts on a capture (a refund) or on an authorization (a capture or a void).
        var acts: Charge.Kind { self == .refund ? .capture : .authorization }
    }

    var list = MerchantList<Charge>()
}

extension SavedCharges {
    /// PayPal charged a saved method, or refused to: a new charge leads the list, selected.
    mutating func charged(_ result: Result<Charge, PayPalAPIError>, events: inout EventLog, language: Language) {
        list.busy = false
        switch result {
        case .success(let charge):
            list.entries.insert(charge, at: 0)
            list.selected = 0
            let what = charge.kind == .capture ? "captured \(charge.paymentId)" : "authorized \(charge.paymentId) (c captures it, v voids it)"
            list.notice = "Charged \(charge.method) with no buyer present: order \(charge.orderId), \(what)."
            events.log(.note, "merchant server: order \(charge.orderId) paid with the saved method, no buyer present: \(what), "
                + "\(charge.amount.text) \(charge.amount.currency.code) \(charge.status)")
        case .failure(let error): refused(error, events: &events, language: language)
        }
    }

    /// PayPal refunded a captured charge in full or voided an authorized one (its new status), or refused to.
    mutating func acted(_ action: Action, on id: String, _ result: Result<String, PayPalAPIError>, events: inout EventLog, language: Language) {
        list.busy = false
        guard case .success(let status) = result else {
            if case .failure(let error) = result { refused(error, events: &events, language: language) }
            return
        }
        guard let index = list.entries.firstIndex(where: { $0.paymentId == id }) else { return }
        list.entries[index].status = status
        let charge = list.entries[index]
        list.notice = action == .refund
            ? "Refunded \(charge.amount.text) \(charge.amount.currency.code) of \(id) to the shopper: the capture is \(status)."
            : "Voided \(id): the shopper's money is released."
        events.log(.note, "merchant server: \(action.rawValue) of \(id) (order \(charge.orderId)) → \(status)")
    }

    /// PayPal captured a held charge (the capture takes its place in the list, for `r` to refund), or refused to.
    mutating func captured(_ authorizationId: String, _ result: Result<PaymentsClient.Capture, PayPalAPIError>, events: inout EventLog, language: Language) {
        list.busy = false
        guard case .success(let capture) = result else {
            if case .failure(let error) = result { refused(error, events: &events, language: language) }
            return
        }
        guard let index = list.entries.firstIndex(where: { $0.paymentId == authorizationId }) else { return }
        list.entries[index].kind = .capture
        list.entries[index].paymentId = capture.id
        list.entries[index].status = capture.status.rawValue
        let charge = list.entries[index]
        list.notice = "Captured \(charge.amount.text) \(charge.amount.currency.code) of \(authorizationId): capture \(capture.id) (r refunds it)."
        events.log(.note, "merchant server: capture of \(authorizationId) (order \(charge.orderId)) → \(capture.id) \(capture.status.rawValue)")
    }

    /// PayPal refused a call of the list's: the list says so.
    private mutating func refused(_ error: PayPalAPIError, events: inout EventLog, language: Language) {
        events.log(.note, "merchant server: \(error)")
        list.notice = MerchantMessages.refusal(error, language: language)
    }
}
