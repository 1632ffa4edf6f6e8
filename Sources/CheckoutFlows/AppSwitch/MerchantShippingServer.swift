import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PayPalAPI
import PayPalVocabulary
import Synchronization

/// The demo store's shipping callback (`shippingCallbackURL`), on its server: PayPal calls it as the buyer's review
/// opens and as they pick another address or option. It offers two options and answers the total with the one
/// chosen; or, as the tester sets it up, it refuses to ship to the US, or answers later than PayPal waits. What it
/// heard and answered waits here, by checkout, until App Switch takes it with PayPal's answer to the buyer, so the
/// event pane shows the buyer's call before what it caused.
public final class MerchantShippingServer: Sendable {
    /// How the server answers, named by the last part of the callback's path.
    public enum Behaviour: String, Codable, Sendable, CaseIterable {
        case ships
        case refusesUS = "refuses-us"
        case slow
    }

    /// A callback as the event pane tells it.
    public struct Exchange: Sendable, Equatable {
        public var heard: String
        public var answered: String

        public init(heard: String, answered: String) {
            self.heard = heard
            self.answered = answered
        }
    }

    /// Where the server takes callbacks: `<its address>/shipping/<behaviour>`.
    public static let path = "/shipping"
    /// How long the slow server takes: longer than PayPal waits.
    static let slowAnswer: Duration = .seconds(5)
    static let options: [(id: String, label: String, cents: Int64)] = [("1", "Free Shipping", 0), ("2", "USPS Priority", 700)]

    private let heard = Mutex<[String: [Exchange]]>([:])

    public init() {}

    /// What the server heard and answered for checkout `token` since last asked.
    public func take(_ token: String) -> [Exchange] {
        heard.withLock { $0.removeValue(forKey: token) ?? [] }
    }

    /// Answers PayPal's callback to `path` (`/shipping/<behaviour>`): 200 with the options and the total, or 422 with
    /// PayPal's issue; 400 for what is not a callback.
    public func answer(path: String, body: Data) async -> (status: Int, body: Data) {
        guard let behaviour = Behaviour(rawValue: String(path.split(separator: "/").last ?? "")),
              let call = try? ShippingCallbackCall.decode(body), let unit = call.purchaseUnits.first,
              let currency = Currency(code: unit.amount.currencyCode), let items = try? Money.parse(unit.amount.value, currency: currency)
        else { return (400, Data()) }
        let heard = "← shipping callback: \(Self.place(call.shippingAddress)) · " + (call.shippingOption.map { "option \($0.id) \($0.label)" } ?? "no option yet")
        let (status, answer, said): (Int, Data?, String)
        if behaviour == .refusesUS, call.shippingAddress.countryCode == "US" {
            (status, answer, said) = (422, try? ShippingCallbackRefusal(issue: "COUNTRY_ERROR").encoded(), "COUNTRY_ERROR (the store does not ship to the US)")
        } else {
            let offer = Self.offer(call, items: items)
            (status, answer, said) = (200, try? offer.answer.encoded(), offer.said)
        }
        let answered = "→ \(status)" + (behaviour == .slow ? " after \(Self.slowAnswer.components.seconds) s" : "") + ": " + said
        self.heard.withLock { $0[call.id, default: []].append(Exchange(heard: heard, answered: answered)) }
        if behaviour == .slow { try? await Task.sleep(for: Self.slowAnswer) }
        return (status, answer ?? Data())
    }

    /// The server answering a backend in this process directly, as it answers on its port (the merchant listener
    /// routes demo mode's calls to `answer` with its IPN and webhook endpoints).
    public func exchange(_ request: URLRequest) async throws -> (Data, URLResponse) {
        guard let url = request.url else { throw URLError(.badURL) }
        let (status, body) = await answer(path: url.path, body: request.httpBody ?? Data())
        guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"]) else {
            throw URLError(.badServerResponse)
        }
        return (body, response)
    }

    /// The options with the one PayPal sent chosen (the first on the first call), the total with it, and the event
    /// pane's words for them.
    private static func offer(_ call: ShippingCallbackCall, items: Money) -> (answer: ShippingCallbackAnswer, said: String) {
        let chosen = options.first { $0.id == call.shippingOption?.id } ?? options[0]
        let money = { (cents: Int64) in Money(minorUnits: cents, currency: items.currency) }
        let value = { (amount: Money) in ShippingCallbackCall.Value(currencyCode: amount.currency.code, value: amount.text) }
        let total = items + money(chosen.cents)
        let unit = ShippingCallbackAnswer.PurchaseUnit(
            amount: .init(value(total), breakdown: .init(itemTotal: value(items), shipping: value(money(chosen.cents)))),
            shippingOptions: options.map { .init(id: $0.id, label: $0.label, type: "SHIPPING", amount: value(money($0.cents)), selected: $0.id == chosen.id) })
        let said = options.map { "\($0.label) \(money($0.cents).text)" + ($0.id == chosen.id ? " ✓" : "") }.joined(separator: ", ")
            + " · total \(total.text) \(total.currency.code)"
        return (ShippingCallbackAnswer(id: call.id, purchaseUnits: [unit]), said)
    }

    /// `San Jose, CA 95131, US`.
    private static func place(_ address: ShippingCallbackCall.Address) -> String {
        [address.adminArea2, [address.adminArea1, address.postalCode].compactMap(\.self).joined(separator: " "), address.countryCode]
            .compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ", ")
    }
}
