import Testing
@testable import CheckoutTUI

@Suite struct WrappingTests {
    @Test func anIdentifierWiderThanALineBreaksAtItsPunctuationNotInsideAWord() {
        let lines = wrap("demo-store.payments://app-switch:started", width: 16)
        #expect(lines == ["demo-store.", "payments://app-", "switch:started"], "\(lines)")
    }

    /// Every character but spaces survives wrapping, in order.
    func keepsEverything(_ text: String, width: Int) -> Bool {
        wrap(text, width: width).joined().filter { $0 != " " } == text.filter { $0 != " " }
    }

    @Test(arguments: [10, 20, 36])
    func wrapsJapaneseBetweenCharactersWithoutLosingAny(_ width: Int) {
        let text = LibraryStrings.japanese.agreementText("PayTerm Demo Store", "PayPal残高")
        let lines = wrap(text, width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(keepsEverything(text, width: width))
        #expect(lines.count > 1)
    }

    @Test func aLineNeverStartsWithAClosingMarkOrASmallKana() {
        for text in ["ログイン情報が正しくありません。あと2回失敗するとアカウントがロックされます。", "もう一度同意するか、キャンセルしてください。ショッピング"] {
            for width in 6...30 {
                for line in wrap(text, width: width).dropFirst() {
                    #expect(!"、。」ャッョ".contains(line.first!), "width \(width): \(line)")
                }
                #expect(keepsEverything(text, width: width))
            }
        }
    }

    @Test func aNumberKeepsItsCounter() {
        let text = "本日$14.75、以降2週間ごとに$14.75を3回"
        for width in 8...30 {
            let lines = wrap(text, width: width)
            #expect(!lines.contains { $0.hasSuffix("3") || $0.hasSuffix("2") }, "width \(width): \(lines)")
            #expect(keepsEverything(text, width: width))
        }
    }

    @Test func breaksAtSpacesAndSplitsOnlyWordsWiderThanALine() {
        #expect(wrap("Click Review for total cost and funding options.", width: 20) == ["Click Review for", "total cost and", "funding options."])
        #expect(wrap("alexandra.rivera@personal.example.com", width: 16) == ["alexandra.rivera", "@personal.", "example.com"])
        #expect(wrap("POST /v2/checkout/orders/5O190127TN364715T/capture", width: 30) == ["POST", "/v2/checkout/orders/", "5O190127TN364715T/capture"])
        #expect(wrap("supercalifragilisticexpialidocious", width: 10) == ["supercalif", "ragilistic", "expialidoc", "ious"])
        #expect(keepsEverything("Rechnungsübersicht Zahlungsquelle Vorabgenehmigung", width: 9))
    }

    @Test func keepsLineBreaksAndBlankLines() {
        #expect(wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
    }
}

/// Sentences joined as each language writes them.
@Suite struct SentencesTests {
    @Test func japaneseSentencesFollowAFullStopWithNoSpace() {
        #expect(Sentences.joined("ご寄付ありがとうございます。", "ストアに戻ります…") == "ご寄付ありがとうございます。ストアに戻ります…")
        #expect(Sentences.joined("Thanks for your donation.", "Returning to the store…") == "Thanks for your donation. Returning to the store…")
        #expect(Sentences.joined("", "Returning") == "Returning")
    }

    @Test func anotherPartysMessageEndsItsSentenceBeforeTheNext() {
        #expect(Sentences.closed("Do Not Honor") + " Nothing was charged." == "Do Not Honor. Nothing was charged.")
        #expect(Sentences.closed("HTTP 500 ") == "HTTP 500.")
        #expect(Sentences.closed("Declined.") == "Declined.")
    }

    @Test func aTitleKeepsEachPhraseWholeOnALine() {
        let title = ["PayTerm — PayTerm Demo Store", "PayPal's clock +30 d"]
        #expect(MerchantView.phrases(title, width: 40) == ["PayTerm — PayTerm Demo Store", "PayPal's clock +30 d"])
        #expect(MerchantView.phrases(title, width: 60) == ["PayTerm — PayTerm Demo Store · PayPal's clock +30 d"])
    }
}
