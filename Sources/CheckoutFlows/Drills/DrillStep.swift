import PayPalAPI
import PayPalVocabulary

/// One step of a drill's setup, as its file says it, through the backend's public APIs. Texts may write in what
/// an earlier step made (`{order.authorization}`) and `{random}`, a fresh short code (PayPal refuses an invoice id
/// it has seen, and a class sets the same drill up many times on one backend).
public struct DrillStep: Sendable {
    public enum Action: Sendable {
        /// The buyer pays the store in the mobile library from a funding source; makes the pay key.
        case pay(buyer: String, amount: Money, memo: String, from: String, as: String)
        /// The merchant's server makes an order and the buyer approves it; makes the order id and `NAME.invoice`.
        case order(buyer: String, amount: Money, intent: OrdersClient.Intent, invoice: String, description: String, as: String)
        /// The merchant authorizes an approved order; makes `ORDER.authorization`.
        case authorize(order: String)
        /// The merchant captures an order (its authorization, when authorized); makes `ORDER.capture`. `refused`: the
        /// capture is expected to fail (a fault armed before it), and the setup stops if it does not.
        case capture(order: String, refused: Bool)
        /// The merchant refunds an order's capture in full.
        case refund(order: String)
        /// The merchant asks for a preapproval and the buyer agrees, paying from a funding source.
        case preapproval(buyer: String, terms: MerchantServer.Terms, from: String, as: String)
        /// The merchant takes a payment under a preapproval; makes the pay key.
        case payUnder(preapproval: String, amount: Money, as: String)
        /// Someone types a wrong password for the buyer, `times` times.
        case wrongPassword(buyer: String, times: Int)
        /// Real time passes: seconds apart, as a customer's timestamps show.
        case wait(Duration)
        /// PayPal's clock moves on.
        case clock(Duration)
        /// A fault is armed, for the calls after it (removed at the end of the setup if still armed).
        case fault(AdminClient.FaultRequest)
        /// The merchant's server subscribes to these webhooks. It is down while the setup runs (every delivery is
        /// refused) and back once it is done; the subscription lasts as long as the setup.
        case webhooks([String])
        /// Waits (10 s at most) until the order's webhook of this event was sent to the merchant's server and
        /// refused; makes the transmission's id, `NAME.event` (the event's id) and `NAME.order`.
        case missedWebhook(event: String, order: String, as: String)
    }

    public var action: Action
    /// The drill file's line, for an error while it runs.
    public var line: Int

    public init(_ action: Action, line: Int) {
        self.action = action
        self.line = line
    }
}
