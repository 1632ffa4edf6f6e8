import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

@Suite struct PayTests {
    typealias R = Requests

    @Test func aSimplePaymentWaitsForTheBuyer() async throws {
        try await TestBackend.with { backend in
            let pay = try await backend.succeed("Pay", R.simplePay())
            let payKey: String = try #require(pay["payKey"])
            #expect(payKey.hasPrefix("AP-") && payKey.count == 20)
            #expect(pay["paymentExecStatus"] == "CREATED")
            #expect(pay["responseEnvelope.correlationId"]?.count == 13)
            let details = try await backend.succeed("PaymentDetails", ["payKey": payKey])
            #expect(details["status"] == "CREATED")
            #expect(details["actionType"] == "PAY")
            #expect(details["feesPayer"] == "EACHRECEIVER")
            #expect(details["paymentInfoList.paymentInfo[0].receiver.amount"] == "10.00")
            #expect(details["paymentInfoList.paymentInfo[0].receiver.accountId"] == "MERCHSTRE2345")
        }
    }

    @Test func parallelPaymentsTakeTwoToSixReceivers() async throws {
        try await TestBackend.with { backend in
            let six = (1...6).map { R.receiver("shop\($0)@example.test", "5.00") }
            let payKey = try await backend.payKey(R.pay(six))
            let details = try await backend.succeed("PaymentDetails", ["payKey": payKey])
            #expect(details.count("paymentInfoList.paymentInfo") == 6)
            let seven = (1...7).map { R.receiver("shop\($0)@example.test", "5.00") }
            #expect(try await backend.fail("Pay", R.pay(seven)).errorId == "579007")
        }
    }

    @Test func chainedPaymentsFollowTheirRules() async throws {
        try await TestBackend.with { backend in
            let agent = R.receiver("agent@business.example.com", "100.00", primary: true)
            _ = try await backend.payKey(R.pay([agent, R.receiver("hotel@business.example.com", "80.00")], extra: ["feesPayer": "PRIMARYRECEIVER"]))
            _ = try await backend.payKey(R.pay([agent, R.receiver("hotel@business.example.com", "80.00")], extra: ["feesPayer": "SECONDARYONLY"]))
            let cases: [([[String: Any]], [String: Any], String)] = [
                ([agent, R.receiver("hotel@business.example.com", "100.01")], [:], "579017"),
                ([agent, R.receiver("hotel@business.example.com", "10.00", primary: true)], [:], "580001"),
                ([agent], [:], "580001"),
                ([agent] + (1...6).map { R.receiver("s\($0)@example.test", "1.00") }, [:], "579007"),
                ([agent, R.receiver("a@example.test", "1.00"), R.receiver("b@example.test", "1.00")], ["feesPayer": "SECONDARYONLY"], "580022"),
                ([R.receiver("a@example.test", "1.00"), R.receiver("b@example.test", "1.00")], ["feesPayer": "PRIMARYRECEIVER"], "580022"),
            ]
            for (receivers, extra, errorId) in cases {
                let refusal = try await backend.fail("Pay", R.pay(receivers, extra: extra))
                #expect(refusal.errorId == errorId, "\(refusal.json)")
            }
        }
    }

    @Test func receiverAndAmountRulesUsePayPalsCodes() async throws {
        try await TestBackend.with { backend in
            let cases: [([String: Any], String)] = [
                (R.pay([R.receiver("a@example.test", "1.00"), R.receiver("A@example.test", "2.00")]), "579040"),
                (R.pay([R.receiver("a@example.test", "1.005")]), "589023"),
                (R.pay([R.receiver("a@example.test", "-1.00")]), "580001"),
                (R.pay([R.receiver("a@example.test", "0")]), "580001"),
                (R.pay([["amount": "1.00"]]), "580001"),
                (R.pay([R.receiver("a@example.test", "100.5")], currency: "JPY"), "589023"),
                (R.pay([R.receiver("a@example.test", "1.00")], currency: "XYZ"), "580022"),
                (R.pay([R.receiver("a@example.test", "1.00")], action: "PAY_LATER"), "580022"),
                (R.simplePay(extra: ["feesPayer": "NOBODY"]), "580022"),
                (R.simplePay(extra: ["senderEmail": "ghost@example.test"]), "589039"),
                (R.pay([R.receiver("alex@personal.example.com", "1.00")], extra: ["senderEmail": "alex@personal.example.com"]), "579033"),
            ]
            for (body, errorId) in cases {
                let refusal = try await backend.fail("Pay", body)
                #expect(refusal.errorId == errorId, "\(refusal.json)")
                #expect(refusal.status == 200)
            }
        }
    }

    @Test func trackingIdsAreUniqueAndFindThePayment() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey(R.simplePay(extra: ["trackingId": "ORDER-1001"]))
            #expect(try await backend.fail("Pay", R.simplePay(extra: ["trackingId": "ORDER-1001"])).errorId == "579042")
            let details = try await backend.succeed("PaymentDetails", ["trackingId": "ORDER-1001"])
            #expect(details["payKey"] == payKey)
            #expect(try await backend.fail("PaymentDetails", ["trackingId": "ORDER-404"]).errorId == "579051")
            #expect(try await backend.fail("PaymentDetails", ["payKey": "AP-NOSUCHKEY000000"]).errorId == "580022")
            let missing = try await backend.fail("PaymentDetails", [:])
            #expect(missing.errorId == "580029")
            #expect(missing.status == 200)
        }
    }

    @Test func amountsAndFlagsMayComeAsJSONLiterals() async throws {
        try await TestBackend.with { backend in
            let body = R.pay([["email": "agent@business.example.com", "amount": 30, "primary": true], ["email": "hotel@business.example.com", "amount": 12.5, "primary": false]])
            let payKey = try await backend.payKey(body)
            let details = try await backend.succeed("PaymentDetails", ["payKey": payKey])
            #expect(details["paymentInfoList.paymentInfo[0].receiver.amount"] == "30.00")
            #expect(details["paymentInfoList.paymentInfo[0].receiver.primary"] == "true")
            #expect(details["paymentInfoList.paymentInfo[1].receiver.amount"] == "12.50")
        }
    }

    @Test func invoiceDataIsChecked() async throws {
        try await TestBackend.with { backend in
            func options(_ items: [[String: Any]], tax: String = "0.80", shipping: String = "1.20") -> [String: Any] {
                ["receiverOptions": [["receiver": ["email": "merchant@business.example.com"],
                                      "invoiceData": ["item": items, "totalTax": tax, "totalShipping": shipping]]]]
            }
            let good = options([["name": "Mug", "price": "6.00", "itemPrice": "3.00", "itemCount": 2], ["name": "Tea", "price": "2.00"]])
            _ = try await backend.payKey(R.simplePay(extra: good))
            let wrongLine = options([["name": "Mug", "price": "7.00", "itemPrice": "3.00", "itemCount": 2], ["name": "Tea", "price": "1.00"]])
            let lineRefusal = try await backend.fail("Pay", R.simplePay(extra: wrongLine))
            #expect(lineRefusal.errorId == "580001")
            #expect((lineRefusal.json["error[0].message"] ?? "").contains("Mug"))
            let wrongTotal = options([["name": "Mug", "price": "6.00", "itemPrice": "3.00", "itemCount": 2]])
            #expect(try await backend.fail("Pay", R.simplePay(extra: wrongTotal)).errorId == "580001")
            let tooMuchTax = options([], tax: "9.00", shipping: "2.00")
            #expect(try await backend.fail("Pay", R.simplePay(extra: tooMuchTax)).errorId == "580001")
            let stranger = ["receiverOptions": [["receiver": ["email": "someone@example.test"], "description": "x"]]]
            #expect(try await backend.fail("Pay", R.simplePay(extra: stranger)).errorId == "580001")
        }
    }

    @Test func createPaymentsNeedTheSenderOrAPreapprovalToExecute() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey(R.simplePay(action: "CREATE"))
            #expect(try await backend.fail("ExecutePayment", ["payKey": payKey]).errorId == "550001")
            let payNow = try await backend.payKey(R.simplePay())
            #expect(try await backend.fail("ExecutePayment", ["payKey": payNow]).errorId == "580022")
            #expect(try await backend.fail("ExecutePayment", ["payKey": "AP-UNKNOWN000000000"]).errorId == "580022")
        }
    }
}
