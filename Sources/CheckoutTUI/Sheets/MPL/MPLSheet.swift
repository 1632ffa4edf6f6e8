import CheckoutFlows

/// The Mobile Payments Library's sheet: its checkout and what the buyer has typed.
struct MPLSheet: Equatable, Sendable {
    let checkout: CheckoutID
    var flow: MPLFlow
    var focus = 0
    var login = LoginFields()
    /// A PIN or preapproval code being created, and its confirmation.
    var newPIN = TextField(secret: true, limit: 8)
    var confirmPIN = TextField(secret: true, limit: 8)
    /// The phone number a PIN logs in with, asked for when the account has none.
    var pinPhone = TextField(limit: 24)
    /// The billing summary opened to its items, tax, shipping and receivers.
    var summaryExpanded = false
    /// The first row of the sheet's content shown, when the content is taller than the sheet.
    var scroll = 0
    /// The control to focus when the next screen comes, as the address choice after the amounts are updated for it.
    var refocus: MPLControl?

    init(checkout: CheckoutID, flow: MPLFlow) {
        self.checkout = checkout
        self.flow = flow
    }
}
