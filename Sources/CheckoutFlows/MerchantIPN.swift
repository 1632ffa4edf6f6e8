import Foundation
import PayPalAPI

/// What the merchant's server does with an Instant Payment Notification it receives: reads its gist, and asks
/// PayPal whether the message is genuine (the `_notify-validate` postback).
public struct MerchantIPN: Sendable {
    let transport: HTTPTransport
    private let taken = DeliveriesTaken()

    public init(baseURL: URL) {
        self.init(transport: HTTPTransport(baseURL: baseURL))
    }

    /// Asks the PayPal `transport` reaches (demo mode's, in this process).
    public init(transport: HTTPTransport) {
        self.transport = transport
    }

    /// One line for the event pane: `IPN ← Adaptive Payment PAY COMPLETED AP-… · VERIFIED`.
    public func summary(of message: String) async -> String {
        let fields = Self.fields(of: message)
        let subject = fields["pay_key"] ?? fields["preapproval_key"] ?? ""
        let gist = "IPN ← \(fields["transaction_type"] ?? "?") \(fields["status"] ?? "") \(subject)"
        guard taken.takeFirst(message) else { return gist + " · the same message again: taken once" }
        let verdict: String
        do {
            let answer = try await transport.send(
                "POST", "/cgi-bin/webscr", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Data("cmd=_notify-validate&\(message)".utf8))
            verdict = String(decoding: answer.body, as: UTF8.self)
        } catch {
            verdict = "not checked (\(error))"
        }
        return gist + " · " + verdict
    }

    /// The variables of a form-encoded message.
    static func fields(of form: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in form.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
            }
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }
}
