import CheckoutFlows
import Foundation
import PayPalAPI

/// The SDK's callbacks as the event pane shows them: the callback's name and its data as the seed's JSON (the
/// confirm payment seed's `PayPalButtonComponentConfig` closures here; other SDKs' in extensions).
enum CallbackText {
    static func line(_ callback: ConfirmPaymentFlow.Callback) -> String {
        switch callback {
        case .onApprove(let data): "onApprove " + json(["orderID": data.orderID, "payerID": data.payerID], order: ["orderID", "payerID"])
        case .onCancel: "onCancel()"
        case .onError(let error): onError(error)
        }
    }

    private static func onError(_ error: CallbackError) -> String {
        "onError {\"name\": \(quoted(error.name)), \"message\": \(quoted(error.message)), \"details\": ["
            + error.details.map { "{\"issue\": \(quoted($0.issue)), \"description\": \(quoted($0.description))}" }.joined(separator: ", ")
            + "]}" + debugId(error)
    }

    static func debugId(_ error: CallbackError) -> String {
        error.debugId.isEmpty ? "" : " · debug id \(error.debugId)"
    }

    private static func json(_ members: [String: String], order: [String]) -> String {
        "{" + order.map { "\(quoted($0)): \(quoted(members[$0] ?? ""))" }.joined(separator: ", ") + "}"
    }

    /// A JSON string literal of `text`.
    static func quoted(_ text: String) -> String {
        (try? String(decoding: JSONEncoder().encode(text), as: UTF8.self)) ?? "\"\""
    }
}

extension CallbackText {
    /// What Braintree's SDK tells the merchant's app: `tokenize`'s completion with a nonce or an error (the
    /// analytics events it logs are notes of their own).
    static func line(_ callback: AppSwitchFlow.Callback) -> String {
        switch callback {
        case .analytics(let event): "analytics \(event)"
        case .merchantServer(let line): "merchant's server " + line
        case .foreground: "sceneWillEnterForeground: the app takes its spinner away, and the buyer goes on where they left off"
        case .nonce(let nonce):
            "tokenize completion: BTPayPalAccountNonce {nonce: \(nonce.nonce), email: \(nonce.email ?? "none")"
                + (nonce.details?.creditFinancingOffered.map(financing) ?? "") + "}"
        case .error(let error, let detail):
            "tokenize completion: error \(BTPayPalError.domain) \(error.rawValue): \(error.message)" + (detail.map { " (\($0))" } ?? "")
        }
    }

    /// The nonce's `creditFinancing`: a Pay Later plan the buyer took.
    private static func financing(_ financing: BraintreePayPalClient.PayPalAccountNonce.Details.CreditFinancing) -> String {
        ", creditFinancing: {term: \(financing.term ?? 0), monthlyPayment: \(financing.monthlyPayment?.value ?? "?"), totalCost: \(financing.totalCost?.value ?? "?")}"
    }
}
