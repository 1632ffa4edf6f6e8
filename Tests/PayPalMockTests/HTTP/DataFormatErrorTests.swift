import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

/// Every kind of refusal comes back in the response data format the client asked for, with HTTP 200 as PayPal
/// answered them, but for a body too large to read (413) and a path that is no operation (404).
@Suite struct DataFormatErrorTests {
    typealias R = Requests

    func expectFailure(_ answer: Answer, _ errorId: String, status: Int = 200, _ words: String? = nil) {
        #expect(answer.status == status, "\(answer)")
        #expect(answer.contentType == answer.format.contentType)
        #expect(answer["responseEnvelope.ack"] == "Failure", "\(answer)")
        #expect(answer["responseEnvelope.correlationId"] == answer.debugId)
        #expect(answer["error[0].errorId"] == errorId, "\(answer)")
        #expect(answer["error[0].domain"] == "PLATFORM")
        #expect(answer["error[0].severity"] == "Error")
        if let words { #expect(answer["error[0].message"]?.contains(words) == true, "\(answer)") }
        if answer.format == .xml { #expect(answer.root.name == "ns3:FaultMessage") }
    }

    @Test(arguments: AdaptiveDataFormat.allCases)
    func refusalsOfTheCaller(answer: AdaptiveDataFormat) async throws {
        try await TestBackend.with { backend in
            var forged = TestBackend.merchantHeaders
            forged["X-PAYPAL-SECURITY-SIGNATURE"] = "forged"
            expectFailure(try await backend.call("Pay", R.simplePay(), format: .nv, answer: answer, headers: forged), "520003")
            var anonymous = TestBackend.merchantHeaders
            anonymous["X-PAYPAL-APPLICATION-ID"] = nil
            expectFailure(try await backend.call("Pay", R.simplePay(), format: .xml, answer: answer, headers: anonymous), "520002")
            var soap = TestBackend.merchantHeaders
            soap[AdaptiveDataFormat.requestHeader] = "SOAP11"
            let unsupported = try await backend.http.send("POST", "/AdaptivePayments/Pay", headers: soap.merging([AdaptiveDataFormat.responseHeader: answer.rawValue]) { $1 }, json: R.simplePay())
            expectFailure(try Answer(unsupported, format: answer), "580027", "SOAP11")
        }
    }

    @Test(arguments: AdaptiveDataFormat.allCases)
    func refusalsOfTheRequest(answer: AdaptiveDataFormat) async throws {
        try await TestBackend.with { backend in
            expectFailure(try await backend.call("GetMeACoffee", [:], format: .json, answer: answer), "580001", "GetMeACoffee")
            var missing = R.simplePay()
            missing["currencyCode"] = nil
            let refusal = try await backend.call("Pay", missing, format: answer, answer: answer)
            expectFailure(refusal, "580029", "currencyCode is missing")
            #expect(refusal["error[0].parameter[0]"] == "currencyCode")
            expectFailure(try await backend.call("Pay", raw: Data("{\"actionType\":".utf8), format: .json, answer: answer), "580001", "not valid JSON")
            expectFailure(try await backend.call("Pay", raw: Data("actionType".utf8), format: .nv, answer: answer), "580001", "no `=`")
            expectFailure(try await backend.call("Pay", raw: Data("<PayRequest>".utf8), format: .xml, answer: answer), "580001", "not well-formed XML")
            expectFailure(try await backend.call("Pay", R.simplePay("1.005"), format: answer, answer: answer), "589023")
        }
    }

    @Test(arguments: AdaptiveDataFormat.allCases)
    func refusalsBeforeAnyOperation(answer: AdaptiveDataFormat) async throws {
        try await TestBackend.with(BackendConfiguration(port: 0, maxBodyBytes: 4_096)) { backend in
            let huge = R.simplePay(extra: ["memo": String(repeating: "x", count: 5_000)])
            expectFailure(try await backend.call("Pay", huge, format: .nv, answer: answer), "580001", status: 413, "larger than the server accepts")
            var headers = TestBackend.merchantHeaders
            headers[AdaptiveDataFormat.responseHeader] = answer.rawValue
            let nowhere = try await backend.http.send("POST", "/AdaptivePayments/Pay/again", headers: headers, json: R.simplePay())
            expectFailure(try Answer(nowhere, format: answer), "580001", status: 404, "is not an Adaptive Payments operation")
        }
    }

    @Test func anUnknownResponseFormatIsRefusedInJSON() async throws {
        try await TestBackend.with { backend in
            var headers = TestBackend.merchantHeaders
            headers[AdaptiveDataFormat.responseHeader] = "YAML"
            let exchange = try await backend.http.send("POST", "/AdaptivePayments/Pay", headers: headers, json: R.simplePay())
            expectFailure(try Answer(exchange, format: .json), "580027", "X-PAYPAL-RESPONSE-DATA-FORMAT YAML")
        }
    }

    @Test func formatNamesAreReadInAnyCase() async throws {
        try await TestBackend.with { backend in
            var headers = TestBackend.merchantHeaders
            headers[AdaptiveDataFormat.requestHeader] = "nv"
            headers[AdaptiveDataFormat.responseHeader] = " xml "
            let exchange = try await backend.http.send("POST", "/AdaptivePayments/Pay", headers: headers, body: Data(NVText.encode(R.simplePay()).utf8))
            #expect(try Answer(exchange, format: .xml)["paymentExecStatus"] == "CREATED")
        }
    }
}
