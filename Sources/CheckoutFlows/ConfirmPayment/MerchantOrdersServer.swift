import PayPalAPI

/// The merchant's server for the Orders v2 flows: it creates orders and authorizes, captures and voids their
/// money, and lists and deletes its shoppers' saved wallets, over REST with its own OAuth2 token. Each call that changes something carries a `PayPal-Request-Id`
/// named for what it does to which resource, so a call sent again after a lost answer does it once.
public struct MerchantOrdersServer: Sendable {
    public let orders: OrdersClient
    public let payments: PaymentsClient
    public let vault: VaultClient

    public init(transport: HTTPTransport, credentials: ClientCredentials) {
        let tokens = OAuthClient(transport: transport, credentials: credentials)
        orders = OrdersClient(transport: transport, tokens: tokens)
        payments = PaymentsClient(transport: transport, tokens: tokens)
        vault = VaultClient(transport: transport, tokens: tokens)
    }
}
