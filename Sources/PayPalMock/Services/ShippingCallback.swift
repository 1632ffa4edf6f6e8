import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PayPalAPI
import PayPalVocabulary

/// PayPal's call to the merchant's shipping callback (Orders v2's server callback, which Braintree's
/// `shipping_callback_url` asks for): the buyer's redacted address, the option chosen (not on the first call) and the
/// purchase; the merchant answers the options and the new total, or refuses (422 with an issue). PayTerm waits
/// `timeout` for it, a choice of its own (Docs/braintree-facts.md, "Shipping module").
enum ShippingCallback {
    static let timeout: TimeInterval = 3

    enum Outcome: Equatable, Sendable {
        case updated(options: [HermesShipping.Option], total: Money)
        case declined(issue: String)
        case unanswered
    }

    /// The issues a merchant may refuse with: an address's, then an option's.
    static let issues: Set<String> = ["ADDRESS_ERROR", "COUNTRY_ERROR", "STATE_ERROR", "ZIP_ERROR", "METHOD_UNAVAILABLE", "STORE_UNAVAILABLE"]

    static func call(_ url: String, token: String, address: Address, option: HermesShipping.Option?, purchase: Money) async -> Outcome {
        guard let target = URL(string: url) else { return .unanswered }
        var request = URLRequest(url: target, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? WireResponse.restEncoder.encode(CallbackBody(token: token, address: address, option: option, purchase: purchase))
        guard let (data, response) = try? await NIOExchange.exchange(request), let status = (response as? HTTPURLResponse)?.statusCode else {
            return .unanswered
        }
        switch status {
        case 200: return (try? answer(data, currency: purchase.currency)) ?? .unanswered
        case 422:
            let refusal = try? JSONDecoder().decode(Refusal.self, from: data)
            guard let issue = refusal?.details?.first?.issue, issues.contains(issue) else { return .unanswered }
            return .declined(issue: issue)
        default: return .unanswered
        }
    }

    /// The merchant's 200: the options and the total, which must add up to the breakdown and use one currency.
    private static func answer(_ data: Data, currency: Currency) throws -> Outcome {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let unit = try decoder.decode(Answer.self, from: data).purchaseUnits.first
        guard let unit, unit.amount.currencyCode == currency.code else { return .unanswered }
        let total = try Money.parse(unit.amount.value, currency: currency)
        let options = try (unit.shippingOptions ?? []).map { option in
            HermesShipping.Option(
                id: option.id, label: option.label, type: option.type ?? "SHIPPING", amount: try Money.parse(option.amount.value, currency: currency),
                selected: option.selected ?? false)
        }
        guard options.filter(\.selected).count <= 1 else { return .unanswered }
        return .updated(options: options, total: total)
    }

    private struct CallbackBody: Encodable {
        struct ShippingAddress: Encodable {
            var countryCode: String
            var adminArea1: String?
            var adminArea2: String
            var postalCode: String

            /// Spelled out: the encoder's snake case would write `admin_area1`.
            enum CodingKeys: String, CodingKey {
                case countryCode, postalCode
                case adminArea1 = "admin_area_1"
                case adminArea2 = "admin_area_2"
            }
        }

        struct Amount: Encodable {
            var currencyCode: String
            var value: String
        }

        struct ShippingOption: Encodable {
            var id: String
            var amount: Amount
            var type: String
            var label: String
        }

        struct PurchaseUnit: Encodable {
            var referenceId = "default"
            var amount: Amount
        }

        var id: String
        /// Redacted, as PayPal sends it: no name, no street.
        var shippingAddress: ShippingAddress
        var shippingOption: ShippingOption?
        var purchaseUnits: [PurchaseUnit]

        init(token: String, address: Address, option: HermesShipping.Option?, purchase: Money) {
            id = token
            shippingAddress = ShippingAddress(countryCode: address.countryCode, adminArea1: address.state, adminArea2: address.city, postalCode: address.postalCode)
            shippingOption = option.map {
                ShippingOption(id: $0.id, amount: Amount(currencyCode: $0.amount.currency.code, value: $0.amount.text), type: $0.type, label: $0.label)
            }
            purchaseUnits = [PurchaseUnit(amount: Amount(currencyCode: purchase.currency.code, value: purchase.text))]
        }
    }

    private struct Answer: Decodable {
        struct Amount: Decodable {
            var currencyCode: String
            var value: String
        }

        struct Option: Decodable {
            var id: String
            var label: String
            var type: String?
            var amount: Amount
            var selected: Bool?
        }

        struct Unit: Decodable {
            var amount: Amount
            var shippingOptions: [Option]?
        }

        var purchaseUnits: [Unit]
    }

    private struct Refusal: Decodable {
        struct Detail: Decodable { var issue: String? }
        var details: [Detail]?
    }
}
