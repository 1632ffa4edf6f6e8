import CheckoutFlows

/// What the merchant's app does with the library's callbacks: it answers adjust-amounts at once, as an MPL
/// delegate does, and logs each callback as it receives it; what the app shows for them waits for
/// `paymentLibraryExit`.
extension MPLCheckout {
    func take(_ callback: MPLFlow.Callback, in app: inout AppState) -> MPLFlow.Event? {
        switch callback {
        case .adjustAmounts(let amounts, let address):
            let rules = app.merchant.entry(MPLEntry.self)?.dynamicAmounts.rules ?? DemoAmountRules()
            let answer = rules.adjust(amounts, for: address)
            let outcome = switch answer {
            case .success(let adjusted): adjusted.summary
            case .failure(let error): error.rawValue
            }
            app.log(.callback, "\(amounts.callName(for: address)) → \(outcome)")
            return .answered(answer)
        case .merchant(let callback):
            record(callback, in: &app)
            return nil
        }
    }

    private func record(_ callback: MerchantCallback, in app: inout AppState) {
        let outcome: MPLEntry.Outcome?
        let words = app.language.merchantStrings
        switch callback {
        case .paymentSuccess(let key, let status) where flow.order == nil:
            app.log(.callback, "paymentSuccess(preapprovalKey: \(key), status: \(status))")
            outcome = .init(
                result: words.preapprovalConfirmed(key),
                preapproval: flow.session.map { ConfirmedPreapproval(key: key, senderEmail: $0.buyer.email) })
        case .paymentSuccess(let key, let status):
            app.log(.callback, "paymentSuccess(payKey: \(key), status: \(status))")
            outcome = .init(result: words.payKeyPaid(key, status))
        case .paymentCanceled:
            app.log(.callback, "paymentCanceled()")
            outcome = .init(result: words.canceledByBuyer)
        case .paymentFailed(let correlationId, let code, let message):
            app.log(.callback, "paymentFailed(correlationID: \(correlationId), errorCode: \(code), errorMessage: \(message))")
            outcome = .init(result: Self.failure(code: code, message: message, correlationId: correlationId, words))
        case .paymentLibraryExit:
            app.log(.callback, "paymentLibraryExit()")
            let pending = app.merchant.change(MPLEntry.self) { entry in
                defer { entry.pendingOutcome = nil }
                if let preapproval = entry.pendingOutcome?.preapproval { entry.preapproval = preapproval }
                return entry.pendingOutcome
            }
            if let result = pending??.result { app.merchant.result = result }
            return
        }
        app.merchant.change(MPLEntry.self) { $0.pendingOutcome = outcome }
    }

    /// The last result of a failed payment: PayPal's words, then the code (unless the words hold it) and the
    /// correlation id support asks for.
    static func failure(code: String, message: String, correlationId: String, _ words: MerchantStrings = .english) -> String {
        let said = message.isEmpty ? code : message
        let details = [said.contains(code) ? nil : code, correlationId.isEmpty ? nil : words.correlationId(correlationId)].compactMap(\.self)
        return words.failed(said + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")"))
    }
}
