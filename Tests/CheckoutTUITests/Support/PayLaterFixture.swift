import Foundation
import PayPalAPI
import PayPalVocabulary
@testable import CheckoutTUI
@testable import PayPalMock

/// Pay Later's message and Learn More sheet as the backend writes them, for screens built without a backend: the
/// backend's own views, encoded as it sends them and decoded as the front reads them.
enum PayLaterFixture {
    static func message(_ dollars: String?, offer: String? = nil, _ language: Language) throws -> PayLaterMessageAnswer {
        let message = try PayPalMock.PayLaterMessage(purchase: dollars.map { try Money.parse($0, currency: .usd) }, requested: offer.flatMap(PayLaterOffer.init))
        return try decoded(PayLaterMessageView(message, PayLaterWords.speaking(language.rawValue)))
    }

    static func learnMore(_ dollars: String?, offer: String? = nil, _ language: Language) throws -> LearnMoreAnswer {
        let message = try PayPalMock.PayLaterMessage(purchase: dollars.map { try Money.parse($0, currency: .usd) }, requested: offer.flatMap(PayLaterOffer.init))
        return try decoded(PayLaterModalView(message, PayLaterWords.speaking(language.rawValue)))
    }

    private static func decoded<Answer: Decodable>(_ view: some Encodable) throws -> Answer {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Answer.self, from: WireResponse.restEncoder.encode(view))
    }

    /// Pay Later picked and its message shown for the cart's default total, as the backend answers in the state's
    /// language.
    static func showMessage(in state: inout AppState) throws {
        let effects = state.pick(PayLaterEntry.flowName)
        let asked = state.answer("configuration", among: effects, with: .success(Optional("payterm-client-id")))
        state.answer("message", among: asked, with: .success(try message(PayLaterSettings().amount.text, state.language)))
    }
}
