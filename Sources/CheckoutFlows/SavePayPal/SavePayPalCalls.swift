import Foundation
import PayPalAPI

/// Carries out the calls of saving PayPal without a purchase, through the same two parties as confirm payment's:
/// the buyer's through PayPal's sheet, the merchant's through its server's Vault v3 client.
public struct SavePayPalCalls: FlowCalls {
    public typealias F = SavePayPalFlow

    private let parties: ConfirmPaymentCalls
    var buyer: PayPalClient { parties.buyer }
    var merchant: MerchantOrdersServer { parties.merchant }

    public init(_ parties: ConfirmPaymentCalls) {
        self.parties = parties
    }

    public func perform(_ call: SavePayPalFlow.Call) async -> SavePayPalFlow.Event {
        do throws(PayPalAPIError) {
            switch call {
            case .createSetupToken(let customerId):
                let request = VaultClient.SetupTokenRequest(customer: customerId.map { Customer(id: $0) })
                return .setupTokenCreated(try await merchant.vault.createSetupToken(request, requestId: UUID().uuidString))
            case .logIn(let method):
                return .loggedIn(try await buyer.logIn(method))
            case .approveSetupToken(let id, let source, let session):
                return .agreed(try await buyer.approveSetupToken(id: id, fundingSourceId: source, session: session))
            case .lookUpSetupToken(let id):
                return .setupTokenLookedUp(try await merchant.vault.getSetupToken(id: id))
            case .createPaymentToken(let setupTokenId):
                return .paymentTokenCreated(try await merchant.vault.createPaymentToken(fromSetupToken: setupTokenId, requestId: "\(setupTokenId)-save"))
            }
        } catch {
            return .refused(error)
        }
    }

    public func timedOut(_ call: SavePayPalFlow.Call, after timeout: Duration) -> SavePayPalFlow.Event {
        .refused(.unreachable(url: buyer.transport.baseURL.absoluteString, underlying: "no answer in \(timeout)"))
    }
}
