
/// Whether PayPal finds the buyer eligible for App Switch, so that a Hermes call asking to launch the PayPal app is
/// answered with the app's approval URL rather than the web page's: a tester's setting of the backend
/// (`/payterm/v1/braintree/app-switch-eligibility`), eligible until changed.
enum AppSwitchEligibility {
    static let settingKey = "braintree-app-switch-eligibility"

    static func current(in db: any StoreTransaction) throws -> Bool {
        try db.setting(Bool.self, key: settingKey) ?? true
    }
}
