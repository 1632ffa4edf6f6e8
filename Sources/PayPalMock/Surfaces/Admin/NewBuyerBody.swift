import PayPalVocabulary

/// `POST /payterm/v1/personas`: a buyer a tester adds, who logs in and pays as a seeded one does.
///
/// ```json
/// {"email": "jo@personal.example.com", "password": "secret99", "phone": "+447700900123", "pin": "2468",
///  "given_name": "Jo", "surname": "Bloggs", "country_code": "GB",
///  "balance": {"currency_code": "GBP", "value": "120.00"},
///  "card": {"brand": "VISA", "last_digits": "1881"}, "bank": {"name": "Barclays Current", "last_digits": "4455"},
///  "address": {"line1": "10 Downing St", "city": "London", "postal_code": "SW1A 2AA"}}
/// ```
struct NewBuyerBody: Decodable, Sendable {
    struct Card: Decodable, Sendable {
        var brand: String?
        var lastDigits: String?
    }

    struct Bank: Decodable, Sendable {
        var name: String?
        var lastDigits: String?
    }

    /// The buyer's home address, in their country: where goods ship.
    struct Address: Decodable, Sendable {
        var line1: String?
        var line2: String?
        var city: String?
        var state: String?
        var postalCode: String?
    }

    var email: String?
    var password: String?
    var phone: String?
    var pin: String?
    var givenName: String?
    var surname: String?
    var countryCode: String?
    var balance: MoneyBody?
    var card: Card?
    var bank: Bank?
    var address: Address?

    /// The card brands a buyer may add, and how the library shows each.
    static let cardBrands = ["VISA": "Visa", "MASTERCARD": "Mastercard", "AMEX": "American Express", "DISCOVER": "Discover", "JCB": "JCB"]
    static let passwordLength = 8...128

    /// The account it asks for, checked, its password and PIN hashed; the caller files it under its email and phone.
    func account() throws(RESTError) -> BuyerAccount {
        guard let email = email?.lowercased(), EmailAddress.isPlausible(email) else {
            throw .invalidRequest("INVALID_PARAMETER_VALUE", "email is an email address, such as jo@personal.example.com.", field: "email")
        }
        // Secrets are refused without their value, which would otherwise be echoed in the refusal.
        guard let password, Self.passwordLength.contains(password.count) else {
            throw .invalidRequest("INVALID_PARAMETER_VALUE", "password is \(Self.passwordLength.lowerBound) to \(Self.passwordLength.upperBound) characters.", field: "password")
        }
        let phone = try phone.map { typed throws(RESTError) in
            let canonical = PhoneNumber.canonical(typed)
            guard typed.count <= 32, PhoneNumber.isPlausible(canonical) else {
                throw .invalidRequest("INVALID_PARAMETER_VALUE", "phone is a phone number with its country code, such as +447700900123.", field: "phone")
            }
            return canonical
        }
        if let pin {
            guard PINRule.isValid(pin) else { throw .invalidRequest("INVALID_PARAMETER_VALUE", "pin is 4 to 8 digits.", field: "pin") }
            guard phone != nil else { throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "A PIN is for phone login: send phone with it.", field: "phone") }
        }
        let givenName = try Self.name(givenName, field: "given_name")
        let surname = try Self.name(surname, field: "surname")
        guard let country = countryCode, country.count == 2, country.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else {
            throw .invalidRequest("INVALID_PARAMETER_VALUE", "country_code is two capital letters (ISO 3166-1), such as GB.", field: "country_code")
        }
        guard let balance else { throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "balance is missing: {\"currency_code\": \"USD\", \"value\": \"50.00\"}.", field: "balance") }
        let money = try balance.money(at: "balance")
        guard money.minorUnits >= 0 else { throw .unprocessable("CANNOT_BE_NEGATIVE", "A balance is zero or more.", field: "balance/value") }

        let id = Identifier.payerId()
        var sources = [FundingSource(id: "FS-\(id)-BALANCE", kind: .balance, label: "PayPal balance")]
        if let bank {
            let name = try SpecText.checked(bank.name ?? "", field: "bank/name", length: 1...40, rule: "the bank account's name, 1 to 40 characters", allowing: Self.isPrintable)
            sources.append(FundingSource(id: "FS-\(id)-BANK", kind: .bank, label: "\(name) x\(try Self.lastDigits(bank.lastDigits, field: "bank/last_digits"))"))
        }
        if let card {
            guard let brand = card.brand.flatMap({ Self.cardBrands[$0.uppercased()] }) else {
                throw .invalidRequest("INVALID_PARAMETER_VALUE", "card/brand is one of \(Self.cardBrands.keys.sorted().joined(separator: ", ")).", field: "card/brand")
            }
            sources.append(FundingSource(id: "FS-\(id)-CARD", kind: .card, label: "\(brand) x\(try Self.lastDigits(card.lastDigits, field: "card/last_digits"))"))
        }
        return BuyerAccount(
            id: id, email: email, givenName: givenName, surname: surname, countryCode: country, phone: phone,
            password: StoredSecret(hashing: password), pin: pin.map(StoredSecret.init(hashing:)),
            balances: [money.currency.code: money.minorUnits], fundingSources: sources,
            addresses: try address.map { address throws(RESTError) in [try Self.home(address, of: id, name: "\(givenName) \(surname)", in: country)] } ?? [])
    }

    private static func home(_ address: Address, of id: String, name: String, in country: String) throws(RESTError) -> PayPalMock.Address {
        func line(_ text: String?, _ field: String, required: Bool = true) throws(RESTError) -> String? {
            guard let text, !text.isEmpty else {
                if required { throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "address/\(field) is missing.", field: "address/\(field)") }
                return nil
            }
            return try SpecText.checked(text, field: "address/\(field)", length: 1...100, rule: "1 to 100 characters", allowing: isPrintable)
        }
        return PayPalMock.Address(
            id: "AD-\(id)-HOME", name: name, line1: try line(address.line1, "line1") ?? "", line2: try line(address.line2, "line2", required: false),
            city: try line(address.city, "city") ?? "", state: try line(address.state, "state", required: false),
            postalCode: try line(address.postalCode, "postal_code") ?? "", countryCode: country)
    }

    private static func name(_ text: String?, field: String) throws(RESTError) -> String {
        guard let text else { throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "\(field) is missing.", field: field) }
        return try SpecText.checked(text, field: field, length: 1...64, rule: "1 to 64 characters, no control characters", allowing: isPrintable)
    }

    private static func lastDigits(_ text: String?, field: String) throws(RESTError) -> String {
        guard let text, text.count == 4, text.allSatisfy(\.isASCIIDigit) else {
            throw .invalidRequest("INVALID_PARAMETER_VALUE", "\(field) is the last 4 digits, such as 4242.", field: field)
        }
        return text
    }

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.generalCategory.isControlOrFormat
    }
}

private extension Unicode.GeneralCategory {
    var isControlOrFormat: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: true
        default: false
        }
    }
}
