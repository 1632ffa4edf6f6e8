/// The merchant app's settings in one language: each flow's caption, its rows' labels and the values of its
/// choices. What a row sends by its SDK or wire name (`offerPayLater`, `MULTI_USE`, `ON_SUCCESS`, scopes, the
/// button's enum values) is shown by that name in every language.
struct SettingsStrings: Sendable {
    var flow: String
    var amount: String
    var shipping: String
    var yes: String
    var no: String

    // MARK: App Switch

    var appSwitchCaption: String
    var request: String
    var payLater: String
    var buyerEmail: String
    var phoneCode: String
    var phoneNumber: String
    var contact: String
    var recipientEmail: String
    var recipientPhoneCode: String
    var recipientPhone: String
    var payPalApp: String
    var wayBack: String
    var oneTimeCheckout: String
    var saveNoPurchase: String
    var saveWithPurchase: String
    var payLaterOffered: String
    var contactNotSent: String
    var signedInFaceID: String
    var signedIn: String
    var signedOut: String
    var buyerNotEligible: String
    var notInstalled: String
    var universalLink: String
    var fallbackScheme: String
    var noFallback: String
    var noCallbackURL: String
    var oneTimeOnly: String
    var serverShips: String
    var serverRefusesUS: String
    var serverSlow: String
    var noPhone: String
    var phoneNotSent: String
    var sendsPhone: @Sendable (_ countryCode: String, _ number: String) -> String

    // MARK: Venmo

    var venmoCaption: String
    var usage: String
    var vault: String
    var venmoApp: String
    var multiUse: String
    var singleUse: String
    var vaultNo: String
    var vaultWithPurchase: String
    var vaultAlone: String
    var webFallback: String
    var subjectToChange: String

    // MARK: Pay Later messages

    var payLaterCaption: String
    var cartTotal: String
    var offer: String
    var payPalChooses: String

    // MARK: Connect with Braintree

    var connectCaption: String
    var scopes: String
    var pageOpensOn: String
    var prefill: String
    var connectLink: String
    var signUp: String
    var logIn: String
    var nothing: String
    var forgedState: String
    var ownState: String

    // MARK: The PayPal button (Orders)

    var buttonCaption: String
    var currency: String
    var payee: String
    var description: String
    var userAction: String
    var intent: String
    var savePayPal: String
}

extension Language {
    var settingsStrings: SettingsStrings {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }
}
