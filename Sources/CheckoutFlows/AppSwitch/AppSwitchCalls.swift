import Foundation
import PayPalAPI

/// Carries out App Switch's calls through its parties: the merchant's server on Braintree's gateway, the SDK in the
/// merchant's app on the client API (the buyer's side), and the buyer in the PayPal app, or on PayPal's web page over
/// the SDK's transport.
public struct AppSwitchCalls: FlowCalls {
    public typealias F = AppSwitchFlow

    public let gateway: BraintreeGatewayClient
    public let buyer: PayPalClient
    /// The PayPal app on the buyer's phone, which calls as itself.
    public let payPalApp: PayPalClient
    /// What the PayPal app keeps in the phone's keychain: an account's password, for Face ID.
    private let keychain: @Sendable (String) async -> Secret?
    /// The merchant's server's shipping callback, where PayPal can reach it.
    private let shipping: MerchantShippingEndpoint?

    public init(
        gateway: BraintreeGatewayClient, buyer: PayPalClient, payPalApp: PayPalClient, shipping: MerchantShippingEndpoint? = nil,
        keychain: @escaping @Sendable (String) async -> Secret?
    ) {
        self.gateway = gateway
        self.buyer = buyer
        self.payPalApp = payPalApp
        self.shipping = shipping
        self.keychain = keychain
    }

    public func perform(_ call: AppSwitchFlow.Call) async -> AppSwitchFlow.Event {
        do throws(PayPalAPIError) {
            switch call {
            case .clientToken:
                return .clientTokenIssued(try await gateway.clientToken())
            case .configuration(let token):
                return .configured(try await client(token).configuration())
            case .openApproval(let token, var request, let behaviour):
                request.shippingCallbackUrl = behaviour.flatMap { shipping?.url($0) }
                return .approvalOpened(try await client(token).approval(request))
            case .logIn(let method, let surface):
                return .loggedIn(try await payPal(surface).logIn(method))
            case .unlockPayPalApp(let email):
                guard let password = await keychain(email) else {
                    throw .refused(.init(issue: "FACE_ID_NOT_SET_UP", message: "The PayPal app keeps no password for \(email): log in with it.", debugId: ""))
                }
                return .loggedIn(try await payPalApp.logIn(.password(email: email, password: password)))
            case .loadReview(let token, let session, let surface):
                return reviewed(try await payPal(surface).hermes(token: token, session: session))
            case .chooseShipping(let token, let address, let option, let session, let surface):
                return reviewed(try await payPal(surface).chooseHermesShipping(token: token, addressId: address, optionId: option, session: session))
            case .approve(let token, let source, let plan, let contact, let surface, let session):
                return .redirected(try await payPal(surface).approveHermes(
                    token: token, fundingSourceId: source, payLaterPlan: plan, contact: contact, from: surface, session: session))
            case .cancelApproval(let token, let surface):
                return .redirected(try await payPal(surface).cancelHermes(token: token, from: surface))
            case .tokenize(let token, let url, let intent):
                return .tokenized(try await client(token).tokenize(returnURL: url, intent: intent))
            case .sale(let amount, let nonce, let vault):
                return .sold(try await gateway.sale(amount: amount, nonce: nonce, storeInVault: vault))
            case .vault(let nonce):
                return .vaulted(token: try await gateway.vault(nonce: nonce).token)
            }
        } catch {
            return .refused(error)
        }
    }

    public func timedOut(_ call: AppSwitchFlow.Call, after timeout: Duration) -> AppSwitchFlow.Event {
        .refused(.unreachable(url: gateway.transport.baseURL.absoluteString, underlying: "no answer in \(timeout)"))
    }

    /// The review PayPal answered, with what the merchant's server heard meanwhile when it has a shipping callback.
    private func reviewed(_ review: HermesApproval) -> AppSwitchFlow.Event {
        guard review.shipping != nil else { return .reviewLoaded(review) }
        return .shippingAnswered(review, heard: shipping?.server.take(review.token) ?? [])
    }

    /// Who the buyer's call goes through: the PayPal app, or PayPal's web page.
    private func payPal(_ surface: HermesApproval.Surface) -> PayPalClient { surface == .app ? payPalApp : buyer }

    private func client(_ token: ClientToken) -> BraintreePayPalClient {
        BraintreePayPalClient(transport: buyer.transport, clientToken: token)
    }
}
