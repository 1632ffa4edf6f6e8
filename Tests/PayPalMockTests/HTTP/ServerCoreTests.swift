import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

@Suite struct ServerCoreTests {
    @Test func everyResponseIsJSONWithADebugId() async throws {
        try await TestBackend.with { backend in
            for (method, path) in [("GET", "/payterm/v1/clock"), ("GET", "/nowhere"), ("POST", "/AdaptivePayments/Pay")] {
                let exchange = try await backend.http.send(method, path, headers: TestBackend.merchantHeaders)
                #expect(exchange.headers["content-type"] == "application/json", "\(path)")
                #expect(exchange.headers["paypal-debug-id"]?.count == 13, "\(path)")
                _ = try exchange.jsonObject()
            }
        }
    }

    @Test func unknownRoutesGetAPayPalShaped404() async throws {
        try await TestBackend.with { backend in
            let exchange = try await backend.http.send("GET", "/v9/nothing/here")
            let json = JSON(try exchange.jsonObject())
            #expect(exchange.status == 404)
            #expect(json["name"] == "RESOURCE_NOT_FOUND")
            #expect(json["details[0].issue"] == "INVALID_RESOURCE_ID")
            #expect(json["debug_id"] == exchange.headers["paypal-debug-id"])
        }
    }

    @Test func unknownAdaptiveOperationsAreRefusedInTheirShape() async throws {
        try await TestBackend.with { backend in
            let (errorId, status, json) = try await backend.fail("GetMeACoffee", [:])
            #expect(errorId == "580001")
            #expect(status == 200)
            #expect((json["error[0].message"] ?? "").contains("PaymentDetails"))
        }
    }

    @Test func malformedJSONIsRefusedInTheAdaptiveShapeWithHTTP200() async throws {
        try await TestBackend.with { backend in
            let exchange = try await backend.http.send(
                "POST", "/AdaptivePayments/Pay", headers: TestBackend.merchantHeaders, body: Data("{\"actionType\":".utf8))
            let json = JSON(try exchange.jsonObject())
            #expect(exchange.status == 200)
            #expect(json["responseEnvelope.ack"] == "Failure")
            #expect(json["responseEnvelope.correlationId"] == exchange.headers["paypal-debug-id"])
            #expect(json["error[0].errorId"] == "580001")
            #expect(json["error[0].message"] == "Invalid request: the body is not valid JSON")
        }
    }

    @Test func wrongTypesNameTheField() async throws {
        try await TestBackend.with { backend in
            var body = Requests.simplePay()
            body["receiverList"] = ["receiver": [["email": "merchant@business.example.com", "amount": ["value": "1"]]]]
            let (errorId, status, json) = try await backend.fail("Pay", body)
            #expect(errorId == "580001")
            #expect(status == 200)
            #expect(json["error[0].message"] == "Invalid request: receiverList.receiver[0].amount: has the wrong type (expected a string)")
        }
    }

    @Test func missingFieldsAreRefusedWithHTTP200() async throws {
        try await TestBackend.with { backend in
            var body = Requests.simplePay()
            body["currencyCode"] = nil
            let (errorId, status, json) = try await backend.fail("Pay", body)
            #expect(errorId == "580029")
            #expect(status == 200)
            #expect(json["error[0].parameter[0]"] == "currencyCode")
        }
    }

    @Test func oversizedFieldsAreRefusedWithHTTP200AndOversizedBodiesA413() async throws {
        try await TestBackend.with(BackendConfiguration(port: 0, maxBodyBytes: 4_096)) { backend in
            let (errorId, status, _) = try await backend.fail("Pay", Requests.simplePay(extra: ["memo": String(repeating: "m", count: 1_001)]))
            #expect(errorId == "580001")
            #expect(status == 200)
            let huge = try await backend.http.send(
                "POST", "/AdaptivePayments/Pay", headers: TestBackend.merchantHeaders, json: ["memo": String(repeating: "x", count: 5_000)])
            #expect(huge.status == 413)
            #expect(JSON(try huge.jsonObject())["responseEnvelope.ack"] == "Failure")
            let rest = try await backend.http.send("POST", "/payterm/v1/buyer/login", json: ["email": String(repeating: "x", count: 5_000)])
            #expect(rest.status == 413)
            #expect(JSON(try rest.jsonObject())["name"] == "REQUEST_ENTITY_TOO_LARGE")
        }
    }

    @Test func wrongCredentialsAreRefusedWithTheAPIsError() async throws {
        try await TestBackend.with { backend in
            let cases: [(header: String, value: String?, errorId: String)] = [
                ("X-PAYPAL-SECURITY-SIGNATURE", "forged", "520003"),
                ("X-PAYPAL-SECURITY-PASSWORD", nil, "520003"),
                ("X-PAYPAL-APPLICATION-ID", nil, "520002"),
                ("X-PAYPAL-APPLICATION-ID", "APP-NOTREAL", "580022"),
                ("X-PAYPAL-REQUEST-DATA-FORMAT", "SOAP11", "580027"),
                ("X-PAYPAL-RESPONSE-DATA-FORMAT", "YAML", "580027"),
            ]
            for (header, value, errorId) in cases {
                var headers = TestBackend.merchantHeaders
                headers[header] = value
                let refusal = try await backend.fail("Pay", Requests.simplePay(), headers: headers)
                #expect(refusal.errorId == errorId, "\(header): \(value ?? "missing")")
            }
        }
    }

    @Test func configuredCredentialsReplaceTheDefaults() async throws {
        let credentials = Credentials(apiUsername: "shop_api1.example", apiPassword: "pw", apiSignature: "sig", applicationId: "APP-OWN")
        try await TestBackend.with(BackendConfiguration(port: 0, credentials: credentials)) { backend in
            #expect(try await backend.fail("Pay", Requests.simplePay()).errorId == "520003")
            let own = AdaptiveHeaders.merchant(username: "shop_api1.example", password: "pw", signature: "sig", applicationId: "APP-OWN")
            _ = try await backend.succeed("Pay", Requests.simplePay(), headers: own)
        }
    }

    @Test func survivesAFloodOfGarbage() async throws {
        try await TestBackend.with { backend in
            let bodies: [Data] = [Data([0xFF, 0xFE, 0x00]), Data("[]".utf8), Data("null".utf8), Data("\"text\"".utf8), Data("{\"receiverList\":{\"receiver\":[null]}}".utf8)]
            for operation in ["Pay", "Refund", "Preapproval", "PaymentDetails", "ExecutePayment", "CancelPreapproval"] {
                for body in bodies {
                    let exchange = try await backend.http.send("POST", "/AdaptivePayments/\(operation)", headers: TestBackend.merchantHeaders, body: body)
                    #expect(exchange.status == 200, "\(operation)")
                    #expect(JSON(try exchange.jsonObject())["responseEnvelope.ack"] == "Failure", "\(operation)")
                }
            }
            _ = try await backend.succeed("Pay", Requests.simplePay())
        }
    }
}
