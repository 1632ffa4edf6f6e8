import CheckoutFlows

/// The flows on PayPal's Orders v2 and Vault v3 in the merchant's picker (confirm payment, pay now, Save PayPal):
/// the PayPal button's configuration as a tester edits it, the shopper's saved methods (`m`) and wallet (`w`), and
/// the authorized orders the merchant holds (`a`).
struct OrdersEntry: FlowEntry {
    enum Kind: Sendable {
        case confirmPayment, payNow
        /// Save PayPal: with a purchase (the button's Save PayPal on), with none (the payment methods' `s`), and the
        /// returning buyer's payment with the saved wallet (`w`).
        case savePayPal
    }

    let kind: Kind
    var settings: ButtonSettings

    init(_ kind: Kind) {
        self.kind = kind
        var configuration: ButtonConfiguration = kind == .confirmPayment ? .confirmPayment(amount: "25.00") : .payNow(amount: "25.00")
        configuration.savePayPal = kind == .savePayPal
        settings = ButtonSettings(configuration)
    }

    var title: String {
        switch kind {
        case .confirmPayment: "Confirm payment (authorise, confirm, capture)"
        case .payNow: "Pay now (capture at once)"
        case .savePayPal: "Save PayPal (vault, returning buyer)"
        }
    }

    var name: String {
        switch kind {
        case .confirmPayment: "confirm-payment"
        case .payNow: "pay-now"
        case .savePayPal: "save-paypal"
        }
    }

    /// The seed's SDK: the confirm payment flows' button component, Save PayPal's iOS web checkout client.
    var sdk: OrdersSDK { kind == .savePayPal ? .webCheckoutClient : .buttonComponent }

    func readyStatus(_ app: AppState) -> String {
        sdk == .webCheckoutClient ? "PayPal iOS SDK (PayPalWebCheckoutClient): ready · \(app.backendDescription)" : Self.libraryReady(app)
    }

    var rowCount: Int { ButtonSettings.rows.count }
    let keyHints = " · a authorized orders · m payment methods"
    let firstCall = CallSite("POST", "/v2/checkout/orders", "the order's creation")
    /// REST posts its webhook events: an order approved, a wallet saved.
    let merchantEndpoints: [MerchantEndpoint] = [.webhooks]

    let help = [
        HelpEntry(keys: "a", meaning: "authorized orders: capture, void, reauthorise"),
        HelpEntry(keys: "m / w", meaning: "saved PayPal: m list (s save, x delete, c charge with no buyer), w pay"),
    ]

    func layout(_ app: AppState, into layout: inout SheetLayout<MerchantControl>) {
        settings.layout(caption: app.language.settingsStrings.buttonCaption, app.language.settingsStrings, focus: app.merchant.focus, into: &layout)
    }

    func notes(_ app: AppState) -> [String] {
        let shopper = app.merchant.shopper
        let who = kind == .savePayPal ? [shopper.line] : []
        let awaited = shopper.awaited.map { ["PayPal is saving \($0.email.map(SavedWalletText.masked) ?? $0.payerId) (APPROVED): the vault id comes with VAULT.PAYMENT-TOKEN.CREATED"] } ?? []
        if let saved = shopper.wallet { return who + awaited + ["w Pay with PayPal · \(saved.email.map(SavedWalletText.masked) ?? saved.vaultId) (saved)"] }
        return kind == .savePayPal ? who + awaited + ["m Payment methods: s saves PayPal with no purchase"] : awaited
    }

    func isTyping(_ focus: MerchantControl) -> Bool { ButtonSettings.isText(focus) }

    mutating func handle(_ key: Key, row: Int?, in app: inout AppState) -> [AppEffect]? {
        if let row, settings.handle(key, row: row) { return [] }
        switch key {
        case .character("a"): return HeldAuthorizationsPanel.open(in: &app)
        case .character("m"): return SavedMethodsPanel.open(in: &app)
        case .character("w"):
            guard let saved = app.merchant.shopper.wallet else {
                app.merchant.result = app.language.merchantStrings.noSavedPayPal
                return []
            }
            return open(payingWith: saved.vaultId, in: &app)
        default: return nil
        }
    }

    func open(in app: inout AppState) -> [AppEffect] { open(payingWith: nil, in: &app) }

    /// Presses the button: the SDK checks the configuration first, so an invalid one ends in `onError` before any
    /// sheet opens; with the saved wallet, the order pays with no sheet at all.
    private func open(payingWith vaultId: String?, in app: inout AppState) -> [AppEffect] {
        var configuration = settings.configuration
        configuration.vaultId = vaultId
        configuration.customerId = app.merchant.shopper.paypalCustomerId
        app.log(.note, "checkout: \(title), \(configuration.amount) \(configuration.currency)" + (vaultId.map { " with the saved wallet \($0)" } ?? ""))
        return app.open(OrderCheckout(flow: ConfirmPaymentFlow(configuration: configuration), sdk: sdk, kept: app.merchant.shopper), as: name, with: .submit)
    }

    mutating func fill(_ name: String, with value: String) -> Bool { settings.fill(name, with: value) }

    /// PayPal approved saving the shopper's wallet but answered with no id: the merchant's server waits for the
    /// webhook that brings it.
    static func waitForWallet(_ awaited: Shopper.Awaited, in app: inout AppState) {
        app.merchant.shopper.awaited = awaited
        app.log(.note, "merchant server: PayPal approved saving PayPal for shopper \(Shopper.storeCustomerId) (vault status APPROVED, no vault id yet): "
            + "it waits for VAULT.PAYMENT-TOKEN.CREATED")
    }

    /// A genuine `VAULT.PAYMENT-TOKEN.CREATED`: the merchant's server keeps the wallet it waited for.
    static func announced(_ wallet: SavedWallet, in app: inout AppState) {
        guard app.merchant.shopper.take(wallet) else { return }
        app.log(.note, "merchant server: VAULT.PAYMENT-TOKEN.CREATED brought the vault id: saved PayPal for shopper \(Shopper.storeCustomerId): "
            + "vault id \(wallet.vaultId), PayPal customer \(wallet.customerId ?? "—")")
    }

    /// The merchant's server keeps the wallet PayPal saved for its shopper, or says PayPal answered with the one it
    /// had: the same PayPal account saved again for the same customer.
    static func keep(_ wallet: SavedWallet, in app: inout AppState) {
        let already = app.merchant.shopper.keeps(wallet.vaultId)
        app.merchant.shopper.keep(wallet)
        let shopper = "shopper \(Shopper.storeCustomerId)"
        app.log(.note, already
            ? "merchant server: PayPal answered with the token it keeps for \(shopper), vault id \(wallet.vaultId): PayPal was saved already, nothing new"
            : "merchant server: saved PayPal for \(shopper): vault id \(wallet.vaultId), PayPal customer \(wallet.customerId ?? "—")")
    }
}
