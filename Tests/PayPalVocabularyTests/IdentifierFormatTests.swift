import PayPalVocabulary
import Testing

@Suite struct IdentifierFormatTests {
    @Test(arguments: ["408-555-0101", "(408) 555-0101", "+1 408 555 0101", "4085550101", "1-408-555-0101", "+14085550101", " 408.555.0101"])
    func phoneNumbersAsPeopleTypeThem(_ typed: String) {
        #expect(PhoneNumber.canonical(typed) == "+14085550101")
        #expect(PhoneNumber.isPlausible(PhoneNumber.canonical(typed)))
    }

    @Test func internationalAndImplausibleNumbers() {
        #expect(PhoneNumber.canonical("+81 90-5555-0105") == "+819055550105")
        #expect(PhoneNumber.canonical("0044 20 7946 0958") == "+442079460958")
        #expect(!PhoneNumber.isPlausible(PhoneNumber.canonical("555-01")))
        #expect(!PhoneNumber.isPlausible(PhoneNumber.canonical("")))
    }

    @Test func correlationIdsLookLikePayPals() {
        let id = CorrelationId.make()
        #expect(id.count == 13 && id.allSatisfy(\.isHexDigit) && id == id.lowercased())
        #expect(CorrelationId.make() != id)
    }
}
