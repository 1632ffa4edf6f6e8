/// A string a request carries, checked against its spec's `minLength`, `maxLength` and pattern, as PayPal checks
/// one: INVALID_STRING_LENGTH for its length, INVALID_PARAMETER_SYNTAX for a character the pattern does not take.
enum SpecText {
    /// `value` when it fits; `rule` says what fits (`"7 to 36 letters, digits, _ or -"`), for the refusal.
    static func checked(
        _ value: String, field: String, length: ClosedRange<Int>, rule: String, location: String = "body",
        allowing allowed: (Unicode.Scalar) -> Bool = { _ in true }
    ) throws(RESTError) -> String {
        func refusal(_ issue: String) -> RESTError {
            RESTError(status: 400, issue: issue, description: "\(field) is \(rule).", field: field, value: value, location: location)
        }
        guard length.contains(value.unicodeScalars.count) else { throw refusal("INVALID_STRING_LENGTH") }
        guard value.unicodeScalars.allSatisfy(allowed) else { throw refusal("INVALID_PARAMETER_SYNTAX") }
        return value
    }

    /// A text PayPal bounds (`maxLength`, and `minLength` 1), nil when not given: `invoice_id` is 127 characters at most.
    static func bounded(_ value: String?, atMost most: Int, field: String) throws(RESTError) -> String? {
        guard let value else { return nil }
        return try checked(value, field: field, length: 1...most, rule: "1 to \(most) characters")
    }

    /// What PayPal's Orders spec bounds of a purchase unit, and how long each may be.
    static let purchaseUnitBounds = ["description": 127, "custom_id": 127, "invoice_id": 127, "soft_descriptor": 22]
    /// What it bounds of an item.
    static let itemBounds = ["name": 127, "description": 127, "sku": 127, "category": 20]

    /// ASCII letters and digits.
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// `^[0-9A-Z_]+$`, the spec's pattern for its enumerations (carriers, statuses).
    static func isEnumerationCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || isDigit(scalar) || scalar == "_"
    }
}
