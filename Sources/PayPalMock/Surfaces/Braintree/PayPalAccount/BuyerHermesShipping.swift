import Foundation

/// The shipping module on the buyer's side: PayPal calls the merchant's shipping callback as the review opens and
/// whenever the buyer picks another address or option, and the review shows what the merchant answered.
extension BuyerSide {
    /// Calls the merchant's server for the address named (else the last one sent, else the buyer's first) or the
    /// option named, and keeps what it answered. The first call, as the review opens, sends no option; a change of
    /// address sends the option chosen before it. The network call is made outside any store transaction.
    func shipping(token: String, session: String, addressId: String? = nil, optionId: String? = nil) async throws -> (HermesResource, BuyerAccount) {
        let (resource, buyer) = try await hermes(token: token, session: session)
        guard var shipping = resource.shipping, let purchase = resource.amount else {
            throw RESTError.unprocessable("SHIPPING_NOT_OFFERED", "This checkout has no shipping callback.")
        }
        guard let address = buyer.addresses.first(where: { $0.id == (addressId ?? shipping.addressId) }) ?? (addressId == nil ? buyer.addresses.first : nil) else {
            throw RESTError.unprocessable("INVALID_SHIPPING_ADDRESS", "The buyer has no address \(addressId ?? "to ship to").", field: "address_id")
        }
        let chosen = try optionId.map { id in
            guard addressId == nil, let option = shipping.options.first(where: { $0.id == id }) else {
                throw RESTError.unprocessable("INVALID_SHIPPING_OPTION", "The merchant offered no option \(id) for this address.", field: "option_id")
            }
            return option
        }
        let sent = chosen ?? (shipping.addressId == nil ? nil : shipping.selectedOption)
        switch await shippingCallback.call(shipping.callbackUrl, token: token, address: address, option: sent, purchase: purchase) {
        case .updated(var options, let total):
            if let chosen, !options.contains(where: \.selected) {
                options = options.map { var option = $0; option.selected = option.id == chosen.id; return option }
            }
            (shipping.options, shipping.total, shipping.issue) = (options, total, nil)
        case .declined(let issue): shipping.issue = issue
        case .unanswered: shipping.issue = "NO_ANSWER"
        }
        shipping.addressId = address.id
        let answered = shipping
        let updated = try await store.write { db in
            guard var current = try db.document(HermesResource.self, id: token) else { throw RESTError.notFound("token", token) }
            current.shipping = answered
            try db.save(current)
            return current
        }
        return (updated, buyer)
    }
}
