import Foundation

/// Request bodies for the Adaptive Payments operations, with sensible defaults each test can change.
enum Requests {
    static func receiver(_ email: String, _ amount: String, primary: Bool? = nil, type: String? = nil) -> [String: Any] {
        var receiver: [String: Any] = ["email": email, "amount": amount]
        receiver["primary"] = primary.map { $0 ? "true" : "false" }
        receiver["paymentType"] = type
        return receiver
    }

    static func pay(
        _ receivers: [[String: Any]], action: String = "PAY", currency: String = "USD", extra: [String: Any] = [:]
    ) -> [String: Any] {
        var body: [String: Any] = [
            "requestEnvelope": ["errorLanguage": "en_US"],
            "actionType": action, "currencyCode": currency,
            "receiverList": ["receiver": receivers],
            "returnUrl": "https://merchant.example/return", "cancelUrl": "https://merchant.example/cancel",
        ]
        body.merge(extra) { $1 }
        return body
    }

    static func simplePay(_ amount: String = "10.00", action: String = "PAY", extra: [String: Any] = [:]) -> [String: Any] {
        pay([receiver("merchant@business.example.com", amount)], action: action, extra: extra)
    }

    static func preapproval(
        start: Date = Date(), extra: [String: Any] = [:]
    ) -> [String: Any] {
        var body: [String: Any] = [
            "requestEnvelope": ["errorLanguage": "en_US"],
            "currencyCode": "USD", "startingDate": day(start),
            "maxAmountPerPayment": "20.00", "maxNumberOfPayments": "3", "maxTotalAmountOfAllPayments": "50.00",
            "returnUrl": "https://merchant.example/return", "cancelUrl": "https://merchant.example/cancel",
        ]
        body.merge(extra) { $1 }
        return body
    }

    static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }
}
