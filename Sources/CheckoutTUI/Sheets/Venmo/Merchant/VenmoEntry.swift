import CheckoutFlows

/// Venmo through Braintree in the merchant's picker: the request its Venmo button makes and the buyer's phone it
/// runs on, as a tester sets them up.
struct VenmoEntry: FlowEntry {
    let title = "Venmo (Braintree)"
    let name = "venmo"
    var settings = VenmoSettings()

    var rowCount: Int { VenmoSettings.rows.count }
    let keyHints = ""
    let help: [HelpEntry] = []

    /// The merchant's server's first call: the customer the SDK vaults for, else the client token.
    var firstCall: CallSite {
        settings.vault.vaults
            ? CallSite("POST", "/merchants/*/customers", "the customer's creation") : CallSite("POST", "/merchants/*/client_token", "the client token")
    }

    func layout(_ app: AppState, into layout: inout SheetLayout<MerchantControl>) {
        settings.layout(caption: app.language.settingsStrings.venmoCaption, app.language.settingsStrings, focus: app.merchant.focus, into: &layout)
    }

    func buttonLabel(_ strings: LibraryStrings) -> String { "Venmo" }

    func readyStatus(_ app: AppState) -> String {
        "Braintree SDK: ready · \(app.environment == .live ? "production" : "sandbox") · \(app.backendDescription)"
    }

    func isTyping(_ focus: MerchantControl) -> Bool { VenmoSettings.isText(focus) }

    mutating func handle(_ key: Key, row: Int?, in app: inout AppState) -> [AppEffect]? {
        guard let row, settings.handle(key, row: row) else { return nil }
        return []
    }

    func open(in app: inout AppState) -> [AppEffect] {
        app.log(.note, "checkout: Venmo, \(settings.value(.usage)), vault \(settings.vault.title), Venmo app \(settings.venmoApp.label)")
        app.merchant.result = nil
        let phone = settings.phone(signedIn: app.buyers.first?.email)
        return app.open(VenmoCheckout(flow: VenmoFlow(request: settings.request, phone: phone)), as: name, with: .press)
    }

    mutating func fill(_ name: String, with value: String) -> Bool { settings.fill(name, with: value) }
}
