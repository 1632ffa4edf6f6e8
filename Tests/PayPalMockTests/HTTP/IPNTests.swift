import Foundation
import Testing
@testable import PayPalMock

/// Instant Payment Notification for Adaptive Payments: what the MPL guide's `ipnUrl` receives.
@Suite struct IPNTests {
    /// What the merchant's server does with an IPN message: posts it back, unchanged, after `cmd=_notify-validate`.
    func validate(_ backend: TestBackend, _ message: String) async throws -> String {
        let answer = try await backend.http.send(
            "POST", "/cgi-bin/webscr", headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: Data("cmd=_notify-validate&\(message)".utf8))
        #expect(answer.headers["content-type"] == "text/plain")
        return String(decoding: answer.body, as: UTF8.self)
    }

    @Test func aCompletedPaymentNotifiesItsIPNURLWithAMessageThatVerifies() async throws {
        try await WebhookReceiver.with { receiver in try await TestBackend.with(.calling(receiver.url)) { backend in
            let payKey = try await backend.payKey(Requests.simplePay("10.00", extra: [
                "ipnNotificationUrl": receiver.url.absoluteString, "trackingId": "ipn-track-1", "memo": "Two mugs & a towel",
            ]))
            let (approved, _) = try await backend.approve(payKey, token: try await backend.login("alex@personal.example.com"), source: "FS-ALEX-BALANCE")
            #expect(approved == 200)
            let message = try #require(try await receiver.waitFor(1).first)
            #expect(message.headers["content-type"]?.hasPrefix("application/x-www-form-urlencoded") == true)
            let fields = IPNFields.self
            #expect(fields.value(of: "transaction_type", in: message.body) == "Adaptive Payment PAY")
            #expect(fields.value(of: "pay_key", in: message.body) == payKey)
            #expect(fields.value(of: "status", in: message.body) == "COMPLETED")
            #expect(fields.value(of: "sender_email", in: message.body) == "alex@personal.example.com")
            #expect(fields.value(of: "memo", in: message.body) == "Two mugs & a towel")
            #expect(fields.value(of: "transaction[0].amount", in: message.body) == "USD 10.00")
            #expect(fields.value(of: "transaction[0].status", in: message.body) == "Completed")
            #expect(message.body.contains("transaction%5B0%5D.receiver=merchant%40business.example.com"))

            #expect(try await validate(backend, message.body) == "VERIFIED")
            let altered = message.body.replacingOccurrences(of: "USD+10.00", with: "USD+1000.00")
            #expect(altered != message.body)
            #expect(try await validate(backend, altered) == "INVALID")
            #expect(try await validate(backend, "verify_sign=nothing") == "INVALID")
        } }
    }

    @Test func aPreapprovalNotifiesWhenAgreedToAndWhenCanceled() async throws {
        try await WebhookReceiver.with { receiver in try await TestBackend.with(.calling(receiver.url)) { backend in
            let key: String = try #require(try await backend.succeed(
                "Preapproval", Requests.preapproval(extra: ["ipnNotificationUrl": receiver.url.absoluteString]))["preapprovalKey"])
            let token = try await backend.login("alex@personal.example.com")
            _ = try await backend.buyer("POST", "preapprovals/\(key)/agree", token: token, json: [:])
            let agreed = try #require(try await receiver.waitFor(1).first)
            #expect(IPNFields.value(of: "transaction_type", in: agreed.body) == "Adaptive Payment PREAPPROVAL")
            #expect(IPNFields.value(of: "preapproval_key", in: agreed.body) == key)
            #expect(IPNFields.value(of: "approved", in: agreed.body) == "true")
            #expect(IPNFields.value(of: "max_total_amount_of_all_payments", in: agreed.body) == "50.00")
            _ = try await backend.succeed("CancelPreapproval", ["preapprovalKey": key])
            let canceled = try await receiver.waitFor(2)[1]
            #expect(IPNFields.value(of: "status", in: canceled.body) == "CANCELED")
            #expect(try await validate(backend, canceled.body) == "VERIFIED")
        } }
    }
}
