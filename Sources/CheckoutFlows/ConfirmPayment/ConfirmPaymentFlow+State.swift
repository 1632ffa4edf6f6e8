import Foundation
import PayPalAPI
import PayPalVocabulary

/// Where a confirm payment (or pay now) checkout stands: every state carries what it needs, and nothing else.
extension ConfirmPaymentFlow {
    public enum State: Codable, Sendable, Equatable {
        /// The merchant's button, not yet pressed.
        case ready
        /// The merchant's server creates the order for the amount.
        case creatingOrder(Money)
        /// PayPal's login, with what went wrong with the last try.
        case login(orderId: String, Notice?)
        case loggingIn(orderId: String)
        case loadingOrder(orderId: String, BuyerSession)
        /// PayPal's approval screen: funding source, shipping address, "Continue" or "Pay Now".
        case approving(BuyerSession, Approval)
        case submittingApproval(BuyerSession, Approval)
        /// The approval's answer was lost (no answer, a reset, a 5xx): PayPal is asked whether the order was
        /// approved before the buyer may try again.
        case checkingApproval(BuyerSession, Approval, after: PayPalAPIError)
        /// Back at the merchant: its server authorizes the approved order.
        case authorizing(ApprovalData)
        /// Back at the merchant: its server captures the approved order ("Pay Now").
        case capturingOrder(ApprovalData)
        /// The merchant's confirmation screen.
        case confirming(Confirmation)
        /// The store ran out: the merchant's server checks whether the items it reserved for the order are still
        /// held.
        case checkingStock(Confirmation)
        case capturing(Confirmation)
        /// The last capture got no answer that can be trusted: the merchant's server looks at the order before it
        /// captures again, so the buyer is never charged twice.
        case checkingCapture(Confirmation)
        /// The items ran out: the authorization is voided, releasing the buyer's money.
        case voiding(Confirmation)
        /// The merchant's app says how it ended, until the shopper leaves it.
        case finished(Outcome)
        case closed
    }

    /// PayPal's approval screen: the order, and the buyer's choices.
    public struct Approval: Codable, Sendable, Equatable {
        public var order: OrdersClient.Order
        public var fundingSourceId: String?
        public var addressId: String?
        /// A refusal the buyer can act on here (another funding source).
        public var notice: Notice?

        public var orderId: String { order.id }
        public var amount: Money? { order.purchaseUnits?.first?.amount?.money }
    }

    /// What `onApprove` receives: `{"orderID", "payerID"}`.
    public struct ApprovalData: Codable, Sendable, Equatable {
        public var orderID: String
        public var payerID: String

        public init(orderID: String, payerID: String) {
            self.orderID = orderID
            self.payerID = payerID
        }
    }

    /// The merchant's confirmation screen (the seed's step 5): the authorization, the final total from the
    /// address PayPal returned, and what the shopper may still change.
    public struct Confirmation: Codable, Sendable, Equatable {
        public var approval: ApprovalData
        public var authorizationId: String
        public var authorized: Money
        /// When PayPal voids the authorization on its own (29 days after it was made).
        public var expiresAt: String?
        /// Until when the merchant holds the items for this order, even if the store runs out: an hour after the
        /// authorization, on PayPal's clock (which a tester may move).
        public var reservedUntil: Date?
        /// Where PayPal says the order ships; nil without shipping.
        public var shipTo: PortableAddress?
        public var expressShipping = false
        public var discount = false
        /// A capture PayPal refused that the shopper can fix here (a total above what may be captured).
        public var notice: Notice?

        /// What an address abroad adds to the shipping estimated at the button.
        public static let internationalShipping: Int64 = 1_000
        /// What express shipping adds.
        public static let expressCharge: Int64 = 1_500
        /// How long the merchant holds the items once the order is authorized.
        public static let reservation: TimeInterval = 3_600
        /// The discount the shopper may apply, in basis points of the authorized amount.
        public static let discountBasisPoints: Int64 = 1_000

        public var internationalCharge: Money {
            let abroad = shipTo.map { $0.countryCode != "US" } ?? false
            return Money(minorUnits: abroad ? Self.internationalShipping : 0, currency: authorized.currency)
        }

        public var expressCharge: Money { Money(minorUnits: expressShipping ? Self.expressCharge : 0, currency: authorized.currency) }
        public var discountAmount: Money { discount ? authorized.share(basisPoints: Self.discountBasisPoints) : .zero(authorized.currency) }

        /// The confirmation with a refusal the shopper acted on taken away; an unanswered capture stays, so the
        /// next try still looks first.
        var withoutRefusal: Confirmation {
            var confirmation = self
            if case .refused = notice { confirmation.notice = nil }
            return confirmation
        }

        /// True when the last capture went unanswered, so the next try looks first.
        public var isUnanswered: Bool { if case .unanswered = notice { true } else { false } }

        /// What is captured: the authorized amount with the final shipping, less the discount.
        public var total: Money { authorized + internationalCharge + expressCharge - discountAmount }
    }

    /// A message on a screen, worded by the screens in the buyer's (or shopper's) language.
    public enum Notice: Codable, Sendable, Equatable {
        case refused(PayPalAPIError)
        /// The call got no trustworthy answer and may have happened; trying again looks first.
        case unanswered(PayPalAPIError)
    }

    /// How the checkout ended, as the merchant's app tells the shopper.
    public enum Outcome: Codable, Sendable, Equatable {
        case captured(captureId: String, status: String, amount: Money)
        case canceled
        /// `onError`, before anything was approved.
        case failed(CallbackError)
        /// The merchant's server could not authorize the approved order.
        case authorizationFailed(PayPalAPIError)
        /// "Some items are no longer available. Please review your order." (the authorization is voided)
        case itemsUnavailable
        /// "Payment capture failed. Please contact support."
        case captureFailed(PayPalAPIError)
        /// "Authorisation expired. Please restart payment."
        case authorizationExpired

        /// How the confirmation's authorization stands after this end; nil when it is unchanged or there is none.
        public var authorizationStatus: String? {
            switch self {
            case .captured: "CAPTURED"
            case .itemsUnavailable, .authorizationExpired: "VOIDED"
            default: nil
            }
        }
    }
}
