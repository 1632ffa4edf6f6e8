import Foundation
import PayPalVocabulary

/// Turns Vault v3 and payment-source bodies into checked domain values, or PayPal's issue naming the field.
enum VaultReading {
    /// The one payment source a request names, with its kind.
    static func onlySource(_ source: [String: JSONValue]?, allowed: Set<String>) throws -> (kind: String, value: JSONValue) {
        guard let source, !source.isEmpty else {
            throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "payment_source names no payment source.", field: "/payment_source")
        }
        guard source.count == 1, let (kind, value) = source.first else {
            throw RESTError.unprocessable("ONLY_ONE_PAYMENT_SOURCE_ALLOWED", "Send one payment source.", field: "/payment_source")
        }
        guard allowed.contains(kind) else {
            throw RESTError.unprocessable(
                "PAYMENT_SOURCE_CANNOT_BE_USED", "Use payment_source.\(allowed.sorted().joined(separator: " or payment_source.")), not \(kind).",
                field: "/payment_source/\(kind)")
        }
        return (kind, value)
    }

    /// A card checked as PayPal checks one before saving it; only the brand, last digits and expiry are kept.
    static func card(_ value: JSONValue, at now: Date) throws -> SavedCard {
        let card = try value.decode(CardBody.self)
        let field = "/payment_source/card"
        guard let number = card.number?.filter({ $0 != " " }), !number.isEmpty else {
            throw RESTError.unprocessable("CARD_NUMBER_REQUIRED", "The card number is required when attempting to process payment with card.", field: "\(field)/number")
        }
        guard (13...19).contains(number.count), CardNumber.passesLuhn(number), let brand = CardNumber.brand(of: number) else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "The card number is not a valid card number.", field: "\(field)/number")
        }
        guard let expiry = card.expiry else {
            throw RESTError.unprocessable("CARD_EXPIRY_REQUIRED", "The card expiry is required when attempting to process payment with card.", field: "\(field)/expiry")
        }
        guard let month = CardNumber.expiryMonth(expiry) else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_SYNTAX", "The expiry must be YYYY-MM, such as 2030-04.", field: "\(field)/expiry")
        }
        if CardNumber.hasExpired(month, at: now) {
            throw RESTError.unprocessable("CARD_EXPIRED", "The card is expired", field: "\(field)/expiry")
        }
        if let code = card.securityCode, !(3...4).contains(code.count) || !code.allSatisfy(\.isASCIIDigit) {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "The security code is 3 or 4 digits.", field: "\(field)/security_code")
        }
        return SavedCard(brand: brand, lastDigits: String(number.suffix(4)), expiry: expiry, name: card.name)
    }

    /// The terms of a PayPal wallet a setup token saves.
    static func walletTerms(_ wallet: PayPalWalletBody) throws -> WalletTerms {
        try terms(
            usageType: wallet.usageType, customerType: wallet.customerType, permitMultiple: wallet.permitMultiplePaymentTokens,
            usagePattern: wallet.usagePattern, description: wallet.description, field: "/payment_source/paypal")
    }

    /// The terms of `attributes.vault` on an order, or nil when it asks for no vaulting.
    static func orderVaultTerms(_ instruction: VaultInstructionBody?) throws -> WalletTerms? {
        guard let instruction else { return nil }
        let field = "/payment_source/paypal/attributes/vault"
        guard let store = instruction.storeInVault else {
            throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "store_in_vault is missing: send ON_SUCCESS.", field: "\(field)/store_in_vault")
        }
        guard store == "ON_SUCCESS" else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "store_in_vault is ON_SUCCESS, not \(store).", field: "\(field)/store_in_vault")
        }
        return try terms(
            usageType: instruction.usageType, customerType: instruction.customerType, permitMultiple: instruction.permitMultiplePaymentTokens,
            usagePattern: instruction.usagePattern, description: instruction.description, field: field)
    }

    /// The merchant's id for its customer, checked as the API's pattern wants it, or a new one when none is sent.
    static func customerId(_ customer: CustomerBody?, field: String) throws -> String {
        guard let id = customer?.id else { return Identifier.customerId() }
        return try checkedCustomerId(id, field: field, location: "body")
    }

    /// A customer id as the spec has it: 7 to 36 of `[0-9a-zA-Z_-]`. `location` is where the request carried it.
    static func checkedCustomerId(_ id: String, field: String, location: String) throws -> String {
        try SpecText.checked(id, field: field, length: 7...36, rule: "7 to 36 letters, digits, _ or -", location: location) {
            SpecText.isAlphanumeric($0) || $0 == "_" || $0 == "-"
        }
    }

    private static func terms(
        usageType: String?, customerType: String?, permitMultiple: Bool?, usagePattern: String?, description: String?, field: String
    ) throws -> WalletTerms {
        let usage = usageType ?? "MERCHANT"
        guard ["MERCHANT", "PLATFORM"].contains(usage) else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "usage_type is MERCHANT or PLATFORM, not \(usage).", field: "\(field)/usage_type")
        }
        let customer = customerType ?? "CONSUMER"
        guard ["CONSUMER", "BUSINESS"].contains(customer) else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "customer_type is CONSUMER or BUSINESS, not \(customer).", field: "\(field)/customer_type")
        }
        return WalletTerms(
            usageType: usage, customerType: customer, permitMultiplePaymentTokens: permitMultiple ?? false, usagePattern: usagePattern,
            description: description)
    }
}
