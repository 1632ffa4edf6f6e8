/// The shipping module's words in PayPal's review: the address and option, their keys, and PayPal's message for each
/// issue a merchant's server may answer (English is PayPal's own; German and Japanese are PayTerm's, as is the message
/// for a server that did not answer).
struct ShippingStrings: Sendable {
    var shipTo: String
    var shipping: String
    var addressKey: String
    var optionKey: String
    /// No option yet: the merchant's server has not answered one.
    var noOption: String
    var addressError: String
    var countryError: String
    var stateError: String
    var zipError: String
    var methodUnavailable: String
    var storeUnavailable: String
    var noAnswer: String

    /// What the review says of `issue`, or nil when the last call went through.
    func message(_ issue: String?) -> String? {
        switch issue {
        case nil: nil
        case "ADDRESS_ERROR": addressError
        case "COUNTRY_ERROR": countryError
        case "STATE_ERROR": stateError
        case "ZIP_ERROR": zipError
        case "METHOD_UNAVAILABLE": methodUnavailable
        case "STORE_UNAVAILABLE": storeUnavailable
        default: noAnswer
        }
    }
}

extension Language {
    var shippingStrings: ShippingStrings {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }
}

extension ShippingStrings {
    static let english = ShippingStrings(
        shipTo: "Ship to", shipping: "Shipping", addressKey: "a address", optionKey: "o shipping", noOption: "No shipping options yet",
        addressError: "Your order can't be shipped to this address.", countryError: "Your order can't be shipped to this country.",
        stateError: "Your order can't be shipped to this state.", zipError: "Your order can't be shipped to this zip.",
        methodUnavailable: "The shipping method you chose is unavailable. To continue, choose another way to get your order.",
        storeUnavailable: "Part of your order isn't available at this store.",
        noAnswer: "The store didn't confirm shipping in time. Choose an address or option to try again.")

    static let german = ShippingStrings(
        shipTo: "Lieferadresse", shipping: "Versand", addressKey: "a Adresse", optionKey: "o Versand", noOption: "Noch keine Versandoptionen",
        addressError: "Ihre Bestellung kann nicht an diese Adresse versendet werden.",
        countryError: "Ihre Bestellung kann nicht in dieses Land versendet werden.",
        stateError: "Ihre Bestellung kann nicht in dieses Bundesland versendet werden.",
        zipError: "Ihre Bestellung kann nicht an diese Postleitzahl versendet werden.",
        methodUnavailable: "Die gewählte Versandart ist nicht verfügbar. Wählen Sie eine andere, um fortzufahren.",
        storeUnavailable: "Ein Teil Ihrer Bestellung ist in diesem Shop nicht verfügbar.",
        noAnswer: "Der Shop hat den Versand nicht rechtzeitig bestätigt. Wählen Sie eine Adresse oder Option, um es erneut zu versuchen.")

    static let japanese = ShippingStrings(
        shipTo: "配送先", shipping: "配送方法", addressKey: "a 住所", optionKey: "o 配送方法", noOption: "配送方法はまだありません",
        addressError: "ご注文はこの住所には配送できません。", countryError: "ご注文はこの国には配送できません。",
        stateError: "ご注文はこの州には配送できません。", zipError: "ご注文はこの郵便番号には配送できません。",
        methodUnavailable: "選択した配送方法は利用できません。続けるには、別の受け取り方法を選んでください。",
        storeUnavailable: "ご注文の一部はこのストアでは利用できません。",
        noAnswer: "ストアから配送の確認が時間内に届きませんでした。住所か配送方法を選び直してください。")
}
