import CheckoutFlows
import Foundation
import PayPalAPI
@testable import CheckoutTUI

extension ScreenCase {
    /// What the screen must show in full, in its language (whitespace aside: lines wrap).
    func expected(_ language: Language) -> [String] {
        let text = language.strings
        let web = language.webStrings
        let words = language.confirmationStrings
        let appSwitch = language.appSwitchStrings
        let connect = language.connectStrings
        let venmo = language.venmoStrings
        let money = { (value: String) in text.money(Fixture.usd(value)) }
        let settings = language.settingsStrings
        /// The merchant app's words that are made of the checkout's values, as each language says them.
        let said = { (english: String, german: String, japanese: String) in [Language.enUS: english, .deDE: german, .jaJP: japanese][language] ?? english }
        switch self {
        case .merchant: return [text.payWithPayPal, "Subtotal $41.00", "PayPal library: ready"]
        case .merchantHelp: return MerchantHelp.entries(MPLEntry()).map(\.meaning)
        case .merchantEvents: return ["Visa x0002 was declined by its issuer", "/approve → 422 (4 ms)"]
        case .pinPrompt: return ["Coffee club: this week's bag", "Amount: $14.50", "Your preapproval PIN:", "••", "Enter pays · Esc cancels"]
        case .login: return [text.logInWithEmail, text.email, text.password, text.logIn, text.cancel, text.usePhone, "alex@personal.example.com"]
        case .loginPhone: return [text.logInWithPhone, text.phone, text.pin, text.useEmail]
        case .loginRefused: return [text.refusals.wrongLogin(2)]
        case .loginLocked: return [text.refusals.locked(text.time("2026-11-22T16:00:00Z"))]
        case .loginWithoutShipping: return [text.reviewHint, text.pay, text.review, text.cancel]
        case .working: return [text.activity(.loggingIn)]
        case .review: return [text.review, text.funding, text.balance, money("49.37"), text.shipTo, "Alex Rivera (1/2)", "2211 N First St", "San Jose, CA 95131", text.pay.uppercased()]
        case .reviewSummary: return ["Ceramic mug × 1", "Pour-over coffee, 250 g × 2", money("29.00"), text.tax, money("3.38"), text.shipping, money("4.99"), text.total]
        case .reviewParallel: return ["merchant@business.example.com", "partner@business.example.com", money("7.70")]
        case .reviewChained: return ["agent@business.example.com", money("100.00")]
        case .reviewPersonal: return ["noor@personal.example.com", text.fee, money("0.54"), text.feePaidBy, text.feePaidByMe]
        case .reviewDeclined: return [text.refusals.declined]
        case .reviewNotPaid: return [text.refusals.notPaid]
        case .createPIN: return [text.paymentMade, text.thanks, text.createPINExplained, text.pinDigits, text.confirmPIN, text.createPIN, text.skip]
        case .createPINWithPhone: return [text.phoneForPIN, "(408) 555-0177", text.pinDigits]
        case .createCode: return [text.createCode, text.createCodeExplained(DemoStore.merchantName), text.codeDigits, text.confirmCode, text.saveCode]
        case .createCodeDiffers: return [text.codesDiffer]
        case .agreement:
            return [text.paymentMethod, text.primary, text.balance, text.agreementText(DemoStore.merchantName, text.balance), text.agreeAndPay,
                    text.limits(money("20.00"), 10, money("100.00"), text.date("2027-11-22T00:00:00Z"))]
        case .preapprovalReceipt: return [text.preapprovalConfirmed, text.agreed(DemoStore.merchantName)]
        case .receipt: return [text.paymentMade, text.thanks, text.returning, text.returnToMerchant]
        case .donationReceipt: return [text.donationMade, text.thanksForDonation]
        case .failure: return [text.somethingWentWrong, text.refusals.sendingLimit, "SENDING_LIMIT_EXCEEDED", "6db128a52e68c"]
        case .interrupted: return [text.somethingWentWrong, text.refusals.unreachable, "NETWORK_ERROR", text.tryAgain, text.cancel]
        case .libraryHelp: return language.mplHelp.entries.map(\.meaning)
        case .libraryEvents: return ["checkout: #1 Goods with shipping, 49.37 USD"]
        case .buttonSettings:
            return ["Confirm payment (authorise, confirm, capture)", "25.00", "merchant@business.example.com", "GET_FROM_FILE", "CONTINUE", "AUTHORIZE"]
        case .invalidSettings: return [said("configuration is invalid", "Schaltfläche ist ungültig", "PayPalボタンの設定が無効です"), "VALIDATION_ERROR"]
        case .webLogin: return [web.logInTitle, text.email, text.password, text.logIn, web.cancelAndReturn(DemoStore.merchantName)]
        case .webLoginRefused: return [text.refusals.wrongLogin(2)]
        case .webWorking: return [text.activity(.loggingIn)]
        case .webApproval:
            return ["Alex Rivera", web.payWith, text.balance, text.shipTo, "Alex Rivera, 2211 N First St (1/2)", web.continueLabel,
                    web.continueHint(DemoStore.merchantName)]
        case .webApprovalPayNow: return [web.payNow, web.payNowHint(DemoStore.merchantName)]
        case .webDeclined: return [text.refusals.insufficientFunds]
        case .webNotApproved: return [language.webStrings.notApproved]
        case .webHelp: return language.webHelp.entries.map(\.meaning)
        case .confirmation:
            return [words.title, words.authorized("5O190127TN364715T", money("25.00")), words.until(text.date("2026-12-22T10:00:00Z")),
                    words.shipsTo("Toronto, ON, CA"), words.shippingAbroad(money("10.00")), words.expressShipping, words.stock, words.inStock,
                    words.subtotal, money("25.00"), words.shipping, words.total, money("37.06"), money("2.06"), words.confirmAndPay]
        case .confirmationRefused: return [words.paymentError, words.overCaptureLimit(money("25.00")), words.ok]
        case .confirmationLater:
            return [words.expired(text.date("2026-12-22T10:00:00Z")), words.ranOut, words.reservationEnded("2026-11-23 11:01 UTC"), money("52.06"),
                    words.confirmAndPay]
        case .itemsUnavailable:
            return [words.paymentError, words.itemsUnavailable, words.stillHeld(money("25.00"), text.date("2026-12-22T10:00:00Z")), words.ok]
        case .authorisationExpired: return [words.paymentError, words.authorizationExpired, words.voidedByPayPal(text.date("2026-12-22T10:00:00Z"))]
        case .paymentSuccessful:
            return [words.paymentSuccessful, words.capturedSuccessfully, words.capture("3C679366HH908993F", "COMPLETED", money("37.06")), words.ok]
        case .captured:
            return [said("Payment captured: 3C679366HH908993F (COMPLETED)", "Zahlung abgebucht: 3C679366HH908993F (COMPLETED)", "売上確定：3C679366HH908993F（COMPLETED）")]
        case .webApprovalSaving: return [web.saveConsent(DemoStore.merchantName), web.payNow]
        case .savedMethods:
            return ["Payment methods", "Shopper 1042 (the store's customer id) · PayPal customer", "customer_4029352050", "e vault eligibility: Success",
                    "v a paid order's vault status: VAULTED", "PayPal · a…@personal.example.com", "8kk8451t", "x delete"]
        case .savedChargeAmount, .savedCharges, .savedChargeRefunded: return savedChargeTexts
        case .savedMethodsDeleting:
            return ["Delete PayPal · a…@personal.example.com (8kk8451t)?", "any other key keeps it.", "y delete · any other key keeps it"]
        case .savedWallet:
            return ["Shopper 1042 (the store's customer id) · PayPal customer", "customer_4029352050", "w Pay with PayPal · a…@personal.example.com (saved)",
                    "(PayPalWebCheckoutClient): ready"]
        case .savedAgain:
            return [said("Payment captured: 3C679366HH908993F", "Zahlung abgebucht: 3C679366HH908993F", "売上確定：3C679366HH908993F"),
                    said("already saved", "schon gespeichert", "保存済みです"), said("nothing new", "Es wurde nichts neu", "新たに保存したもの")]
        case .savedLater: return ["PayPal is saving a…@personal.example.com (APPROVED)", "VAULT.PAYMENT-TOKEN.CREATED", "PayPal customer none yet"]
        case .vaultLogin: return [web.logInTitle, text.email, text.password, text.logIn, web.cancelAndReturn(DemoStore.merchantName)]
        case .vaultAgreement:
            return ["Alex Rivera", web.payWith, text.balance, web.saveTitle(DemoStore.merchantName), web.saveTerms(DemoStore.merchantName), web.agreeAndContinue]
        case .vaultNotSaved: return [web.notSaved, web.agreeAndContinue]
        case .vaultNotEligible: return ["e vault eligibility: Denied, saving refused", "NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE",
                    said("(e in the payment methods, m)", "(e in den Zahlungsmethoden,", "支払い方法 m で e")]
        case .inspector:
            return ["→ merchant's server: POST /v1/oauth2/token → 200 (3 ms)",
                    "✕ merchant's server: POST /v2/payments/authorizations/0VF52814937998046/capture → 422 (5 ms)"]
        case .inspectorExchange:
            return ["POST /v2/payments/authorizations/0VF52814937998046/capture → 422 · 5 ms", "Paypal-Debug-Id 6db128a52e68c",
                    "Fault applied: F-1: error 422 INSTRUMENT_DECLINED", "── Request ──", "authorization: ****", "\"final_capture\": true",
                    "Fault applied"]
        case .testerNewBuyer:
            return ["Add a buyer: tester1@personal.example.com, password pass1234", "Balance: USD 2.50", "Card: ‹ MASTERCARD x4242 ›",
                    "Bank account: Demo Bank x6789", "Enter adds the buyer and types it into the log-in · Esc back"]
        case .testerPanel:
            return ["Make the capture fail (POST /v2/payments/authorizations/*/capture):", "1 Decline (INSTRUMENT_DECLINED)", "3 Network down (reset)",
                    "PayPal's clock: 2026-12-23 18:08 UTC, +30 d", "0 +30 d", "a add a buyer", "R reset the backend", "7 Answer lost after the change", "e Expired (order, pay key…)",
                    "F-1 POST /v2/payments/authorizations/*/capture: error 422 INSTRUMENT_DECLINED"]
        case .heldAuthorizations: return ["Authorized orders", "0VF52814937998046", "$25.00", "CREATED", "25 d 22 h left", "c capture"]
        case .appSwitchSettings:
            return ["PayPal App Switch (Braintree)", settings.oneTimeCheckout, settings.payLaterOffered, settings.signedInFaceID,
                    settings.universalLink, settings.sendsPhone("44", "7700900123")]
        case .appSwitchStarting: return ["Opening PayPal…"]
        case .appSwitchFaceID:
            return [appSwitch.app, appSwitch.backTo(DemoStore.merchantName), appSwitch.faceID("alex@personal.example.com"), appSwitch.useFaceID,
                    appSwitch.usePassword, appSwitch.homeKey]
        case .appSwitchReview:
            return [appSwitch.pay(DemoStore.merchantName, money("59.00")), appSwitch.payWith, text.balance,
                    appSwitch.savedForLater(DemoStore.merchantName),
                    appSwitch.payNow, appSwitch.cancelAndReturn(DemoStore.merchantName)]
        case .appSwitchAlert: return [appSwitch.alertTitle(DemoStore.merchantName), appSwitch.alertBody, appSwitch.cancel, appSwitch.continue]
        case .appSwitchWebLogin: return ["https://www.paypal.com", text.email, text.password, text.logIn]
        case .appSwitchBrowser:
            return [appSwitch.approvedInBrowser, appSwitch.browserExplains(DemoStore.merchantName), appSwitch.openInApp(DemoStore.merchantName), appSwitch.open]
        case .appSwitchPayLater:
            guard let plan = (try? PayLaterFixture.plans("59.00"))?.first else { return ["no plan"] }
            return [appSwitch.payLaterChoice, PayLaterPlanText(appSwitch, text).schedule(of: plan)]
        case .appSwitchHomeScreen: return [DemoStore.merchantName, appSwitch.app, appSwitch.homeScreenKeys(DemoStore.merchantName)]
        case .appSwitchBackgrounded: return ["Left PayPal unfinished:", "Enter returns,", "Esc cancels."]
        case .appSwitchPaid: return [said("Last result: Paid: Braintree transaction 8viraaxx (settling),", "Ergebnis: Bezahlt: Braintree-Transaktion 8viraaxx (settling),",
                         "前回の結果：支払い完了：Braintree取引 8viraaxx（settling）、")]
        case .appSwitchHelp: return language.appSwitchHelp.entries.map(\.meaning)
        case .connectDashboard: return ["Connect with Braintree (partner's dashboard)", "read_write", "user[email], business[name]", "No merchant connected yet"]
        case .connectLogin:
            return ["PayPal powered by Braintree", connect.connect("PayTerm Partner"), connect.logInTitle, connect.email, "merchant@braintree.example.com",
                    connect.password, connect.logIn, connect.signUpInstead, connect.finishLater]
        case .connectSignupRefused: return [connect.signUpTitle, connect.refusal("weak_password") ?? "", connect.businessName, "Beans & Co", connect.signUp, connect.logInInstead]
        case .connectAuthorize:
            let transactions = connect.permissions("read_write")?.first ?? "Create, view and manage transactions"
            return [connect.wouldLike("PayTerm Partner"), "(PayTerm Demo Store, payterm-merchant)", "• " + transactions, connect.agreeAndReturn, connect.deny]
        case .connectConnected: return ["Merchant payterm-merchant · read_write · until 2026-11-26T15:38:58Z", "f refresh · v revoke"]
        case .connectForged:
            return [said("Refused: the state that came back", "Abgelehnt: Der zurückgekommene state", "拒否しました：戻ってきたstate"),
                    said("A forged link", "Ein gefälschter Link", "偽造リンク"), said("no code is exchanged.", "Es wird kein Code getauscht.", "コードは交換しません。")]
        case .appSwitchContact:
            return [appSwitch.contact, "alex@personal.example.com · +14085550101", appSwitch.contactKey]
        case .appSwitchShipping:
            let shipping = language.shippingStrings
            return [shipping.shipTo + " (1/2)", "2211 N First St, San Jose, CA 95131", shipping.shipping + " (2/2)", "USPS Priority"]
        case .appSwitchShippingRefused:
            return [language.shippingStrings.countryError, "2211 N First St, San Jose, CA 95131"]
        case .appSwitchShippingEvents:
            return ShippingFixture.heard.flatMap { ["merchant's server " + $0.heard, "merchant's server " + $0.answered] }
        case .payLaterMessage:
            guard let message = try? PayLaterFixture.message(PayLaterSettings().amount.text, language) else { return ["no message"] }
            return ["Pay Later (Braintree)", settings.cartTotal, PayLaterMessageLine.words(message)]
        case .payLaterLearnMore:
            guard let sheet = try? PayLaterFixture.learnMore(PayLaterSettings().amount.text, language) else { return ["no sheet"] }
            return [sheet.headline, sheet.subheadline, sheet.rows[0].label, sheet.rows[0].value, sheet.steps[2], sheet.disclosure]
        case .venmoSettings:
            return ["Venmo (Braintree)", "BTVenmoClient.tokenize", settings.multiUse, settings.vaultWithPurchase, settings.webFallback,
                    settings.subjectToChange, settings.signedIn]
        case .venmoStarting: return ["Opening Venmo…"]
        case .venmoLogin: return [venmo.app, venmo.backTo(DemoStore.merchantName), venmo.logInTitle, text.email, text.password, venmo.logIn]
        case .venmoWebLogin: return ["https://venmo.com/go/checkout", venmo.logInTitle, text.email, text.password, venmo.logIn]
        case .venmoPaysheet:
            return [venmo.payTo(DemoStore.merchantName), money("59.00"), venmo.subjectToChange, venmo.payingAs("@alex-rivera"),
                    venmo.futurePayments(DemoStore.merchantName), venmo.pay, venmo.cancelAndReturn(DemoStore.merchantName)]
        case .venmoConnect: return [venmo.connectTo(DemoStore.merchantName), venmo.payingAs("@alex-rivera"), venmo.connect]
        case .venmoPaid: return [said("Last result: Paid: Braintree transaction 8viraaxx (settling),", "Ergebnis: Bezahlt: Braintree-Transaktion 8viraaxx (settling),",
                         "前回の結果：支払い完了：Braintree取引 8viraaxx（settling）、"), money("59.00"), "Venmo @alex-rivera"]
        case .venmoHelp: return language.venmoHelp.entries.map(\.meaning)
        }
    }
}
