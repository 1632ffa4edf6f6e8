import CheckoutFlows
import PayPalAPI

/// "Connect with Braintree" in the merchant's picker, the app being a partner's dashboard: what the partner asks
/// for, and the merchant it connected, whose tokens `f` refreshes and `v` revokes.
struct ConnectEntry: FlowEntry {
    let title = "Connect with Braintree (partner's dashboard)"
    let name = "connect"
    var settings = ConnectSettings()
    /// The merchant the partner connected, with its tokens.
    var connected: ConnectedMerchant?
    /// The partner's server waits on Braintree's OAuth.
    var isWorking = false

    var rowCount: Int { ConnectSettings.rows.count }
    let keyHints = " · f refresh · v revoke"
    let help = [HelpEntry(keys: "f / v", meaning: "refresh / revoke the connected merchant's tokens")]
    let firstCall = CallSite("GET", "/oauth/connect", "the connect page")

    func buttonLabel(_ strings: LibraryStrings) -> String { "Connect with Braintree" }
    func readyStatus(_ app: AppState) -> String { "The partner's server: ready · \(app.backendDescription)" }

    func layout(_ app: AppState, into layout: inout SheetLayout<MerchantControl>) {
        settings.layout(caption: app.language.settingsStrings.connectCaption, app.language.settingsStrings, focus: app.merchant.focus, into: &layout)
        layout.gap()
        if let connected {
            let credentials = connected.credentials
            let style = Style(connected.revoked ? .muted : .success)
            layout.text(
                "Merchant \(credentials.merchantId ?? "?") · \(credentials.scope)" + (connected.revoked ? " · revoked" : " · until \(credentials.expiresAt)"),
                style: style)
            layout.text("Access token \(String(credentials.accessToken.prefix(36)))…", style: style)
            if !connected.revoked { layout.text("f refresh · v revoke", style: style) }
        } else {
            layout.text("No merchant connected yet", style: Style(.muted))
        }
    }

    mutating func handle(_ key: Key, row: Int?, in app: inout AppState) -> [AppEffect]? {
        if let row, settings.handle(key, row: row) { return [] }
        guard key == .character("f") || key == .character("v") else { return nil }
        guard let connected, !connected.revoked, !isWorking else { return [] }
        isWorking = true
        return [.entry(Self.tokens(key == .character("f") ? .refresh(connected.credentials.refreshToken) : .revoke(connected.credentials.accessToken)))]
    }

    func open(in app: inout AppState) -> [AppEffect] {
        app.log(.note, "checkout: Connect with Braintree, scopes \(settings.scopes.joined(separator: ",")), \(settings.value(.link))")
        app.merchant.result = nil
        return app.open(ConnectCheckout(flow: ConnectFlow(request: settings.request)), as: name, with: .press)
    }

    /// How the connecting ended, on the dashboard.
    static func ended(_ outcome: ConnectFlow.Outcome, in app: inout AppState) {
        switch outcome {
        case .connected(let credentials):
            app.merchant.change(ConnectEntry.self) { $0.connected = ConnectedMerchant(credentials: credentials) }
            app.merchant.result = app.language.merchantStrings.connected(credentials.merchantId ?? "?", credentials.scope, ConnectFlow.appURL(outcome))
        case .notConnected(let finishLater):
            app.merchant.result = finishLater ? app.language.merchantStrings.finishedLater : app.language.merchantStrings.denied
        case .stateMismatch:
            app.merchant.result = app.language.merchantStrings.stateMismatch
        case .failed(let error):
            app.merchant.result = app.language.merchantStrings.connectingFailed(error.code) + error.message
        }
    }
}
