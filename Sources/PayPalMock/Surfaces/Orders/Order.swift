import Foundation
import PayPalVocabulary

/// An Orders v2 order: what the merchant asks for, who approved it with what, and where it stands.
struct Order: StoredDocument, ClientOwned {
    static let kind = "order"
    /// An order nobody approves within 3 hours expires.
    static let approvalWindow: TimeInterval = 3 * 60 * 60

    /// The buyer who approved the order, as `payer` shows them.
    struct Payer: Codable, Sendable, Equatable {
        var payerId: String
        var email: String
        var givenName: String
        var surname: String
        var countryCode: String

        /// The buyer as an order's payer, in the buyer's country unless one is named.
        init(_ buyer: BuyerAccount, countryCode: String? = nil) {
            payerId = buyer.id
            email = buyer.email
            givenName = buyer.givenName
            surname = buyer.surname
            self.countryCode = countryCode ?? buyer.country
        }
    }

    /// A PayPal wallet the merchant asked to save when the order is paid (`store_in_vault: ON_SUCCESS`), and the
    /// payment token it became.
    struct VaultRequest: Codable, Sendable, Equatable {
        var customerId: String
        var terms: WalletTerms
        var tokenId: String?
        /// True when PayPal saved it after answering the capture or authorization, which said `APPROVED` with no
        /// id; nil in orders kept before PayTerm could.
        var savedAfterAnswer: Bool?
    }

    var id: String
    var intent: OrderIntent
    var status: OrderStatus
    var purchaseUnits: [PurchaseUnit]
    var returnUrl: String?
    var cancelUrl: String?
    var payer: Payer?
    /// The funding source the buyer chose when approving.
    var fundingSourceId: String?
    var vault: VaultRequest?
    var createdAt: Date
    /// When the buyer last approved it; nil in orders kept before PayTerm noted it.
    var approvedAt: Date?
    var updatedAt: Date
    /// The REST client that created it.
    var clientId: String?

    var expiresAt: Date { createdAt.addingTimeInterval(Self.approvalWindow) }

    /// Still waiting for the buyer, and past the 3 hours it had.
    func isExpired(at now: Date) -> Bool {
        (status == .created || status == .payerActionRequired) && now >= expiresAt
    }

    var total: Money { purchaseUnits.map(\.amount).sum(in: purchaseUnits[0].amount.currency) }

    func unitIndex(reference: String) -> Int? { purchaseUnits.firstIndex { $0.referenceId == reference } }
}
