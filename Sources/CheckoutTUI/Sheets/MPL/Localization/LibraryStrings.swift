import CheckoutFlows
import Foundation
import PayPalAPI
import PayPalVocabulary

/// Every string of the library's screens, and the PayPal button's, in one language, with the language's way
/// of writing amounts, dates and addresses.
struct LibraryStrings: Sendable {
    var locale: Locale
    var payWithPayPal: String
    var donateWithPayPal: String
    var pay: String
    var donate: String
    var billingSummary: String
    var preapprovalAgreement: String
    var preapprovalFrom: @Sendable (_ merchant: String) -> String
    var logInWithEmail: String
    var logInWithPhone: String
    var email: String
    var phone: String
    var password: String
    var pin: String
    var logIn: String
    var cancel: String
    var review: String
    var reviewHint: String
    var usePhone: String
    var useEmail: String
    var funding: String
    /// The label of a PayPal balance as a funding source; banks and cards keep their names.
    var balance: String
    var fee: String
    /// The fee the recipient pays out of what they get, shown to the sender.
    var recipientsFee: String
    var feePaidBy: String
    var feePaidByMe: String
    var feePaidByRecipient: String
    var shipTo: String
    var mailingAddress: String
    var tax: String
    var shipping: String
    var total: String
    var paymentMade: String
    var donationMade: String
    var thanks: String
    var thanksForDonation: String
    var createPINExplained: String
    var phoneForPIN: String
    var pinDigits: String
    var createPIN: String
    var skip: String
    var returnToMerchant: String
    var somethingWentWrong: String
    var tryAgain: String
    var errorCode: String
    var correlationId: String
    var createCode: String
    var createCodeExplained: @Sendable (_ merchant: String) -> String
    var codeDigits: String
    var confirmCode: String
    var confirmPIN: String
    var saveCode: String
    var paymentMethod: String
    /// The label before the funding source a preapproval charges first.
    var primary: String
    var limits: @Sendable (_ perPayment: String?, _ count: Int?, _ total: String?, _ until: String) -> String
    /// The agreement's text, as the MPL shows it, with the funding source it falls back from.
    var agreementText: @Sendable (_ merchant: String, _ funding: String) -> String
    var agreeAndPay: String
    var invalidPIN: String
    var codesDiffer: String
    var pinsDiffer: String
    var invalidPhone: String
    var checkoutExpired: String
    var returning: String
    var pinCreated: String
    var agreed: @Sendable (_ merchant: String) -> String
    var preapprovalConfirmed: String
    var activity: @Sendable (MPLFlow.Activity) -> String
    /// The review's line of tax and shipping, for amounts the merchant adjusts to the address.
    var taxAndShipping: @Sendable (_ tax: String, _ shipping: String) -> String
    /// Under a receiver's amount that holds its tax and shipping: they are part of it, not on top.
    var includesTaxAndShipping: @Sendable (_ tax: String, _ shipping: String) -> String
    var amountError: @Sendable (AmountError) -> String
    var refusals: Refusals
    /// The keys of the library, on the terminal's last line while it is open.
    var keys: String

    /// PayPal's refusals in the buyer's words, by the code PayPal answered with.
    struct Refusals: Sendable {
        var wrongLogin: @Sendable (_ attemptsLeft: Int?) -> String
        var locked: @Sendable (_ until: String?) -> String
        /// In a lockout's place once Ctrl-U or the tester's `u` lifted it.
        var unlocked: String
        var noPIN: String
        var declined: String
        var insufficientFunds: String
        var payKeyExpired: String
        var sessionEnded: String
        var sendingLimit: String
        var phoneNotSet: String
        var pinAlreadySet: String
        var unreachable: String
        /// The payment's answer was lost and PayPal says it was not made.
        var notPaid: String
        /// Anything else PayPal refuses; the error screen shows its code beside.
        var other: String
    }
}

extension LibraryStrings {
    func notice(_ notice: MPLFlow.Notice) -> String {
        switch notice {
        case .invalidPIN: invalidPIN
        case .codesDiffer: codesDiffer
        case .pinsDiffer: pinsDiffer
        case .invalidPhone: invalidPhone
        case .checkoutExpired: checkoutExpired
        case .refused(let error): refusal(error)
        case .notPaid: refusals.notPaid
        }
    }

    /// What a refusal from PayPal (or the merchant's amount errors) means, in this language.
    func refusal(_ error: PayPalAPIError) -> String {
        switch error {
        case .refused(let refusal): self.refusal(refusal)
        case .merchant(let refusal): AmountError(rawValue: refusal.issue).map(amountError) ?? refusals.other
        case .unreachable: refusals.unreachable
        case .unreadable: refusals.other
        }
    }

    private func refusal(_ refusal: PayPalAPIError.Refusal) -> String {
        switch refusal.issue {
        case "INVALID_CREDENTIALS": refusals.wrongLogin(refusal.value.flatMap(Int.init))
        case "ACCOUNT_LOCKED", "login_locked": refusals.locked(refusal.value.map(time))
        case "PIN_NOT_SET": refusals.noPIN
        case "INSTRUMENT_DECLINED": refusals.declined
        case "INSUFFICIENT_FUNDS": refusals.insufficientFunds
        case "PAY_KEY_EXPIRED": refusals.payKeyExpired
        case "INVALID_SESSION": refusals.sessionEnded
        case "SENDING_LIMIT_EXCEEDED": refusals.sendingLimit
        case "PHONE_NOT_SET": refusals.phoneNotSet
        case "PIN_ALREADY_SET": refusals.pinAlreadySet
        default: refusals.other
        }
    }

    // MARK: Amounts, dates, addresses

    func money(_ money: Money) -> String {
        MoneyText.format(money.text, currencyCode: money.currency.code, locale: locale)
    }

    func money(_ value: MoneyValue) -> String {
        MoneyText.format(value.value, currencyCode: value.currencyCode, locale: locale)
    }

    /// The status bar's clock.
    func clock(_ date: Date) -> String { date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(locale)) }

    /// A day from a timestamp PayPal sent (`2027-11-22T00:00:00Z`), as this language writes dates.
    func date(_ timestamp: String) -> String {
        guard let date = try? Date(timestamp, strategy: .iso8601) else { return String(timestamp.prefix(10)) }
        return date.formatted(Date.FormatStyle(date: .long, time: .omitted, timeZone: .gmt).locale(locale))
    }

    /// A moment from a timestamp PayPal sent, as this language writes times, in the local time zone.
    func time(_ timestamp: String) -> String {
        guard let date = try? Date(timestamp, strategy: .iso8601) else { return timestamp }
        return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(locale))
    }

    func fundingLabel(type: String, label: String) -> String { type == "BALANCE" ? balance : label }

    /// An address on several lines, as the MPL shows it: name, street, city with state and postal code, country.
    func addressLines(_ address: AddressSummary) -> [String] {
        let place = [address.city, address.state].compactMap { $0 }.joined(separator: ", ") + " " + address.postalCode
        let country = locale.localizedString(forRegionCode: address.countryCode) ?? address.countryCode
        return [address.name, address.line1, address.line2, place, country].compactMap { $0 }
    }
}
