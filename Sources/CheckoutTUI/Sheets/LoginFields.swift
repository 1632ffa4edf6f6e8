import CheckoutFlows
import PayPalAPI

/// PayPal's login as every sheet asks for it: email and password, or phone and PIN, with the secret masked.
struct LoginFields: Equatable, Sendable {
    var usePIN = false
    var email = TextField(limit: 127)
    var password = TextField(secret: true, limit: 127)
    var phone = TextField(limit: 24)
    var pin = TextField(secret: true, limit: 8)

    /// The login typed, for the flow.
    var method: LoginMethod {
        usePIN ? .pin(phone: phone.text, pin: pin.secret) : .password(email: email.text, password: password.secret)
    }

    /// Applies a key to the account field (email or phone), or to the secret one; false when the field does not
    /// take the key.
    mutating func edit(secret: Bool, with key: Key) -> Bool {
        switch (secret, usePIN) {
        case (false, false): email.edit(key)
        case (false, true): phone.edit(key)
        case (true, false): password.edit(key)
        case (true, true): pin.edit(key)
        }
    }

    /// Types a buyer's login in: the email and password, and the phone and PIN, those the listing shows (a buyer a
    /// tester added shows no password or PIN).
    mutating func fill(_ persona: AdminClient.Persona) {
        fill(email: persona.email, password: persona.password?.revealed ?? "", phone: persona.phone, pin: persona.pin?.revealed)
    }

    /// Types a buyer's login in; one with no phone logs in with email and password.
    mutating func fill(email: String, password: String, phone: String? = nil, pin: String? = nil) {
        self.email.set(email)
        self.password.set(password)
        self.phone.set(phone ?? "")
        self.pin.set(pin ?? "")
        if phone == nil { usePIN = false }
    }

    /// Forgets the password and PIN typed, as after a refused login.
    mutating func clearSecret() {
        password.clear()
        pin.clear()
    }
}

extension SheetLayout {
    /// The account field and the secret field, each under its label.
    mutating func login(_ fields: LoginFields, _ text: LibraryStrings, account: Control, secret: Control) {
        self.text(fields.usePIN ? text.phone : text.email)
        field(fields.usePIN ? fields.phone : fields.email, control: account)
        gap()
        self.text(fields.usePIN ? text.pin : text.password)
        field(fields.usePIN ? fields.pin : fields.password, control: secret)
    }
}
