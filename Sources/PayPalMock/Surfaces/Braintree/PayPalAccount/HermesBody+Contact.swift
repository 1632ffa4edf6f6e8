import PayPalVocabulary

extension HermesBody {
    /// The contact module the body asks for, checked; nil when it sends no `contact_preference` (the iOS SDK's
    /// `.none`). The error codes are PayTerm's: no source gives Braintree's for these fields.
    func contact() throws -> ContactRequest? {
        guard let name = contactPreference else { return nil }
        guard let preference = ContactRequest.Preference(rawValue: name) else {
            throw GatewayFailure.invalid("82911", "contact_preference", "contact_preference is NO_CONTACT_INFO, UPDATE_CONTACT_INFO or RETAIN_CONTACT_INFO.")
        }
        let email = recipientEmail?.trimmingCharacters(in: .whitespaces)
        if let email, !EmailAddress.isPlausible(email) {
            throw GatewayFailure.invalid("82912", "recipient_email", "recipient_email is not an email address.")
        }
        let phone = try internationalPhone.map { phone in
            let country = phone.countryCode ?? "", national = phone.nationalNumber ?? ""
            let canonical = "+" + country + national
            guard (1...3).contains(country.count), (4...14).contains(national.count), PhoneNumber.isPlausible(canonical) else {
                throw GatewayFailure.invalid("82913", "international_phone", "international_phone needs a country code of 1–3 digits and a national number of 4–14.")
            }
            return canonical
        }
        return ContactRequest(preference: preference, email: email, phone: phone)
    }
}
