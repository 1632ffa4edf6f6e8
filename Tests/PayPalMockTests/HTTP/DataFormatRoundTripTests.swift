import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

/// Every Adaptive Payments operation in NV and in XML, request and answer, as PayPal's SDKs send them.
@Suite struct DataFormatRoundTripTests {
    typealias R = Requests
    static let formats: [AdaptiveDataFormat] = [.nv, .xml]

    @Test(arguments: formats)
    func payAndPaymentDetails(format: AdaptiveDataFormat) async throws {
        try await TestBackend.with { backend in
            let pay = try await backend.call("Pay", R.simplePay("12.34", extra: ["memo": "One mug"]), format: format, answer: format)
            #expect(pay.status == 200)
            #expect(pay.contentType == format.contentType)
            #expect(pay["responseEnvelope.ack"] == "Success")
            #expect(pay["responseEnvelope.correlationId"] == pay.debugId)
            #expect(pay["responseEnvelope.build"] == ResponseEnvelope.build)
            #expect(pay["paymentExecStatus"] == "CREATED")
            let payKey = try #require(pay["payKey"])
            #expect(payKey.hasPrefix("AP-") && payKey.count == 20)

            let details = try await backend.call("PaymentDetails", ["payKey": payKey, "requestEnvelope": ["errorLanguage": "en_US"]], format: format, answer: format)
            #expect(details["responseEnvelope.ack"] == "Success")
            #expect(details["payKey"] == payKey)
            #expect(details["status"] == "CREATED")
            #expect(details["memo"] == "One mug")
            #expect(details["paymentInfoList.paymentInfo[0].receiver.amount"] == "12.34")
            #expect(details["paymentInfoList.paymentInfo[0].receiver.email"] == "merchant@business.example.com")
            #expect(details["paymentInfoList.paymentInfo[1].receiver.amount"] == nil)
        }
    }

    @Test(arguments: formats)
    func parallelPaymentsListTheirReceivers(format: AdaptiveDataFormat) async throws {
        try await TestBackend.with { backend in
            let receivers = [R.receiver("merchant@business.example.com", "30.00"), R.receiver("partner@business.example.com", "20.00")]
            let payKey = try #require(try await backend.call("Pay", R.pay(receivers), format: format, answer: format)["payKey"])
            let details = try await backend.call("PaymentDetails", ["payKey": payKey], format: format, answer: format)
            #expect(details["paymentInfoList.paymentInfo[0].receiver.email"] == "merchant@business.example.com")
            #expect(details["paymentInfoList.paymentInfo[1].receiver.email"] == "partner@business.example.com")
            #expect(details["paymentInfoList.paymentInfo[1].receiver.amount"] == "20.00")
            let seven = (1...7).map { R.receiver("shop\($0)@example.test", "1.00") }
            let refusal = try await backend.call("Pay", R.pay(seven), format: format, answer: format)
            #expect(refusal["error[0].errorId"] == "579007")
        }
    }

    @Test(arguments: formats)
    func preapprovalDetailsAndCancel(format: AdaptiveDataFormat) async throws {
        try await TestBackend.with { backend in
            let made = try await backend.call("Preapproval", R.preapproval(extra: ["paymentPeriod": "WEEKLY"]), format: format, answer: format)
            let key = try #require(made["preapprovalKey"])
            #expect(key.hasPrefix("PA-"))
            let pending = try await backend.call("PreapprovalDetails", ["preapprovalKey": key], format: format, answer: format)
            #expect(pending["approved"] == "false")
            #expect(pending["maxAmountPerPayment"] == "20.00")
            #expect(pending["maxNumberOfPayments"] == "3")
            #expect(pending["paymentPeriod"] == "WEEKLY")
            let canceled = try await backend.call("CancelPreapproval", ["preapprovalKey": key], format: format, answer: format)
            #expect(canceled["responseEnvelope.ack"] == "Success")
            let after = try await backend.call("PreapprovalDetails", ["preapprovalKey": key], format: format, answer: format)
            #expect(after["status"] == "CANCELED")
        }
    }

    @Test(arguments: formats)
    func executePaymentThenRefund(format: AdaptiveDataFormat) async throws {
        try await TestBackend.with { backend in
            let key = try await backend.agreedPreapproval(pin: false)
            let create = R.simplePay("5.00", action: "CREATE", extra: ["preapprovalKey": key, "senderEmail": "alex@personal.example.com"])
            let payKey = try #require(try await backend.call("Pay", create, format: format, answer: format)["payKey"])
            let executed = try await backend.call("ExecutePayment", ["payKey": payKey], format: format, answer: format)
            #expect(executed["responseEnvelope.ack"] == "Success")
            #expect(executed["paymentExecStatus"] == "COMPLETED")
            let refund = try await backend.call("Refund", ["payKey": payKey, "currencyCode": "USD"], format: format, answer: format)
            #expect(refund["currencyCode"] == "USD")
            #expect(refund["refundInfoList.refundInfo[0].refundStatus"] == "REFUNDED")
            #expect(refund["refundInfoList.refundInfo[0].refundGrossAmount"] == "5.00")
            let details = try await backend.call("PaymentDetails", ["payKey": payKey], format: format, answer: format)
            #expect(details["paymentInfoList.paymentInfo[0].transactionStatus"] == "REFUNDED")
        }
    }

    @Test func xmlAnswersArePayPalsDocuments() async throws {
        try await TestBackend.with { backend in
            let pay = try await backend.call("Pay", R.simplePay(), format: .json, answer: .xml)
            #expect(pay.text.hasPrefix("<?xml version='1.0' encoding='UTF-8'?><ns2:PayResponse xmlns:ns2=\"http://svcs.paypal.com/types/ap\"><responseEnvelope><timestamp>"))
            #expect(pay.root.name == "ns2:PayResponse")
            #expect(pay.root.namespace == "http://svcs.paypal.com/types/ap")
            let refusal = try await backend.call("Pay", [:], format: .json, answer: .xml)
            #expect(refusal.root.name == "ns3:FaultMessage")
            #expect(refusal.root.namespace == "http://svcs.paypal.com/types/common")
            #expect(refusal["error[0].parameter[0]"] == "actionType")
        }
    }

    /// In PayPal's order, as in the developer guide (p. 100) and PayPal's answers (paypal/adaptivepayments-sdk-php#62).
    @Test func nvAnswersAreFormEncodedWithNamesAsTheyAre() async throws {
        try await TestBackend.with { backend in
            let pay = try await backend.call("Pay", R.simplePay(), format: .json, answer: .nv)
            #expect(pay.text.hasPrefix("responseEnvelope.timestamp=20"))
            #expect(pay.text.contains("%3A"))
            let envelope = "&responseEnvelope.ack=Success&responseEnvelope.correlationId=\(pay.debugId ?? "")&responseEnvelope.build=\(ResponseEnvelope.build)"
            #expect(pay.text.contains(envelope + "&payKey=AP-"))
            #expect(pay.text.hasSuffix("&paymentExecStatus=CREATED"))
            let refusal = try await backend.call("Pay", [:], format: .json, answer: .nv)
            #expect(refusal.text.contains("&responseEnvelope.ack=Failure&"))
            #expect(refusal.text.hasSuffix(
                "&error(0).errorId=580029&error(0).domain=PLATFORM&error(0).subdomain=Application&error(0).severity=Error"
                    + "&error(0).category=Application&error(0).message=Invalid+request%3A+actionType+is+missing&error(0).parameter(0)=actionType"))
        }
    }

    /// Each pair of formats, one way and back: a pay key made in one is found in the other.
    @Test(arguments: AdaptiveDataFormat.allCases, AdaptiveDataFormat.allCases)
    func mixedFormats(request: AdaptiveDataFormat, answer: AdaptiveDataFormat) async throws {
        try await TestBackend.with { backend in
            let pay = try await backend.call("Pay", R.simplePay("7.00"), format: request, answer: answer)
            #expect(pay.contentType == answer.contentType)
            let payKey = try #require(pay["payKey"], "\(pay)")
            let details = try await backend.call("PaymentDetails", ["payKey": payKey], format: answer, answer: request)
            #expect(details["payKey"] == payKey)
            #expect(details["paymentInfoList.paymentInfo[0].receiver.amount"] == "7.00")
        }
    }
}
