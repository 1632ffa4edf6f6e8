/// Every audience of one backend, made once with what each checks against; a route names one by its key path
/// (`for: \.buyer`).
struct Audiences: Sendable {
    let anyone = Anyone()
    let restClient: RESTClients
    let restClientSecret: RESTClientSecrets
    let restClientId: PublicClientIds
    let adaptiveCaller: AdaptiveCallers
    let braintreeMerchant: BraintreeMerchantCallers
    /// The token exchange's, which answers wrong keys with `93802`.
    let braintreePartner: BraintreePartners
    /// Revoking's, which answers wrong keys with an empty 401.
    let braintreeRevokingPartner: BraintreePartners
    /// The client API's, which also finds the fingerprint in the query or the body.
    let braintreeClient: BraintreeClients
    /// GraphQL's, which takes the fingerprint as a bearer token only and refuses with GraphQL's `errors`.
    let braintreeGraphQLClient: BraintreeClients
    let buyer: BuyerSessions
    let admin: AdminHolders
    let trainer: Trainers
    let sharer: ScreenAudience
    let watcher: ScreenAudience

    init(
        tokens: AccessTokens, credentials: Credentials, buyers: BuyerSide, oauth: BraintreeOAuth, merchants: BraintreeMerchants,
        clock: VirtualClock, adminToken: String?, trainers: TrainersClass
    ) {
        restClient = RESTClients(tokens: tokens)
        restClientSecret = RESTClientSecrets(tokens: tokens)
        restClientId = PublicClientIds(credentials: credentials)
        adaptiveCaller = AdaptiveCallers(credentials: credentials, buyers: buyers)
        braintreeMerchant = BraintreeMerchantCallers(oauth: oauth)
        let wrongPartnerKeys = GatewayFailure.invalid("93802", "client_secret", "Invalid credentials: wrong client id or secret", on: ["credentials"])
        braintreePartner = BraintreePartners(
            oauth: oauth, wrongKeys: AudienceRefusal(answer: .gateway(GatewayViews.errorResponse(wrongPartnerKeys), status: .unprocessableContent)))
        braintreeRevokingPartner = BraintreePartners(oauth: oauth, wrongKeys: .empty(.unauthorized))
        braintreeClient = BraintreeClients(merchants: merchants, clock: clock, fingerprintOutsideHeader: true) {
            try .clientAPI(ClientAPIViews.ErrorResponse(message: "Authorization fingerprint is invalid."), status: .unauthorized)
        }
        braintreeGraphQLClient = BraintreeClients(merchants: merchants, clock: clock, fingerprintOutsideHeader: false) {
            try .clientAPI(GraphQLViews.Errors(GraphQLFailure.unauthenticated), status: GraphQLFailure.unauthenticated.status)
        }
        buyer = BuyerSessions(buyers: buyers)
        admin = AdminHolders(token: adminToken)
        trainer = Trainers(admin: admin, trainers: trainers)
        sharer = ScreenAudience(name: .sharer, admin: admin, trainers: trainers)
        watcher = ScreenAudience(name: .watcher, admin: admin, trainers: trainers)
    }
}
