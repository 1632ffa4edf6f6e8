import PayPalAPI
import PayPalVocabulary

/// What the merchant's server asks of PayPal for preapprovals: over HTTP (`MerchantServer`), or canned
/// in-process in demo mode.
public protocol MerchantService: Sendable {
    /// A pending preapproval key for the terms.
    func createPreapproval(_ terms: MerchantServer.Terms) async throws(PayPalAPIError) -> String
    /// Takes a payment under a confirmed preapproval, with the PIN the buyer typed in the merchant's app.
    func pay(_ amount: Money, to receiver: String, preapprovalKey: String, senderEmail: String, pin: Secret?) async throws(PayPalAPIError)
        -> MerchantServer.PreapprovedPayment
}

extension MerchantServer: MerchantService {}
