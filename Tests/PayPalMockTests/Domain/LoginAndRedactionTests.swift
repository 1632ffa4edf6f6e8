import Foundation
import Testing
@testable import PayPalMock

@Suite struct LoginTests {
    let now = Fixtures.start

    @Test func aSecretCheckedOnceIsKnownAfterAndAWrongOneNeverIs() {
        let stored = StoredSecret(hashing: "pass1234")
        #expect(stored.matches("pass1234"))
        #expect(stored.matches("pass1234"), "the second time, from memory")
        #expect(!stored.matches("pass12345"))
        #expect(!StoredSecret(hashing: "other").matches("pass1234"), "remembered for the hash it matched only")
    }

    @Test func aSecretChangedSinceItWasCheckedIsCheckedAgain() {
        let checked = CheckedSecret(.password("old"), against: StoredSecret(hashing: "old"))
        #expect(!checked.matches(StoredSecret(hashing: "new")))
        #expect(checked.matches(StoredSecret(hashing: "old")), "the same secret under a new salt")
    }

    @Test func locksAfterThreeFailuresUntilTheLockoutEnds() {
        var alex = Fixtures.alex
        #expect(alex.logIn(with: .password("wrong"), at: now).refusal == .invalidCredentials(attemptsLeft: 2))
        #expect(alex.logIn(with: .pin("0000"), at: now).refusal == .invalidCredentials(attemptsLeft: 1))
        let until = now.addingTimeInterval(LoginPolicy.lockout)
        #expect(alex.logIn(with: .password("wrong"), at: now).refusal == .locked(until: until))
        #expect(alex.logIn(with: .password(Personas.password), at: now).refusal == .locked(until: until))
        #expect(alex.logIn(with: .password(Personas.password), at: until).refusal == nil)
    }

    @Test func phoneLoginNeedsAPIN() {
        var noor = Personas.buyers[1].account
        #expect(noor.logIn(with: .pin("1234"), at: now).refusal == .noPin)
        var alex = Fixtures.alex
        #expect(alex.logIn(with: .pin("1234"), at: now).refusal == nil)
    }

    @Test func aPINIsFourToEightDigits() {
        #expect(PINRule.isValid("1234"))
        #expect(PINRule.isValid("12345678"))
        #expect(!PINRule.isValid("123"))
        #expect(!PINRule.isValid("123456789"))
        #expect(!PINRule.isValid("12a4"))
    }
}

@Suite struct RedactionTests {
    @Test func masksSecretsAtAnyDepth() throws {
        let body = Data(#"{"email":"a@x.test","password":"hunter2","inner":{"pin":"1234","list":[{"session_token":"BS-1"}]}}"#.utf8)
        let text = try #require(Redaction.maskedBody(body))
        #expect(text == #"{"email":"a@x.test","password":"****","inner":{"pin":"****","list":[{"session_token":"****"}]}}"#)
        #expect(!text.contains("hunter2"))
        #expect(!text.contains("1234"))
        #expect(!text.contains("BS-1"))
        #expect(text.contains("a@x.test"))
    }

    @Test func aSecretMembersWholeValueIsMaskedWhateverItsShapeOrSpelling() throws {
        let body = #"{ "p\u0069n" : {"nested": [1, 2]}, "Password": 12.5e3, "keep": [true, false, null, -0.5, "a\"b"],"#
            + #" "list": [{"access_token": null}] }"#
        #expect(Redaction.maskedBody(Data(body.utf8))
            == #"{"p\u0069n":"****","Password":"****","keep":[true,false,null,-0.5,"a\"b"],"list":[{"access_token":"****"}]}"#)
    }

    @Test func jsonCutShortOrTooDeepIsMaskedAsText() throws {
        #expect(maskedText(#"{"email":"a@x.test","password":"hunter2""#) == #"{"email":"a@x.test","password":"****""#)
        let deep = String(repeating: "[", count: JSONMasking.maxDepth + 1) + #"{"pin":"1234"}"#
            + String(repeating: "]", count: JSONMasking.maxDepth + 1)
        #expect(maskedText(deep)?.contains("1234") == false)
        #expect(Redaction.maskedBody(Data("01".utf8)) == #""01""#, "a number with a leading zero is no JSON, so it is kept as text")
    }

    /// The journal's text of a body that is not JSON: a JSON string.
    private func maskedText(_ body: String) -> String? {
        Redaction.maskedBody(Data(body.utf8)).flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed) as? String }
    }

    /// A URL is no secret: a return URL stays whole, and only the secrets of its query are masked, as the OAuth code
    /// Braintree's connect page sends the merchant back with; a JSON `code` is an error's and stays (issue 38, item 5).
    @Test func aURLStaysAndOnlyTheSecretsOfItsQueryAreMasked() {
        let back = #"{"redirect_url":"https://demo.payterm.test/braintree-payments/braintreeAppSwitchPayPal/success?token=EC-1&PayerID=P1"}"#
        #expect(Redaction.maskedBody(Data(back.utf8)) == back)
        #expect(Redaction.maskedBody(Data(#"{"redirect_url": "https://partner.example/cb?code=c0de&merchantId=m&state=s", "code": "81502"}"#.utf8))
            == #"{"redirect_url":"https://partner.example/cb?code=****&merchantId=m&state=s","code":"81502"}"#)
        #expect(Redaction.maskedBody(Data(#"{"return":"https://x.test/back?pin=1234"}"#.utf8)) == #"{"return":"https://x.test/back?pin=****"}"#)
    }

    /// A secret element's text and attributes are masked (`<pin value="…"/>` holds its PIN in one).
    @Test func masksXMLElements() {
        let body = "<ns2:PayRequest xmlns:ns2=\"x\"><memo>keep</memo><pin>4321</pin><sender><ns2:password type=\"t\">pw</ns2:password></sender>"
            + "<pin><![CDATA[99<99]]></pin><pinType>REQUIRED</pinType></ns2:PayRequest>"
        #expect(maskedText(body)
            == "<ns2:PayRequest xmlns:ns2=\"x\"><memo>keep</memo><pin>****</pin><sender><ns2:password type=\"****\">****</ns2:password></sender>"
            + "<pin>****</pin><pinType>REQUIRED</pinType></ns2:PayRequest>")
    }

    @Test func masksFormValuesAndSecretHeaders() {
        #expect(maskedText("grant_type=client_credentials&client_secret=s3cret")
            == "grant_type=client_credentials&client_secret=****")
        #expect(maskedText("memo=two words&pin=4321&sender.password=pw&p%69n=55&receiverList.receiver(0).pin=66")
            == "memo=two words&pin=****&sender.password=****&p%69n=****&receiverList.receiver(0).pin=****")
        #expect(Redaction.isSecret(header: "X-PAYPAL-SECURITY-SIGNATURE"))
        #expect(Redaction.isSecret(header: "Authorization"))
        #expect(!Redaction.isSecret(header: "X-PAYPAL-APPLICATION-ID"))
    }
}

private extension BuyerAccount {
    mutating func logIn(with secret: LoginSecret, at now: Date) -> Result<Void, LoginRefusal> {
        logIn(to: .paypal, with: CheckedSecret(secret, against: stored(for: secret) ?? LoginCounter.decoy), at: now)
    }
}
