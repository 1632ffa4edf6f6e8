/// What every surface of one backend is made from: its store, clock and configuration, and the services more than
/// one surface shares (the buyer side, the REST tokens, Braintree's merchants).
struct BackendParts: Sendable {
    let configuration: BackendConfiguration
    let store: Store
    let clock: VirtualClock
    let journal: Journal
    let faults: FaultBoard
    let metrics: BackendMetrics?
    let address: ServerAddress
    let screen: ScreenHub
    let classroom: Classroom?
    let events: WebhookEvents
    let tokens: AccessTokens
    let buyers: BuyerSide
    let braintree: BraintreeParts

    var credentials: Credentials { configuration.credentials }

    init(_ backend: MockBackend) {
        configuration = backend.configuration
        store = backend.store
        clock = backend.clock
        journal = backend.journal
        faults = backend.faults
        metrics = backend.metrics
        address = backend.address
        screen = backend.screen
        classroom = backend.classroom
        events = WebhookEvents(address: backend.address)
        tokens = AccessTokens(store: backend.store, clock: backend.clock, credentials: backend.configuration.credentials)
        buyers = BuyerSide(
            store: backend.store, clock: backend.clock, events: events, shippingCallback: ShippingCallback(outbound: backend.outbound))
        braintree = BraintreeParts(store: backend.store, clock: backend.clock, credentials: backend.configuration.credentials)
    }

    /// Every audience a route of this backend may declare.
    var audiences: Audiences {
        Audiences(
            tokens: tokens, credentials: credentials, buyers: buyers, oauth: braintree.oauth, merchants: braintree.merchants, clock: clock,
            adminToken: configuration.adminToken, trainers: TrainersClass(classroom: classroom, configuration: configuration))
    }
}

/// Braintree's side of a backend: the configured merchant, the partner's OAuth application, and the merchants
/// connected through it.
struct BraintreeParts: Sendable {
    let merchant: BraintreeMerchant
    let application: BraintreeOAuthApplication
    let oauth: BraintreeOAuth
    let merchants: BraintreeMerchants

    init(store: Store, clock: VirtualClock, credentials: Credentials) {
        merchant = BraintreeMerchant(credentials)
        application = BraintreeOAuthApplication(credentials)
        oauth = BraintreeOAuth(store: store, clock: clock, application: application, merchant: merchant)
        merchants = BraintreeMerchants(store: store, configured: merchant)
    }
}
