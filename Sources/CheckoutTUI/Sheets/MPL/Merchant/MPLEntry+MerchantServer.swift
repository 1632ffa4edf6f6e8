import CheckoutFlows
import PayPalAPI

/// A preapproval a buyer agreed to in the library: the merchant takes payments with it.
public struct ConfirmedPreapproval: Equatable, Sendable {
    public var key: String
    public var senderEmail: String
}

/// The merchant's server's calls for the MPL's preapproval experiences: it asks PayPal for a preapproval key, which
/// the library opens with, and takes the preapproved charge with the PIN the buyer typed.
extension MPLEntry {
    static let createPreapproval = EntryCall("create preapproval") { parties throws(PayPalAPIError) in
        try await parties.merchant.createPreapproval(.demo)
    } then: { result, app in
        switch result {
        case .success(let key):
            app.log(.note, "merchant server: Preapproval → \(key)")
            return app.open(MPLCheckout(flow: MPLFlow(preapprovalKey: key, merchantName: DemoStore.merchantName)), as: app.merchant.entry.name)
        case .failure(let error):
            serverRefused(error, in: &app)
            return []
        }
    }

    static func payUnderPreapproval(_ preapproval: ConfirmedPreapproval, pin: Secret) -> EntryCall {
        EntryCall("pay under preapproval") { parties throws(PayPalAPIError) in
            try await parties.merchant.pay(
                DemoStore.preapprovedCharge.total, to: DemoStore.merchantEmail, preapprovalKey: preapproval.key,
                senderEmail: preapproval.senderEmail, pin: pin)
        } then: { result, app in
            switch result {
            case .success(let payment):
                app.merchant.panel = nil
                app.merchant.result = app.language.merchantStrings.preapprovedPayment(payment.payKey, payment.status)
                app.log(.note, "merchant server: Pay with the preapproval → \(payment.payKey) \(payment.status)")
            case .failure(let error): serverRefused(error, in: &app)
            }
            return []
        }
    }

    /// The merchant's server was refused: the PIN prompt says so, where it is open, else the app's last result.
    private static func serverRefused(_ error: PayPalAPIError, in app: inout AppState) {
        app.log(.note, "merchant server: \(error)")
        let sentence = MerchantMessages.refusal(error, language: app.language)
        guard var prompt = app.merchant.panel?.screen(PINPrompt.self) else {
            app.merchant.result = sentence
            return
        }
        prompt.busy = false
        prompt.pin.clear()
        prompt.error = sentence
        app.merchant.panel = .screen(prompt)
    }
}
