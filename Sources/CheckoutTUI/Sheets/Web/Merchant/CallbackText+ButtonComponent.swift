import CheckoutFlows

/// The confirm payment seed's `PayPalButtonComponentConfig` closures, with their data as the seed's JSON.
extension CallbackText {
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

    private static func json(_ members: [String: String], order: [String]) -> String {
        "{" + order.map { "\(quoted($0)): \(quoted(members[$0] ?? ""))" }.joined(separator: ", ") + "}"
    }
}
