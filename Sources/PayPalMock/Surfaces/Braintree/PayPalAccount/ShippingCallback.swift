import Foundation
// The shipping callback's messages, as the merchant's side codes them.
import PayPalVocabulary

/// PayPal's call to the merchant's shipping callback (Orders v2's server callback, which Braintree's
/// `shipping_callback_url` asks for): the buyer's redacted address, the option chosen (not on the first call) and the
/// purchase; the merchant answers the options and the new total, or refuses (422 with an issue). PayTerm waits
/// `timeout` for it and reads `OutboundClient.answerLimit` of its answer, choices of its own (Docs/braintree-facts.md,
/// "Shipping module").
struct ShippingCallback: Sendable {
    static let timeout: Duration = .seconds(3)

    enum Outcome: Equatable, Sendable {
        case updated(options: [HermesShipping.Option], total: Money)
        case declined(issue: String)
        case unanswered
    }

    /// The issues a merchant may refuse with: an address's, then an option's.
    static let issues: Set<String> = ["ADDRESS_ERROR", "COUNTRY_ERROR", "STATE_ERROR", "ZIP_ERROR", "METHOD_UNAVAILABLE", "STORE_UNAVAILABLE"]

    let outbound: OutboundClient

    func call(_ url: String, token: String, address: Address, option: HermesShipping.Option?, purchase: Money) async -> Outcome {
        let body = (try? Self.message(token: token, address: address, option: option, purchase: purchase).encoded()) ?? Data()
        let call = OutboundClient.Call(url: url, headers: [("Content-Type", "application/json")], body: body, wait: Self.timeout)
        // An answer longer than the limit is no answer: what was read of it is not the whole JSON.
        guard let answer = await outbound.post(call).answer, !answer.isCut else { return .unanswered }
        switch answer.status {
        case 200: return (try? Self.answer(answer.body, currency: purchase.currency)) ?? .unanswered
        case 422:
            guard let issue = (try? ShippingCallbackRefusal.decode(answer.body))?.issue, Self.issues.contains(issue) else { return .unanswered }
            return .declined(issue: issue)
        default: return .unanswered
        }
    }

    /// The merchant's 200: the options and the total, which must add up to the breakdown and use one currency.
    private static func answer(_ data: Data, currency: Currency) throws -> Outcome {
        guard let unit = try ShippingCallbackAnswer.decode(data).purchaseUnits.first, unit.amount.currencyCode == currency.code else { return .unanswered }
        let total = try Money.parse(unit.amount.value, currency: currency)
        let options = try (unit.shippingOptions ?? []).map { option in
            HermesShipping.Option(
                id: option.id, label: option.label, type: option.type ?? "SHIPPING", amount: try Money.parse(option.amount.value, currency: currency),
                selected: option.selected ?? false)
        }
        guard options.filter(\.selected).count <= 1 else { return .unanswered }
        return .updated(options: options, total: total)
    }

    /// What PayPal sends: the address redacted (no name, no street).
    private static func message(token: String, address: Address, option: HermesShipping.Option?, purchase: Money) -> ShippingCallbackCall {
        let value = { (money: Money) in ShippingCallbackCall.Value(currencyCode: money.currency.code, value: money.text) }
        return ShippingCallbackCall(
            id: token,
            shippingAddress: .init(countryCode: address.countryCode, adminArea1: address.state, adminArea2: address.city, postalCode: address.postalCode),
            shippingOption: option.map { .init(id: $0.id, label: $0.label, type: $0.type, amount: value($0.amount)) },
            purchaseUnits: [.init(amount: value(purchase))])
    }
}
