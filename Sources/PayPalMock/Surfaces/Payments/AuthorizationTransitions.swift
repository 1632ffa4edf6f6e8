import Foundation
import PayPalVocabulary

/// Capturing, voiding and reauthorizing an authorization, with PayPal's issue when it cannot be done.
extension PaymentAuthorization {
    /// Takes `requested` (or what is left) from the hold; `final` closes it whatever remains.
    /// Returns the amount to capture.
    mutating func capture(_ requested: Money?, final: Bool, at now: Date) throws(PayPalIssue) -> Money {
        try checkOpen(at: now)
        if reauthorizationId != nil {
            throw .notAllowed("AUTHORIZATION_VOIDED", "This authorization was reauthorized as \(reauthorizationId ?? ""): capture that one.")
        }
        let remaining = amount - captured
        let take = requested ?? remaining
        guard take.currency == amount.currency else {
            throw .notAllowed("AUTH_CAPTURE_CURRENCY_MISMATCH", "Capture in \(amount.currency.code), the authorization's currency.", field: "amount.currency_code")
        }
        guard take.isPositive else {
            if requested == nil { throw Self.alreadyCaptured }
            throw .notAllowed("CANNOT_BE_ZERO_OR_NEGATIVE", "The capture amount must be more than zero.", field: "amount.value")
        }
        guard captured + take <= captureLimit else {
            throw .notAllowed(
                "MAX_CAPTURE_AMOUNT_EXCEEDED",
                "Captures may add up to \(captureLimit.text) \(amount.currency.code) at most (115 % of the authorized amount, and no more than $75 over it); \(captured.text) is captured already.",
                field: "amount.value")
        }
        captured = captured + take
        status = final || captured >= amount ? .captured : .partiallyCaptured
        updatedAt = now
        return take
    }

    /// Releases the hold. A reauthorization cannot be voided; void the authorization it came from.
    mutating func void(at now: Date) throws(PayPalIssue) {
        guard parentId == nil else {
            throw .notAllowed("CANNOT_BE_VOIDED", "A reauthorization cannot be voided: void the original authorization \(parentId ?? "").")
        }
        switch status {
        case .voided where expired == true:
            throw .notAllowed("PREVIOUSLY_VOIDED", "This authorization expired on \(Timestamp.rest(expiresAt)), 29 days after it was made, and PayPal voided it.")
        case .voided: throw .notAllowed("PREVIOUSLY_VOIDED", "This authorization was voided already.")
        case .captured: throw .notAllowed("PREVIOUSLY_CAPTURED", "This authorization has been captured in full.")
        case .created, .partiallyCaptured, .pending, .denied: break
        }
        status = .voided
        updatedAt = now
    }

    /// After the 3-day honor period, holds the funds again under a new id with a new honor period, within the
    /// original 29 days. The amount may grow to 115 % of the original, $75 at most for US dollars.
    func reauthorization(_ requested: Money?, id: String, at now: Date) throws(PayPalIssue) -> PaymentAuthorization {
        guard parentId == nil, reauthorizationId == nil else {
            throw .notAllowed("REAUTHORIZATION_NOT_SUPPORTED", "An authorization can be reauthorized once; a reauthorization cannot be reauthorized.")
        }
        switch status {
        case .voided: throw .notAllowed("AUTHORIZATION_VOIDED", "This authorization was voided.")
        case .captured, .partiallyCaptured: throw Self.alreadyCaptured
        case .created, .pending, .denied: break
        }
        guard now >= honorPeriodEndsAt else {
            throw .notAllowed(
                "REAUTHORIZATION_NOT_SUPPORTED",
                "The authorization is still in its 3-day honor period (until \(Timestamp.rest(honorPeriodEndsAt))): capture it instead.")
        }
        guard now < expiresAt else {
            throw .notAllowed("REAUTHORIZATION_NOT_SUPPORTED", "The authorization expired on \(Timestamp.rest(expiresAt)): create a new order.")
        }
        let newAmount = requested ?? amount
        guard newAmount.currency == amount.currency else {
            throw .notAllowed("AUTH_CURRENCY_MISMATCH", "Reauthorize in \(amount.currency.code), the authorization's currency.", field: "amount.currency_code")
        }
        guard newAmount.isPositive else {
            throw .notAllowed("CANNOT_BE_ZERO_OR_NEGATIVE", "The amount must be more than zero.", field: "amount.value")
        }
        guard newAmount <= captureLimit else {
            throw .notAllowed(
                "TRANSACTION_REFUSED", "A reauthorization may be for \(captureLimit.text) \(amount.currency.code) at most.", field: "amount.value")
        }
        var renewed = self
        renewed.id = id
        renewed.amount = newAmount
        renewed.parentId = self.id
        renewed.createdAt = now
        renewed.updatedAt = now
        renewed.honorPeriodEndsAt = min(now.addingTimeInterval(Self.honorPeriod), expiresAt)
        renewed.captured = .zero(amount.currency)
        renewed.captureIds = []
        return renewed
    }

    private func checkOpen(at now: Date) throws(PayPalIssue) {
        guard now < expiresAt, expired != true else {
            throw .notAllowed("AUTHORIZATION_EXPIRED", "The authorization expired on \(Timestamp.rest(expiresAt)), 29 days after it was made.")
        }
        switch status {
        case .voided: throw .notAllowed("AUTHORIZATION_VOIDED", "This authorization was voided.")
        case .captured: throw Self.alreadyCaptured
        case .denied: throw .notAllowed("AUTHORIZATION_DENIED", "This authorization was denied.")
        case .created, .partiallyCaptured, .pending: break
        }
    }

    private static let alreadyCaptured = PayPalIssue.notAllowed("AUTHORIZATION_ALREADY_CAPTURED", "This authorization has been captured in full.")
}
