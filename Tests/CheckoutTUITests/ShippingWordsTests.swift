import Testing
@testable import CheckoutTUI

/// PayPal's words for each issue a merchant's shipping callback may answer, in every language: one message for each,
/// and PayTerm's own for a server that did not answer.
@Suite struct ShippingWordsTests {
    static let issues = ["ADDRESS_ERROR", "COUNTRY_ERROR", "STATE_ERROR", "ZIP_ERROR", "METHOD_UNAVAILABLE", "STORE_UNAVAILABLE", "NO_ANSWER"]

    @Test(arguments: Language.allCases)
    func everyIssueHasItsOwnWords(_ language: Language) {
        let words = language.shippingStrings
        let messages = Self.issues.compactMap(words.message)
        #expect(messages.count == Self.issues.count && Set(messages).count == messages.count)
        #expect(words.message(nil) == nil, "a call that went through says nothing")
        #expect(words.message("SOMETHING_NEW") == words.noAnswer, "an issue PayPal does not know reads as no answer")
    }

    @Test func englishIsPayPalsOwn() {
        let words = Language.enUS.shippingStrings
        #expect(words.message("COUNTRY_ERROR") == "Your order can't be shipped to this country.")
        #expect(words.message("ADDRESS_ERROR") == "Your order can't be shipped to this address.")
        #expect(words.message("STORE_UNAVAILABLE") == "Part of your order isn't available at this store.")
    }
}
