import PayPalAPI

/// The shopper's saved payment methods: listing them from PayPal (`m`) and deleting one (`x`).
extension AppState {
    static let savedMethodsKey = Key.character("m")

    mutating func openSavedMethods() -> [AppEffect] {
        merchant.methods = SavedMethods(isOpen: true)
        guard let customer = merchant.savedWallet?.customerId else {
            merchant.methods.notice = "No saved methods: the shopper has no PayPal customer yet. Press s to save PayPal now, or set Save PayPal and pay once."
            return [.vaultEligibility(change: nil)]
        }
        merchant.methods.busy = true
        return [.vaultEligibility(change: nil), .listSavedMethods(customerId: customer)]
    }

    mutating func handleSavedMethods(_ key: Key) -> [AppEffect] {
        var methods = merchant.methods
        guard !methods.busy else { return [] }
        if let moved = ListSelection.moved(methods.selected, count: methods.entries.count, by: key) {
            merchant.methods.selected = moved
            return []
        }
        switch key {
        case .escape, Self.savedMethodsKey: methods.isOpen = false
        case .character("x") where methods.entries.indices.contains(methods.selected):
            methods.busy = true
            methods.notice = nil
            merchant.methods = methods
            return [.deleteSavedMethod(methods.entries[methods.selected].id)]
        case .character("e"):
            let all = VaultEligibility.allCases
            let next = all[((methods.eligibility.flatMap(all.firstIndex(of:)) ?? 0) + 1) % all.count]
            return [.vaultEligibility(change: next)]
        case Self.savePayPalKey:
            merchant.methods = methods
            return openSavePayPal()
        case .character("q"): wantsQuit = true
        default: break
        }
        merchant.methods = methods
        return []
    }

    mutating func savedMethodsListed(_ tokens: [VaultClient.PaymentToken]) {
        merchant.methods.busy = false
        merchant.methods.entries = tokens.map(SavedMethods.entry)
        merchant.methods.selected = 0
        if tokens.isEmpty { merchant.methods.notice = "PayPal keeps no saved method for this shopper. Press s to save PayPal." }
    }

    mutating func savedMethodDeleted(_ id: String) {
        merchant.methods.busy = false
        merchant.methods.entries.removeAll { $0.id == id }
        merchant.methods.selected = min(merchant.methods.selected, max(0, merchant.methods.entries.count - 1))
        merchant.methods.notice = "Deleted \(id): orders can no longer pay with it."
        log(.note, "merchant server: deleted the payment token \(id)")
        if merchant.savedWallet?.vaultId == id { merchant.savedWallet = nil }
    }

    mutating func vaultEligibility(is status: VaultEligibility, changed: Bool) {
        merchant.methods.eligibility = status
        guard changed else { return }
        log(.note, "PayPal now answers the merchant's requests to save wallets with \(status.rawValue) (a tester's setting).")
        merchant.methods.notice = status == .success
            ? "PayPal lets this merchant save wallets again."
            : "PayPal now refuses to save wallets for this merchant (\(status.rawValue)): s, or an order with Save PayPal, gets its error."
    }

    mutating func savedMethodsFailed(_ error: PayPalAPIError) {
        merchant.methods.busy = false
        log(.note, "merchant server: \(error)")
        merchant.methods.notice = MerchantMessages.refusal(error)
    }
}
