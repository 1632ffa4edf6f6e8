import CheckoutFlows

/// The shopper signed in to the merchant's app, as its server keeps them: the store's own customer id, PayPal's
/// customer id once PayPal made one, and the wallets PayPal saved for them (the last one pays with `w`).
struct Shopper: Equatable, Sendable {
    /// The store's own id for its signed-in shopper, as its database has it.
    static let storeCustomerId = "1042"

    /// PayPal's customer for the shopper, kept once a save gave one; later saves are made for it.
    var paypalCustomerId: String?
    /// The payment tokens the store keeps for the shopper, oldest first.
    var wallets: [SavedWallet] = []
    /// A wallet PayPal approved saving with a purchase but answered with no id (`APPROVED`): the store waits for
    /// `VAULT.PAYMENT-TOKEN.CREATED` for this payer.
    var awaited: Awaited?

    /// Whose wallet the store waits for PayPal to announce.
    struct Awaited: Equatable, Sendable {
        var payerId: String
        var email: String?
    }

    /// The wallet `w` pays with.
    var wallet: SavedWallet? { wallets.last }

    /// Who the shopper is, for the merchant's screens.
    var line: String {
        "Shopper \(Self.storeCustomerId) (the store's customer id) · PayPal customer " + (paypalCustomerId ?? "none yet")
    }

    func keeps(_ vaultId: String) -> Bool { wallets.contains { $0.vaultId == vaultId } }

    /// Keeps a wallet PayPal saved, as the one `w` pays with; one kept already is kept once.
    mutating func keep(_ wallet: SavedWallet) {
        paypalCustomerId = wallet.customerId ?? paypalCustomerId
        wallets.removeAll { $0.vaultId == wallet.vaultId }
        wallets.append(wallet)
    }

    /// Takes the wallet `VAULT.PAYMENT-TOKEN.CREATED` announced, when it is the one the store waits for.
    mutating func take(_ announced: SavedWallet) -> Bool {
        guard let awaited, announced.payerId == awaited.payerId else { return false }
        self.awaited = nil
        keep(announced)
        return true
    }

    /// Forgets a payment token PayPal deleted; PayPal's customer stays the shopper's.
    mutating func forget(_ vaultId: String) {
        wallets.removeAll { $0.vaultId == vaultId }
    }
}
