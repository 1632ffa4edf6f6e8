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

    /// The Pay Later plans PayPal's review offers for `dollars`, as if chosen at the screens' fixed moment.
    static func plans(_ dollars: String) throws -> [PayLaterPlanOffer] {
        try decoded(planViews(dollars))
    }

    /// The same plans as the backend writes them in JSON.
    static func plansJSON(_ dollars: String) -> String {
        (try? WireResponse.restEncoder.encode(planViews(dollars))).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// What the contact module offers Alex for a checkout that asks UPDATE_CONTACT_INFO with Ana's contact, as the
    /// backend writes it.
    static var contactJSON: String {
        let request = ContactRequest(preference: .updateContactInfo, email: "ana@example.com", phone: "+14155550199")
        let view = HermesView.ContactView(editable: true, choices: request.choices(buyerEmail: "alex@personal.example.com", buyerPhone: "+14085550101"))
        return (try? WireResponse.restEncoder.encode(view)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    private static func planViews(_ dollars: String) throws -> [PayLaterPlanView] {
        PayPalMock.PayLaterPlan.offered(for: try Money.parse(dollars, currency: .usd), at: EveryScreenTests.moment).map(PayLaterPlanView.init)
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
