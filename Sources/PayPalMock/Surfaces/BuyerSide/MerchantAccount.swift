/// A business account that receives payments (a merchant, a partner, a charity).
struct MerchantAccount: StoredDocument {
    static let kind = "merchant"

    var id: String
    var email: String
    var businessName: String
}
