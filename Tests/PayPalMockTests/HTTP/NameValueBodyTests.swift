import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

/// NV bodies as clients really write them, and as they should not: each odd one is read as PHP's and Java's
/// SDKs write it, or refused with 580001 in NV, and the backend keeps working.
@Suite struct NameValueBodyTests {
    typealias R = Requests

    /// The memo a Pay in NV with `memo` (already encoded) ends up with, read back in JSON.
    func memo(_ backend: TestBackend, encoded memo: String) async throws -> String? {
        let body = NVText.encode(R.simplePay()) + "&memo=" + memo
        let pay = try await backend.call("Pay", raw: Data(body.utf8), format: .nv, answer: .json)
        let payKey = try #require(pay["payKey"], "\(pay)")
        return try await backend.succeed("PaymentDetails", ["payKey": payKey])["memo"]
    }

    @Test(arguments: [
        ("1%2B1+is+2", "1+1 is 2"), ("Caf%C3%A9+%E2%98%95+%E6%97%A5%E6%9C%AC", "Café ☕ 日本"), ("Caf\u{E9} \u{2615} as typed", "Café ☕ as typed"),
        ("a%3Db%26c%3Dd", "a=b&c=d"),
    ])
    func percentEncodingPlusAndUnicodeAreDecoded(encoded: String, memo: String) async throws {
        try await TestBackend.with { backend in
            let decoded = try await self.memo(backend, encoded: encoded)
            #expect(decoded == memo)
        }
    }

    @Test func anEmptyValueIsNoValue() async throws {
        try await TestBackend.with { backend in
            let decoded = try await memo(backend, encoded: "")
            #expect(decoded == nil)
        }
    }

    @Test func answersEncodeWhatTheyCarry() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey(R.simplePay(extra: ["memo": "1+1 = 2 & Café"]))
            let details = try await backend.call("PaymentDetails", ["payKey": payKey], format: .nv, answer: .nv)
            #expect(details.text.contains("&memo=1%2B1+%3D+2+%26+Caf%C3%A9&"))
            #expect(details["memo"] == "1+1 = 2 & Café")
        }
    }

    @Test func encodedNamesTrailingAmpersandsAndOrderDoNotMatter() async throws {
        try await TestBackend.with { backend in
            let body = "returnUrl=https%3A%2F%2Fm.example%2Fok&receiverList.receiver%280%29.amount=3.00&&currencyCode=USD&"
                + "receiverList.receiver(0).email=merchant%40business.example.com&actionType=PAY&cancelUrl=https://m.example/no&"
            let pay = try await backend.call("Pay", raw: Data(body.utf8), format: .nv, answer: .nv)
            #expect(pay["paymentExecStatus"] == "CREATED", "\(pay)")
        }
    }

    @Test func receiversAreAListWithOrWithoutAnIndex() async throws {
        try await TestBackend.with { backend in
            let body = "actionType=PAY&currencyCode=USD&returnUrl=https://m.example/ok&cancelUrl=https://m.example/no"
                + "&receiverList.receiver.email=merchant@business.example.com&receiverList.receiver.amount=4.00"
            let payKey = try #require(try await backend.call("Pay", raw: Data(body.utf8), format: .nv, answer: .json)["payKey"])
            #expect(try await backend.succeed("PaymentDetails", ["payKey": payKey])["paymentInfoList.paymentInfo[0].receiver.amount"] == "4.00")
        }
    }

    static let malformed: [(body: String, words: String)] = [
        ("actionType=PAY&actionType=CREATE", "actionType: is given more than once"),
        ("memo=a&%6Demo=b", "memo: is given more than once"),
        ("actionType", "actionType: has no `=`"),
        ("memo=100%", "memo: the value is not valid percent-encoding"),
        ("memo=%ZZ", "memo: the value is not valid percent-encoding"),
        ("memo=%E9t%E9", "memo: the value is not valid percent-encoding"),
        ("me%mo=1", "me%mo: the name is not valid percent-encoding"),
        ("=PAY", "is not a field name"),
        ("receiverList..receiver=1", "receiverList..receiver: is not a field name"),
        ("receiverList.receiver(x).email=a", "is not a field name"),
        ("receiverList.receiver(-1).email=a", "is not a field name"),
        ("receiverList.receiver(99999999999999999999999).email=a", "is not a field name"),
        ("receiver list=1", "is not a field name"),
        ("receiverList.receiver(0).email=a&receiverList.receiver(2).email=b", "receiverList.receiver: has the indexes 0, 2"),
        ("receiverList.receiver(1).email=a", "has the indexes 1; they must run 0, 1, 2"),
        ("receiverList.receiver(0).email=a&receiverList.receiver.email=b", "receiverList.receiver: is given both with and without an index"),
        ("memo=a&memo.text=b", "memo: is given both as a value and as a group of fields"),
        ("receiverList=everyone", "receiverList: has the wrong type"),
        ("receiverList.receiver(0).amount.value=1", "receiverList.receiver[0].amount: has the wrong type"),
        (Array(repeating: "a", count: 40).joined(separator: ".") + "=1", "is nested more than 32 levels deep"),
    ]

    @Test(arguments: malformed)
    func malformedBodiesAreRefusedInNV(body: String, words: String) async throws {
        try await TestBackend.with { backend in
            let answer = try await backend.call("Pay", raw: Data(body.utf8), format: .nv, answer: .nv)
            #expect(answer.status == 200)
            #expect(answer["responseEnvelope.ack"] == "Failure")
            #expect(answer["error[0].errorId"] == "580001", "\(answer)")
            #expect(answer["error[0].message"]?.contains(words) == true, "\(answer)")
            _ = try await backend.payKey()
        }
    }

    @Test func bytesThatAreNotUTF8AreRefused() async throws {
        try await TestBackend.with { backend in
            let answer = try await backend.call("Pay", raw: Data([0x6D, 0x65, 0x6D, 0x6F, 0x3D, 0xE9, 0xFF]), format: .nv, answer: .nv)
            #expect(answer["error[0].message"] == "Invalid request: the body is not UTF-8 text")
        }
    }
}
