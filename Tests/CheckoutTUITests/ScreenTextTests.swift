import Testing
@testable import CheckoutTUI

/// A scenario's English words as the screens show them in another language.
@Suite struct ScreenTextTests {
    @Test func theScreensOwnWordsStandForTheSameWordsInTheLanguage() {
        #expect(ScreenText.candidates("Log in with email and password", in: .deDE) == ["Log in with email and password", "Mit E-Mail und Passwort"])
        #expect(ScreenText.candidates("Payment made", in: .jaJP).count == 2, "a receipt's words, its ✓ left out")
        #expect(ScreenText.candidates("AGREE AND PAY", in: .deDE).last == LibraryStrings.german.agreeAndPay.uppercased(), "a button drawn in capitals")
    }

    @Test func anAmountInDollarsIsWrittenAsTheLanguageWritesIt() {
        let written = MoneyText.format("1234.50", currencyCode: "USD", locale: LibraryStrings.german.locale)
        #expect(written.hasPrefix("1.234,50"))
        #expect(ScreenText.candidates("Total $1,234.50", in: .deDE) == ["Total $1,234.50", "Total " + written])
        #expect(ScreenText.candidates("$59.00", in: .enUS) == ["$59.00"])
    }

    @Test func whatTheScreensDoNotTranslateIsAsWritten() {
        #expect(ScreenText.candidates("alex@personal.example.com", in: .jaJP) == ["alex@personal.example.com"])
        #expect(ScreenText.candidates("Last result: Paid: AP-", in: .deDE) == ["Last result: Paid: AP-"])
        #expect(ScreenText.candidates("with email and password", in: .deDE) == ["with email and password"], "a part of the words is not their identity")
    }

    @Test func longWordsAreLookedForByTheirFirstLineAtTheNarrowestWidth() {
        let hint = ScreenText.candidates("Click Review for total cost and funding options.", in: .deDE)
        #expect(hint.count == 2 && hint[1] == "Unter Prüfen sehen Sie", "\(hint)")
    }
}
