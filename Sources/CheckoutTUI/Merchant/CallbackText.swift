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
