import Foundation
import PayPalAPI
import Testing
@testable import PayPalMock

/// PayPal's credit presentment as the messages SDK calls it: the message for a cart, its Learn More sheet, in the
/// buyer's language, for the merchant's client id only, and in PayPal's words whatever the merchant sends.
@Suite struct CreditPresentmentTests {
    func request(_ amount: String?, offer: String? = nil, language: String = "en_US", clientId: String = Credentials.defaults.clientId)
        -> PayPalMessagesClient.Request
    {
        PayPalMessagesClient.Request(clientId: clientId, amount: amount, offer: offer, pageType: "cart", language: language)
    }

    @Test func theMessageFollowsTheCartAndItsOffer() async throws {
        try await TestBackend.with { backend in
            let messages = PayPalMessagesClient(transport: backend.http)
            let payIn4 = try await messages.message(request("59.0"))
            #expect(payIn4.meta.offerType == "PAY_LATER_SHORT_TERM" && payIn4.meta.creditProductGroup == "PAY_LATER")
            #expect(payIn4.content.default.main == "Pay in 4 interest-free payments of $14.75 with %paypal_logo%.")
            #expect(payIn4.content.default.mainAlternative == "Pay in 4 interest-free payments of $14.75 with PayPal.")
            #expect(payIn4.content.default.disclaimer == "Learn more")
            #expect(payIn4.content.generic.main == "Buy now, pay later with %paypal_logo%.")
            let monthly = try await messages.message(request("2000.0"))
            #expect(monthly.content.default.main == "As low as $92.28/mo with %paypal_logo%.")
            let outside = try await messages.message(request("20.0", offer: "PAY_LATER_LONG_TERM"))
            #expect(outside.content.default.main == "Pay monthly for purchases of $49+ with %paypal_logo%.")
            let none = try await messages.message(request(nil))
            #expect(none.meta.offerType == "GENERIC")
        }
    }

    @Test func theWordsAreInTheBuyersLanguage() async throws {
        try await TestBackend.with { backend in
            let messages = PayPalMessagesClient(transport: backend.http)
            let german = try await messages.message(request("100.0", language: "de_DE"))
            #expect(german.content.default.main == "Bezahlen Sie in 4 zinsfreien Raten von je 25,00\u{00A0}$ mit %paypal_logo%.")
            #expect(german.content.default.disclaimer == "Mehr erfahren")
            let japanese = try await messages.learnMore(request("100.0", language: "ja_JP"))
            #expect(japanese.headline == "4回の無利息払い")
            #expect(japanese.rows.map(\.label) == ["本日", "2週間後", "4週間後", "6週間後"])
        }
    }

    @Test func learnMoreShowsTheScheduleOrTheTermsAndCreditsApplication() async throws {
        try await TestBackend.with { backend in
            let messages = PayPalMessagesClient(transport: backend.http)
            let payIn4 = try await messages.learnMore(request("100.01"))
            #expect(payIn4.rows.map(\.value) == ["$25.01", "$25.00", "$25.00", "$25.00"])
            #expect(payIn4.apply == nil)
            let monthly = try await messages.learnMore(request("600.0", offer: "PAY_LATER_LONG_TERM"))
            #expect(monthly.rows.map(\.label) == ["3 months", "6 months", "12 months", "24 months"])
            #expect(monthly.rows[2].value == "$52.75/mo")
            #expect(monthly.rows[2].detail == "9.99% APR · $32.97 interest · $632.97 total")
            let credit = try await messages.learnMore(request("300.0", offer: "PAYPAL_CREDIT_NO_INTEREST"))
            #expect(credit.apply == "Apply now")
        }
    }

    @Test func nothingTheMerchantSendsChangesTheWords() async throws {
        try await TestBackend.with { backend in
            let path = "/credit-presentment/native/message?client_id=\(Credentials.defaults.clientId)&amount=59.0&main=Free%20money&text=Free%20money"
            let answer = try await backend.http.send("GET", path, headers: ["Accept-Language": "en_US"])
            #expect(answer.status == 200)
            #expect(!String(decoding: answer.body, as: UTF8.self).contains("Free money"))
        }
    }

    @Test func anotherClientIdABadAmountOrAnUnknownOfferAreRefused() async throws {
        try await TestBackend.with { backend in
            let messages = PayPalMessagesClient(transport: backend.http)
            for (bad, issue) in [
                (request("59.0", clientId: "someone-else"), "INVALID_CLIENT_ID"), (request("-5"), "INVALID_PARAMETER_SYNTAX"),
                (request("1e5"), "INVALID_PARAMETER_SYNTAX"), (request("59.0", offer: "FREE_MONEY"), "INVALID_PARAMETER_VALUE"),
                (request(String(repeating: "9", count: 40)), "INVALID_PARAMETER_SYNTAX"),
            ] {
                do throws(PayPalAPIError) {
                    _ = try await messages.message(bad)
                    Issue.record("\(bad) was answered")
                } catch {
                    #expect(error.code == issue, "\(bad): \(error)")
                }
            }
            let missing = try await backend.http.send("GET", "/credit-presentment/lander/modal?amount=59.0")
            #expect(missing.status == 401)
        }
    }

    @Test func aWorkspaceAnswersItsOwnClientIdAndNotAnothers() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let ben = try await ClassroomTests.workspace("ben", on: backend)
            let messages = PayPalMessagesClient(transport: ben.backend.http)
            #expect(try await messages.message(request("59.0", clientId: ben.keys.clientId)).meta.offerType == "PAY_LATER_SHORT_TERM")
            for other in [ana.keys.clientId, Credentials.defaults.clientId] {
                do throws(PayPalAPIError) {
                    _ = try await messages.message(request("59.0", clientId: other))
                    Issue.record("Ben's workspace answered the client id \(other)")
                } catch {
                    #expect(error.code == "INVALID_CLIENT_ID")
                }
            }
        }
    }

    @Test func braintreesConfigurationHandsOutThePayPalClientId() async throws {
        try await TestBackend.with { backend in
            let fingerprint = try await backend.braintreeFingerprint()
            let (status, configuration) = try await backend.braintreeClient("GET", "/configuration", authorization: "Bearer \(fingerprint)")
            #expect(status == 200)
            #expect((configuration["paypal"] as? [String: Any])?["clientId"] as? String == Credentials.defaults.clientId)
        }
    }
}
