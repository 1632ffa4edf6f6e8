/// The contact module a checkout asks for (`contact_preference`, with the recipient's `recipient_email` and
/// `international_phone` when the merchant knows them): whether PayPal's review shows the recipient's email and phone,
/// and whether the buyer may change them (Docs/braintree-facts.md, "Contact module").
struct ContactRequest: Codable, Sendable, Equatable {
    enum Preference: String, Codable, Sendable {
        case noContactInfo = "NO_CONTACT_INFO"
        case updateContactInfo = "UPDATE_CONTACT_INFO"
        case retainContactInfo = "RETAIN_CONTACT_INFO"
    }

    var preference: Preference
    var email: String?
    /// E.164, `+14085550101`.
    var phone: String?

    /// What the review offers the buyer: nothing with NO_CONTACT_INFO, or RETAIN_CONTACT_INFO with nothing passed
    /// (PayPal falls back to NO_CONTACT_INFO); the merchant's values alone with RETAIN; with UPDATE, the merchant's and
    /// the buyer's own, to choose from.
    func choices(buyerEmail: String, buyerPhone: String?) -> [Contact] {
        let merchant = Contact(email: email, phone: phone)
        switch preference {
        case .noContactInfo: return []
        case .retainContactInfo: return merchant.isEmpty ? [] : [merchant]
        case .updateContactInfo:
            let own = Contact(email: buyerEmail, phone: buyerPhone)
            return (merchant.isEmpty ? [] : [merchant]) + (own == merchant ? [] : [own])
        }
    }
}

/// A recipient's email and phone, as the contact module shows and the merchant receives them.
struct Contact: Codable, Sendable, Equatable {
    var email: String?
    var phone: String?

    var isEmpty: Bool { email == nil && phone == nil }
}
