/// How the client API writes Venmo's parts: the configuration's `payWithVenmo` and `graphQL`, and a vaulted account.
extension ClientAPIViews {
    /// `payWithVenmo`, as `BTConfiguration+Venmo` reads it: Venmo is on when `accessToken` is there.
    struct PayWithVenmo: Encodable {
        let accessToken: String
        let environment = "sandbox"
        let merchantId: String
        /// The merchant may ask for the buyer's addresses (`collectCustomerShippingAddress`…).
        let enrichedCustomerDataEnabled = true

        init(_ profile: VenmoProfile) {
            accessToken = profile.accessToken
            merchantId = profile.id
        }
    }

    /// `graphQL`, as `BTConfiguration.graphQLURL` reads it: where the SDK posts its GraphQL calls.
    struct GraphQL: Encodable {
        let url: String
        let features = ["tokenize_credit_cards"]
    }

    /// The vaulted account, as `BTVenmoClient.vault` reads `venmoAccounts[0]`.
    struct VenmoAccounts: Encodable {
        struct Account: Encodable {
            struct Details: Encodable {
                let username: String
                let venmoUserId: String
            }

            let type = "VenmoAccount"
            let nonce: String
            let description: String
            let `default`: Bool
            let details: Details
        }

        let venmoAccounts: [Account]

        init(_ nonce: VenmoAccountNonce, isDefault: Bool) {
            venmoAccounts = [Account(
                nonce: nonce.id, description: nonce.user.username, default: isDefault,
                details: Account.Details(username: nonce.user.username, venmoUserId: nonce.user.userId))]
        }
    }
}
