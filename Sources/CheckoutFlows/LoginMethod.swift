import PayPalAPI
import PayPalVocabulary

/// How a buyer logs in to PayPal in any flow's sheet: email and password, or phone and PIN.
public enum LoginMethod: Sendable, Equatable {
    case password(email: String, password: Secret)
    /// The phone as the buyer typed it; the flow sends its canonical form.
    case pin(phone: String, pin: Secret)

    /// The method with the phone in its canonical form, however the buyer typed it.
    var canonical: Self {
        guard case .pin(let phone, let pin) = self else { return self }
        return .pin(phone: PhoneNumber.canonical(phone), pin: pin)
    }
}

extension CheckoutService {
    /// Logs the buyer in the way they chose.
    func logIn(_ method: LoginMethod) async throws(PayPalAPIError) -> BuyerSession {
        switch method {
        case .password(let email, let password): try await logIn(email: email, password: password)
        case .pin(let phone, let pin): try await logIn(phone: phone, pin: pin)
        }
    }
}
