import PayPalAPI

/// Carries out Venmo's calls through its parties: the merchant's server on Braintree's gateway, the SDK in the
/// merchant's app on the client API and GraphQL, and the buyer in the Venmo app, or on venmo.com over the SDK's
/// transport (PayTerm's buyer side).
public struct VenmoCalls: FlowCalls {
    public typealias F = VenmoFlow

    /// The merchant's server, with its API keys.
    public let gateway: BraintreeGatewayClient
    /// The buyer's side: the SDK's client API calls, and venmo.com's, go over its transport.
    public let buyer: PayPalClient
    /// The Venmo app on the buyer's phone, which calls as itself.
    private let venmoApp: VenmoAppClient
    private let venmoWeb: VenmoAppClient
    /// The Venmo app's keychain: an account's password, to open signed in to it.
    private let keychain: @Sendable (String) async -> Secret?

    public init(
        gateway: BraintreeGatewayClient, buyer: PayPalClient, venmoApp: VenmoAppClient, keychain: @escaping @Sendable (String) async -> Secret?
    ) {
        self.gateway = gateway
        self.buyer = buyer
        self.venmoApp = venmoApp
        self.keychain = keychain
        venmoWeb = VenmoAppClient(transport: buyer.transport)
    }

    public func perform(_ call: VenmoFlow.Call) async -> VenmoFlow.Event {
        do throws(PayPalAPIError) {
            switch call {
            case .createCustomer:
                return .customerCreated(try await gateway.createCustomer())
            case .clientToken(let customerId):
                return .clientTokenIssued(try await gateway.clientToken(customerId: customerId))
            case .configuration(let token):
                return .configured(try await client(token).configuration())
            case .createContext(let token, let request, let profileId, let graphQL):
                return .contextCreated(try await client(token).createPaymentContext(request, profileId: profileId, at: graphQL))
            case .unlockVenmoApp(let email):
                guard let password = await keychain(email) else {
                    throw .refused(.init(issue: "NOT_SIGNED_IN", message: "The Venmo app keeps no password for \(email): log in with it.", debugId: ""))
                }
                return .loggedIn(try await venmoApp.logIn(email: email, password: password))
            case .logIn(.password(let email, let password), let surface):
                return .loggedIn(try await venmo(surface).logIn(email: email, password: password))
            case .logIn(.pin(let phone, let pin), let surface):
                return .loggedIn(try await venmo(surface).logIn(phone: phone, pin: pin))
            case .paysheet(let id, let session, let surface):
                return .paysheetLoaded(try await venmo(surface).paysheet(contextId: id, session: session))
            case .approve(let id, let session, let surface):
                return .decided(try await venmo(surface).approve(contextId: id, session: session))
            case .cancel(let id, let session, let surface):
                return .decided(try await venmo(surface).cancel(contextId: id, session: session))
            case .readContext(let token, let id, let graphQL):
                return .contextRead(try await client(token).paymentContext(id: id, at: graphQL))
            case .vault(let token, let nonce):
                return .vaulted(try await client(token).vault(nonce: nonce))
            case .sale(let amount, let nonce, let vault):
                return .sold(try await gateway.sale(amount: amount, nonce: nonce, storeInVault: vault))
            }
        } catch {
            return .refused(error)
        }
    }

    public func timedOut(_ call: VenmoFlow.Call, after timeout: Duration) -> VenmoFlow.Event {
        .refused(.unreachable(url: gateway.transport.baseURL.absoluteString, underlying: "no answer in \(timeout)"))
    }

    /// Who the buyer's call goes through: the Venmo app, or venmo.com in the browser.
    private func venmo(_ surface: VenmoFlow.Switch.Surface) -> VenmoAppClient { surface == .app ? venmoApp : venmoWeb }

    private func client(_ token: ClientToken) -> BraintreeVenmoClient {
        BraintreeVenmoClient(transport: buyer.transport, clientToken: token)
    }
}
