import Foundation
import Hummingbird
import PayPalVocabulary

/// PayPal's credit presentment, which PayPal's messages SDK (under Braintree's `BTPayPalMessagingView`) asks for the
/// Pay Later message under a merchant's cart and for its Learn More sheet. Both take the merchant's PayPal client id
/// (`client_id`, as Braintree's configuration hands it out), the purchase (`amount`) and the offer asked for
/// (`offer`), and answer in the language of `Accept-Language`. The message's words are PayPal's: nothing the
/// merchant sends can change them.
struct CreditPresentmentRoutes: Surface {
    init(_ parts: BackendParts) {}

    static let messagePath = "/credit-presentment/native/message"
    static let modalPath = "/credit-presentment/lander/modal"

    func register(on routes: RouteTable) {
        routes.on(.get, RouterPath(Self.messagePath), for: \.restClientId) { request, _, _ in
            let (message, words) = try Self.read(request)
            return try .rest(PayLaterMessageView(message, words))
        }
        routes.on(.get, RouterPath(Self.modalPath), for: \.restClientId) { request, _, _ in
            let (message, words) = try Self.read(request)
            return try .rest(PayLaterModalView(message, words))
        }
    }

    /// The message the query asks for, and the words to say it in.
    private static func read(_ request: Request) throws -> (PayLaterMessage, PayLaterWords) {
        let query = request.uri.queryParameters
        let offer = try query.get("offer").map { name in
            guard let offer = PayLaterOffer(rawValue: name) else {
                throw RESTError(status: 400, issue: "INVALID_PARAMETER_VALUE", description: "offer is not one of PayPal's offers.", field: "offer", location: "query")
            }
            return offer
        }
        let amount = try query.get("amount").flatMap(Self.purchase)
        return (PayLaterMessage(purchase: amount, requested: offer), PayLaterWords.speaking(request.headers[.acceptLanguage]))
    }

    /// The SDK's `amount`, dollars as its floating-point value prints them (`59.0`, `1500.5`), read as a decimal and
    /// rounded to the cent; nil for none or zero.
    private static func purchase(_ text: String) throws -> Money? {
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), value >= 0,
              value <= Decimal(Money.largest(in: .usd).minorUnits) / 100, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
        else {
            throw RESTError(status: 400, issue: "INVALID_PARAMETER_SYNTAX", description: "amount is not an amount of dollars.", field: "amount", location: "query")
        }
        let minor = PayLaterSchedule.cents(value * 100)
        return minor > 0 ? Money(minorUnits: minor, currency: .usd) : nil
    }
}
