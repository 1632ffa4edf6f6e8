import CheckoutFlows
import PayPalAPI

/// Braintree's PayPal App Switch in the merchant's picker: the request its PayPal button makes and the buyer's phone
/// it runs on, as a tester sets them up.
struct AppSwitchEntry: FlowEntry {
    let title = "PayPal App Switch (Braintree)"
    let name = "app-switch"
    var settings = AppSwitchSettings()

    var rowCount: Int { AppSwitchSettings.rows.count }
    let keyHints = ""
    let help: [HelpEntry] = []
    let firstCall = CallSite("POST", "/merchants/*/client_api/v1/paypal_hermes/*", "the approval's creation")
    /// PayPal asks the merchant's server about the buyer's address and shipping option, where the request says so.
    let merchantEndpoints: [MerchantEndpoint] = [.shippingCallback]

    func layout(_ app: AppState, into layout: inout SheetLayout<MerchantControl>) {
        settings.layout(caption: app.language.settingsStrings.appSwitchCaption, app.language.settingsStrings, focus: app.merchant.focus, into: &layout)
    }

    func notes(_ app: AppState) -> [String] { [settings.phoneSent(app.language.settingsStrings)] }

    func readyStatus(_ app: AppState) -> String {
        "Braintree SDK: ready · \(app.environment == .live ? "production" : "sandbox") · \(app.backendDescription)"
    }

    func isTyping(_ focus: MerchantControl) -> Bool { AppSwitchSettings.isText(focus) }

    /// A setting changed; changing whether the buyer is eligible tells the backend, whose setting it is.
    mutating func handle(_ key: Key, row: Int?, in app: inout AppState) -> [AppEffect]? {
        let eligible = settings.buyerEligible
        guard let row, settings.handle(key, row: row) else { return nil }
        return settings.buyerEligible == eligible ? [] : [.entry(Self.buyerEligibility(settings.buyerEligible))]
    }

    func open(in app: inout AppState) -> [AppEffect] {
        let shipping = settings.request.sentShippingCallback.map { ", shipping callback \($0.rawValue)" } ?? ""
        app.log(.note, "checkout: PayPal App Switch, \(settings.kind.title), PayPal app \(settings.payPalApp.label), \(settings.returnLink.label)\(shipping)")
        app.merchant.result = nil
        let device = settings.device(signedIn: app.buyers.first?.email)
        return app.open(AppSwitchCheckout(flow: AppSwitchFlow(request: settings.request, device: device)), as: name, with: .press)
    }

    mutating func fill(_ name: String, with value: String) -> Bool { settings.fill(name, with: value) }

    /// Sets whether PayPal finds the buyer eligible for App Switch (the backend's setting).
    static func buyerEligibility(_ eligible: Bool) -> EntryCall {
        EntryCall("app switch eligibility") { parties throws(PayPalAPIError) in
            try await parties.admin.setAppSwitchEligibility(eligible)
        } then: { result, app in
            switch result {
            case .success(let eligible): app.log(.note, "PayPal now finds the buyer \(eligible ? "eligible" : "not eligible") for App Switch")
            case .failure(let error):
                app.log(.note, "merchant server: \(error)")
                app.merchant.result = MerchantMessages.refusal(error, language: app.language)
            }
            return []
        }
    }
}
