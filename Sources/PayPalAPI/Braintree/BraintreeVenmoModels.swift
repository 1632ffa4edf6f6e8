import Foundation

extension BraintreeVenmoClient {
    /// `v1/configuration`, the parts the Venmo client reads (`BTConfiguration+Venmo`, `graphQLURL`).
    public struct Configuration: Decodable, Sendable, Equatable {
        public struct PayWithVenmo: Decodable, Sendable, Equatable {
            public var accessToken: String?
            public var environment: String?
            /// The merchant's default Venmo profile, sent as `merchantProfileId`.
            public var merchantId: String?
            public var enrichedCustomerDataEnabled: Bool?
        }

        public struct GraphQL: Decodable, Sendable, Equatable {
            public var url: String
        }

        public var payWithVenmo: PayWithVenmo?
        public var graphQL: GraphQL?

        /// Venmo is on for the merchant when the configuration has its access token.
        public var isVenmoEnabled: Bool { payWithVenmo?.accessToken != nil }
    }

    /// `BTVenmoRequest`: what the paysheet asks for. Amounts are decimal strings, as the SDK sends them.
    public struct VenmoRequest: Sendable, Equatable {
        public enum Usage: String, Sendable { case multiUse = "MULTI_USE", singleUse = "SINGLE_USE" }

        /// A paysheet line; `CREDIT` for a discount.
        public struct LineItem: Encodable, Sendable, Equatable {
            public var quantity: Int
            public var unitAmount: String
            public var name: String
            public var type = "DEBIT"
            public var unitTaxAmount = "0"

            public init(quantity: Int, unitAmount: String, name: String) {
                self.quantity = quantity
                self.unitAmount = unitAmount
                self.name = name
            }
        }

        public var usage: Usage
        public var isFinalAmount = false
        public var displayName: String?
        public var collectCustomerBillingAddress = false
        public var collectCustomerShippingAddress = false
        public var totalAmount: String?
        public var lineItems: [LineItem] = []

        public init(usage: Usage, totalAmount: String? = nil) {
            self.usage = usage
            self.totalAmount = totalAmount
        }
    }

    /// `BTVenmoAccountNonce`: the nonce for the merchant's server, and whose Venmo account it is.
    public struct VenmoAccountNonce: Sendable, Equatable {
        public var nonce: String
        public var username: String?
        public var email: String?
        /// Venmo's id for the user (`payerInfo.externalId`).
        public var externalID: String?
        public var firstName: String?
        public var lastName: String?
        public var phoneNumber: String?
        public var isDefault = false

        public init(nonce: String, username: String?, isDefault: Bool = false) {
            self.nonce = nonce
            self.username = username
            self.isDefault = isDefault
        }
    }

    // MARK: Wire

    struct GraphQLCall<Variables: Encodable>: Encodable {
        var query: String
        var variables: Variables
    }

    /// `CreateVenmoPaymentContextInput` as `VenmoCreatePaymentContextGraphQLBody` writes it: flags as strings.
    struct ContextInput: Encodable {
        struct PaysheetDetails: Encodable {
            struct TransactionDetails: Encodable {
                var totalAmount: String?
                var lineItems: [VenmoRequest.LineItem]?
            }

            var collectCustomerBillingAddress: String
            var collectCustomerShippingAddress: String
            var transactionDetails: TransactionDetails?
        }

        var paymentMethodUsage: String
        var merchantProfileId: String?
        var customerClient = "MOBILE_APP"
        var intent = "CONTINUE"
        var isFinalAmount: String
        var displayName: String?
        var paysheetDetails: PaysheetDetails

        init(_ request: VenmoRequest, profileId: String?) {
            paymentMethodUsage = request.usage.rawValue
            merchantProfileId = profileId
            isFinalAmount = String(request.isFinalAmount)
            displayName = request.displayName
            let details = request.totalAmount == nil && request.lineItems.isEmpty
                ? nil : PaysheetDetails.TransactionDetails(totalAmount: request.totalAmount, lineItems: request.lineItems.isEmpty ? nil : request.lineItems)
            paysheetDetails = PaysheetDetails(
                collectCustomerBillingAddress: String(request.collectCustomerBillingAddress),
                collectCustomerShippingAddress: String(request.collectCustomerShippingAddress), transactionDetails: details)
        }
    }

    struct CreatedContext: Decodable {
        struct Data: Decodable { var createVenmoPaymentContext: Created }
        struct Created: Decodable { var venmoPaymentContext: Context }
        struct Context: Decodable { var id: String }

        var data: Data
    }

    struct ContextAnswer: Decodable {
        struct Data: Decodable { var node: Node }

        struct Node: Decodable {
            struct PayerInfo: Decodable {
                var firstName: String?
                var lastName: String?
                var phoneNumber: String?
                var email: String?
                var externalId: String?
            }

            var paymentMethodId: String?
            var userName: String?
            var payerInfo: PayerInfo?

            /// As `BTVenmoAccountNonce(with:)` reads the node; nil until there is a nonce.
            var nonce: VenmoAccountNonce? {
                guard let paymentMethodId else { return nil }
                var nonce = VenmoAccountNonce(nonce: paymentMethodId, username: userName)
                nonce.email = payerInfo?.email
                nonce.externalID = payerInfo?.externalId
                nonce.firstName = payerInfo?.firstName
                nonce.lastName = payerInfo?.lastName
                nonce.phoneNumber = payerInfo?.phoneNumber
                return nonce
            }
        }

        var data: Data
    }

    struct VaultBody: Encodable {
        struct Account: Encodable { var nonce: String }

        var venmoAccount: Account
    }

    struct VaultAnswer: Decodable {
        struct Account: Decodable {
            struct Details: Decodable { var username: String? }

            var nonce: String
            var `default`: Bool?
            var details: Details?
        }

        var venmoAccounts: [Account]
    }
}
