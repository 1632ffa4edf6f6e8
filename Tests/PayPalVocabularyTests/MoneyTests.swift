import Testing
@testable import PayPalVocabulary

@Suite struct MoneyTests {
    let usd = Currency.usd
    let jpy = Currency(code: "JPY")!

    @Test func parsesDecimalTextIntoMinorUnits() throws {
        #expect(try Money.parse("10.00", currency: usd).minorUnits == 1_000)
        #expect(try Money.parse("10.5", currency: usd).minorUnits == 1_050)
        #expect(try Money.parse("7", currency: usd).minorUnits == 700)
        #expect(try Money.parse(".25", currency: usd).minorUnits == 25)
        #expect(try Money.parse("-1.50", currency: usd).minorUnits == -150)
        #expect(try Money.parse("1500", currency: jpy).minorUnits == 1_500)
    }

    @Test func refusesMoreDecimalsThanTheCurrencyHas() {
        #expect(throws: Money.ParseError.tooManyDecimals(allowed: 2)) { try Money.parse("1.005", currency: usd) }
        #expect(throws: Money.ParseError.tooManyDecimals(allowed: 0)) { try Money.parse("100.5", currency: jpy) }
    }

    @Test func judgesAmountsByValueUpToTheLargestPayPalTakes() throws {
        #expect(try Money.parse("000000000000000000000000010.00", currency: usd).minorUnits == 1_000)
        #expect(try Money.parse("999999999999999.99", currency: usd) == Money.largest(in: usd))
        #expect(try Money.parse("999999999999999", currency: jpy) == Money.largest(in: jpy))
        #expect(throws: Money.ParseError.tooLarge) { try Money.parse("1000000000000000", currency: usd) }
        #expect(throws: Money.ParseError.tooLarge) { try Money.parse("1000000000000000", currency: jpy) }
        #expect(throws: Money.ParseError.tooSmall) { try Money.parse("-1000000000000000.00", currency: usd) }
        #expect(throws: Money.ParseError.tooLarge) { try Money.parse(String(repeating: "9", count: 40), currency: usd) }
    }

    @Test(arguments: ["", "abc", "1.2.3", "1,00", "1.", "--1", "1e3", "0x10"])
    func refusesWhatIsNotANumber(_ text: String) {
        #expect(throws: Money.ParseError.notANumber) { try Money.parse(text, currency: usd) }
    }

    @Test func writesTextWithTheCurrencysDecimals() {
        #expect(Money(minorUnits: 1_005, currency: usd).text == "10.05")
        #expect(Money(minorUnits: 7, currency: usd).text == "0.07")
        #expect(Money(minorUnits: -250, currency: usd).text == "-2.50")
        #expect(Money(minorUnits: 1_500, currency: jpy).text == "1500")
    }

    @Test func sharesRoundHalfUp() {
        #expect(Money(minorUnits: 1_000, currency: usd).share(basisPoints: 290).minorUnits == 29)
        #expect(Money(minorUnits: 1_250, currency: usd).share(basisPoints: 290).minorUnits == 36)  // 36.25
        #expect(Money(minorUnits: 50, currency: usd).share(basisPoints: 1_000).minorUnits == 5)
    }

    @Test func sharesOfTheLargestAmountDoNotOverflow() {
        let largest = Money.largest(in: usd)
        #expect(largest.share(basisPoints: 11_500).minorUnits == 114_999_999_999_999_999)
        #expect(Money(minorUnits: -15, currency: usd).share(basisPoints: 1_000).minorUnits == -1)  // -1.5 rounds up to -1
        #expect(Money(minorUnits: -14, currency: usd).share(basisPoints: 1_000).minorUnits == -1)
    }

    @Test func knowsPayPalsCurrenciesOnly() {
        #expect(Currency(code: "EUR")?.exponent == 2)
        #expect(Currency(code: "HUF")?.exponent == 0)
        #expect(Currency(code: "XYZ") == nil)
    }
}
