import Foundation
import Testing
@testable import PayPalMock

@Suite struct LoginTests {
    let now = Fixtures.start

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
        let masked = try #require(Redaction.maskedBody(body) as? [String: Any])
        let text = String(decoding: try JSONSerialization.data(withJSONObject: masked, options: [.sortedKeys]), as: UTF8.self)
        #expect(!text.contains("hunter2"))
        #expect(!text.contains("1234"))
        #expect(!text.contains("BS-1"))
        #expect(text.contains("a@x.test"))
    }

    @Test func masksXMLElements() {
        let body = "<ns2:PayRequest xmlns:ns2=\"x\"><memo>keep</memo><pin>4321</pin><sender><ns2:password type=\"t\">pw</ns2:password></sender>"
            + "<pin><![CDATA[99<99]]></pin><pinType>REQUIRED</pinType></ns2:PayRequest>"
        #expect(Redaction.maskedBody(Data(body.utf8)) as? String
            == "<ns2:PayRequest xmlns:ns2=\"x\"><memo>keep</memo><pin>****</pin><sender><ns2:password type=\"t\">****</ns2:password></sender>"
            + "<pin>****</pin><pinType>REQUIRED</pinType></ns2:PayRequest>")
    }

    @Test func masksFormValuesAndSecretHeaders() {
        #expect(Redaction.maskedBody(Data("grant_type=client_credentials&client_secret=s3cret".utf8)) as? String
            == "grant_type=client_credentials&client_secret=****")
        #expect(Redaction.maskedBody(Data("memo=two words&pin=4321&sender.password=pw&p%69n=55&receiverList.receiver(0).pin=66".utf8)) as? String
            == "memo=two words&pin=****&sender.password=****&p%69n=****&receiverList.receiver(0).pin=****")
        #expect(Redaction.isSecret(header: "X-PAYPAL-SECURITY-SIGNATURE"))
        #expect(Redaction.isSecret(header: "Authorization"))
        #expect(!Redaction.isSecret(header: "X-PAYPAL-APPLICATION-ID"))
    }
}
