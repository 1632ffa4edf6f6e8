import Foundation

/// A Braintree approval as the PayPal app and web page show it to the buyer.
struct HermesView: Encodable, Sendable {
    var token: String
    var flow: String
    var amount: String?
    var currencyCode: String?
    var merchantName: String
    var offerPayLater: Bool
    var requestBillingAgreement: Bool
    var appSwitch: Bool
    var approved: Bool
    /// The Pay Later plans on offer, their payments due as if chosen now.
    var payLaterPlans: [PayLaterPlanView]
    /// The shipping module: the address sent, the buyer's addresses, the merchant's options and total, and why the
    /// last call did not go through; nil without a shipping callback.
    var shipping: ShippingView?

    struct ShippingView: Encodable, Sendable {
        struct Option: Encodable, Sendable {
            var id: String
            var label: String
            var type: String
            var amount: String
            var selected: Bool
        }

        var addressId: String?
        var addresses: [Address]
        var options: [Option]
        var total: String?
        var issue: String?

        init(_ shipping: HermesShipping, addresses: [Address]) {
            addressId = shipping.addressId
            self.addresses = addresses
            options = shipping.options.map { Option(id: $0.id, label: $0.label, type: $0.type, amount: $0.amount.text, selected: $0.selected) }
            total = shipping.total?.text
            issue = shipping.issue
        }
    }

    /// The contact module: the recipient's email and phone to choose from (the first chosen unless the buyer changes
    /// it), and whether they may; nil when the review shows no contact.
    var contact: ContactView?

    struct ContactView: Encodable, Sendable {
        var editable: Bool
        var choices: [Contact]
    }

    init(_ resource: HermesResource, merchantName: String, buyer: BuyerAccount, now: Date) {
        token = resource.id
        flow = resource.flow.rawValue
        amount = resource.amount?.text
        currencyCode = resource.amount?.currency.code
        self.merchantName = merchantName
        offerPayLater = resource.offerPayLater ?? false
        requestBillingAgreement = resource.requestBillingAgreement ?? false
        appSwitch = resource.appSwitch ?? false
        approved = resource.approval != nil
        payLaterPlans = resource.payLaterPlans(at: now).map(PayLaterPlanView.init)
        let choices = resource.contact?.choices(buyerEmail: buyer.email, buyerPhone: buyer.phone) ?? []
        contact = choices.isEmpty ? nil : ContactView(editable: resource.contact?.preference == .updateContactInfo, choices: choices)
        shipping = resource.shipping.map { ShippingView($0, addresses: buyer.addresses) }
    }
}
