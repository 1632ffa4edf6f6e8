import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

/// XML bodies as the developer guide and clients write them, and hostile ones: each is read or refused with
/// 580001 in XML, and the backend keeps working.
@Suite struct XMLBodyTests {
    typealias R = Requests

    /// The guide's own Pay request (p. 71): no namespace on the request element, `xmlns=""` on some children.
    @Test func theDeveloperGuidesRequestIsRead() async throws {
        try await TestBackend.with { backend in
            let body = """
                <?xml version="1.0" encoding="UTF-8"?>
                <PayRequest>
                <requestEnvelope>
                <errorLanguage>en_US</errorLanguage> </requestEnvelope>
                <cancelUrl xmlns="">http://example.com/cancelURL.htm</cancelUrl>
                <actionType>PAY</actionType>
                <currencyCode xmlns="">USD</currencyCode>
                <receiverList xmlns="">
                <receiver>
                <amount>100</amount>
                <email>agent@business.example.com</email>
                <primary>true</primary>
                </receiver>
                <receiver>
                <amount>75</amount>
                <email>hotel@business.example.com</email>
                <primary>false</primary>
                </receiver>
                </receiverList>
                <returnUrl xmlns="">http://example.com/returnURL.htm</returnUrl>
                </PayRequest>
                """
            let pay = try await backend.call("Pay", raw: Data(body.utf8), format: .xml, answer: .xml)
            let payKey = try #require(pay["payKey"], "\(pay)")
            let details = try await backend.succeed("PaymentDetails", ["payKey": payKey])
            #expect(details["paymentInfoList.paymentInfo[0].receiver.primary"] == "true")
            #expect(details["paymentInfoList.paymentInfo[1].receiver.amount"] == "75.00")
        }
    }

    @Test func prefixesEntitiesAndCDATAAreRead() async throws {
        try await TestBackend.with { backend in
            let fields = XMLText.elements(R.simplePay())
            let body = "<ap:PayRequest xmlns:ap=\"http://svcs.paypal.com/types/ap\">\(fields)"
                + "<memo> Tom &amp; Jerry &lt;3 &#x2603; <![CDATA[<b>bold</b>]]> </memo></ap:PayRequest>"
            let payKey = try #require(try await backend.call("Pay", raw: Data(body.utf8), format: .xml, answer: .json)["payKey"])
            let details = try await backend.call("PaymentDetails", ["payKey": payKey], format: .json, answer: .xml)
            #expect(details["memo"] == "Tom & Jerry <3 ☃ <b>bold</b>")
            #expect(details.text.contains("<memo>Tom &amp; Jerry &lt;3 ☃ &lt;b&gt;bold&lt;/b&gt;</memo>"))
        }
    }

    @Test func charactersXMLCannotCarryAreReplacedInAnswers() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey(R.simplePay(extra: ["memo": "bell\u{7}null\u{0}end"]))
            let details = try await backend.call("PaymentDetails", ["payKey": payKey], format: .json, answer: .xml)
            #expect(details["memo"] == "bell\u{FFFD}null\u{FFFD}end")
        }
    }

    static let billionLaughs = """
        <?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
        <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;"><!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
        <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;"><!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
        <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">]><PayRequest><memo>&lol9;</memo></PayRequest>
        """

    static let malformed: [(body: String, words: String)] = [
        ("<PayRequest><actionType>PAY</PayRequest>", "not well-formed XML (line 1"),
        ("actionType=PAY", "not well-formed XML"),
        ("<PayRequest><actionType>PAY</actionType></PayRequest><PayRequest/>", "not well-formed XML (line 1"),
        ("<PayRequest><actionType>PAY</actionType></PayRequest>junk", "not well-formed XML"),
        ("<RefundRequest><payKey>AP-1</payKey></RefundRequest>", "the document is <RefundRequest>, where <PayRequest> is expected"),
        ("<PayRequest>pay me</PayRequest>", "<PayRequest> holds text, where fields are expected"),
        ("<PayRequest><memo>a</memo><memo>b</memo></PayRequest>", "memo: is given 2 times where one value is expected"),
        ("<PayRequest><receiverList>everyone</receiverList></PayRequest>", "receiverList: has the wrong type"),
        ("<PayRequest><receiverList><receiver><amount><value>1</value></amount></receiver></receiverList></PayRequest>",
         "receiverList.receiver[0].amount: has the wrong type"),
        ("<PayRequest>" + String(repeating: "<a>", count: 40) + String(repeating: "</a>", count: 40) + "</PayRequest>", "nested more than 32 levels deep"),
        (billionLaughs, "document type declaration"),
        ("<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><PayRequest><memo>&x;</memo></PayRequest>", "document type declaration"),
        ("<?xml version=\"1.0\" encoding=\"UTF-7\"?><PayRequest>+ADw-!DOCTYPE</PayRequest>", "declares an encoding other than UTF-8"),
        ("<PayRequest><memo>\u{0}</memo></PayRequest>", "not UTF-8 text"),
    ]

    @Test(arguments: malformed)
    func malformedBodiesAreRefusedInXML(body: String, words: String) async throws {
        try await TestBackend.with { backend in
            let answer = try await backend.call("Pay", raw: Data(body.utf8), format: .xml, answer: .xml)
            #expect(answer.status == 200)
            #expect(answer.root.name == "ns3:FaultMessage")
            #expect(answer["error[0].errorId"] == "580001", "\(answer)")
            #expect(answer["error[0].message"]?.contains(words) == true, "\(answer)")
            _ = try await backend.payKey()
        }
    }

    @Test func utf16IsRefusedAndUTF8WithADeclarationRead() async throws {
        try await TestBackend.with { backend in
            let utf16 = try #require("<PayRequest><actionType>PAY</actionType></PayRequest>".data(using: .utf16))
            #expect(try await backend.call("Pay", raw: utf16, format: .xml, answer: .xml)["error[0].message"] == "Invalid request: the body is not UTF-8 text")
            let declared = "\u{FEFF}<?xml version='1.0' encoding='utf-8'?>" + String(decoding: try AdaptiveDataFormat.xml.body(R.simplePay(), operation: "Pay"), as: UTF8.self)
            #expect(try await backend.call("Pay", raw: Data(declared.utf8), format: .xml, answer: .xml)["paymentExecStatus"] == "CREATED")
        }
    }

    @Test func anEmptyBodyHasNoFields() async throws {
        try await TestBackend.with { backend in
            let answer = try await backend.call("PaymentDetails", raw: Data(" \n".utf8), format: .xml, answer: .xml)
            #expect(answer["error[0].errorId"] == "580029")
        }
    }
}
