import CheckoutFlows
import Foundation
import PayPalAPI

/// The list of held authorizations: opening it (which asks PayPal how each stands), moving in it, and acting on
/// the selected one.
extension AppState {
    static let heldAuthorizationsKey = Key.character("a")

    mutating func openHeldAuthorizations() -> [AppEffect] {
        merchant.held.isOpen = true
        merchant.held.notice = nil
        guard !merchant.held.entries.isEmpty else { return [] }
        merchant.held.busy = true
        return [.refreshAuthorizations(merchant.held.entries.map(\.authorizationId))]
    }

    mutating func handleHeldAuthorizations(_ key: Key) -> [AppEffect] {
        var held = merchant.held
        guard !held.busy else { return [] }
        if let moved = ListSelection.moved(held.selected, count: held.entries.count, by: key) {
            merchant.held.selected = moved
            return []
        }
        switch key {
        case .escape, Self.heldAuthorizationsKey: held.isOpen = false
        case .character("c"), .character("v"), .character("r"):
            guard let entry = held.selectedEntry else { break }
            let action: HeldAuthorizations.Action = key == .character("c") ? .capture : key == .character("v") ? .void : .reauthorize
            held.busy = true
            held.notice = nil
            merchant.held = held
            return [.actOnAuthorization(entry.authorizationId, action)]
        case .character("q"): wantsQuit = true
        default: break
        }
        merchant.held = held
        return []
    }

    /// PayPal's answer to the list's refresh or to an action.
    mutating func heldAuthorizationsAnswered(
        _ authorizations: [PaymentsClient.Authorization], backendNow: Date?, after action: HeldAuthorizations.Action?, on original: String?
    ) {
        merchant.held.busy = false
        if let backendNow { merchant.held.backendNow = backendNow }
        if action == .reauthorize, let original, let renewed = authorizations.first { merchant.held.replace(original, with: renewed) }
        for authorization in authorizations { merchant.held.update(authorization) }
        if let action, let authorization = authorizations.first {
            let sentence = switch action {
            case .capture: "Captured \(authorization.id): the authorisation is \(authorization.status.rawValue)."
            case .void: "Voided \(authorization.id): the buyer's money is released."
            case .reauthorize: "Reauthorised: \(authorization.id) holds the money for another 3 days of honor period."
            }
            merchant.held.notice = sentence
            log(.note, "merchant server: \(action.rawValue) → \(authorization.id) \(authorization.status.rawValue)")
        }
    }

    mutating func heldAuthorizationFailed(_ id: String, _ error: PayPalAPIError) {
        merchant.held.busy = false
        log(.note, "merchant server: \(error)")
        merchant.held.notice = switch error.code {
        case "AUTHORIZATION_EXPIRED": "PayPal refused: the authorisation expired (29 days). Void it and restart payment."
        case "AUTHORIZATION_VOIDED", "AUTHORIZATION_ALREADY_CAPTURED", "PREVIOUSLY_VOIDED", "PREVIOUSLY_CAPTURED": "PayPal refused: this authorisation is no longer open (\(error.code))."
        case "REAUTHORIZATION_NOT_SUPPORTED":
            "PayPal refused to reauthorise (\(error.code)): reauthorise once, after the 3-day honor period and before day 29."
        default: MerchantMessages.refusal(error)
        }
    }
}
