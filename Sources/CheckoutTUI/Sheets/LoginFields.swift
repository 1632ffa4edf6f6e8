import CheckoutFlows
import PayPalAPI

/// PayPal's login as every sheet asks for it: email and password, or phone and PIN, with the secret masked.
struct LoginFields: Equatable, Sendable {
    var usePIN = false
    var email = TextField(limit: 127)
    var password = TextField(secret: true, limit: 127)
    var phone = TextField(limit: 24)
    var pin = TextField.pin()

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

    /// Types a value into the field a scenario names: `email`, `password`, or `phone` and `pin` (which switch the
    /// log-in to them); false for any other name.
    mutating func fill(_ name: String, with value: String) -> Bool {
        switch name {
        case "email": email.set(value)
        case "password": password.set(value)
        case "phone": phone.set(value)
        case "pin": pin.set(value)
        default: return false
        }
        usePIN = name == "phone" || name == "pin"
        return true
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
