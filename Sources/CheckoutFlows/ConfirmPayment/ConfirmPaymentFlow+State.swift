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
        /// "Confirm and pay": the merchant's server reads PayPal's clock to reserve the order's items before it
        /// captures.
        case reservingItems(Confirmation)
        case capturing(Confirmation)
        /// The last capture got no answer that can be trusted: the merchant's server looks at the order before it
        /// captures again, so the buyer is never charged twice.
        case checkingCapture(Confirmation)
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
        /// PayPal's time when the merchant's server last learnt it: at the authorization, then at each "Confirm and
        /// pay". A tester may have moved PayPal's clock since.
        public var paypalTime: Date?
        /// Where PayPal says the order ships; nil without shipping.
        public var shipTo: PortableAddress?
        public var expressShipping = false
        public var discount = false
        public var stock = OrderStock()
        /// Why the last "Confirm and pay" did not capture, when the shopper can still do something here.
        public var notice: CaptureNotice?

        /// What an address abroad adds to the shipping estimated at the button.
        public static let internationalShipping: Int64 = 1_000
        /// What express shipping adds.
        public static let expressCharge: Int64 = 1_500
        /// The discount the shopper may apply, in basis points of the authorized amount.
        public static let discountBasisPoints: Int64 = 1_000
        /// The sales tax on the items, in basis points of the subtotal.
        public static let taxBasisPoints: Int64 = 825

        public var internationalCharge: Money {
            let abroad = shipTo.map { $0.countryCode != "US" } ?? false
            return Money(minorUnits: abroad ? Self.internationalShipping : 0, currency: authorized.currency)
        }

        public var expressCharge: Money { Money(minorUnits: expressShipping ? Self.expressCharge : 0, currency: authorized.currency) }
        public var discountAmount: Money { discount ? authorized.share(basisPoints: Self.discountBasisPoints) : .zero(authorized.currency) }

        /// The confirmation once the shopper changed something: what the last try said is taken away, but an
        /// unanswered capture stays, so the next try still looks first.
        var changed: Confirmation {
            var confirmation = self
            if !isUnanswered { confirmation.notice = nil }
            return confirmation
        }

        /// True when the last capture went unanswered, so the next try looks first.
        public var isUnanswered: Bool { if case .unanswered = notice { true } else { false } }

        /// True once PayPal's time, as the merchant last learnt it, is past the authorization's expiry.
        public var hasExpired: Bool { hasExpired(at: paypalTime) }

        /// True when `now` is past the authorization's expiry.
        public func hasExpired(at now: Date?) -> Bool {
            guard let now, let expiry = expiresAt.flatMap({ try? Date($0, strategy: .iso8601) }) else { return false }
            return now >= expiry
        }

        /// The seed's `FinalCalculation`: the items less the discount, the final shipping, and the tax on the items.
        public var finalCalculation: FinalCalculation {
            let subtotal = authorized - discountAmount
            return FinalCalculation(
                subtotal: subtotal, shippingCost: internationalCharge + expressCharge, tax: subtotal.share(basisPoints: Self.taxBasisPoints))
        }

        /// What is captured.
        public var total: Money { finalCalculation.total }
    }

    /// A message on a screen, worded by the screens in the buyer's (or shopper's) language.
    public enum Notice: Codable, Sendable, Equatable {
        case refused(PayPalAPIError)
        /// The call got no trustworthy answer and may have happened; trying again looks first.
        case unanswered(PayPalAPIError)
    }

    /// Why the last "Confirm and pay" did not capture, worded by the merchant's confirmation.
    public enum CaptureNotice: Codable, Sendable, Equatable {
        /// A refusal the shopper can act on here (a total above what may be captured).
        case refused(PayPalAPIError)
        /// The capture got no trustworthy answer and may have happened; trying again looks first.
        case unanswered(PayPalAPIError)
        /// The seed's "Some items are no longer available": the store ran out and no reservation holds, so nothing
        /// was captured and the authorization is still held.
        case itemsUnavailable
        /// The merchant's server could not read PayPal's clock, so it could not reserve the items: nothing was
        /// captured.
        case itemsNotReserved(PayPalAPIError)
    }

    /// How the checkout ended, as the merchant's app tells the shopper.
    public enum Outcome: Codable, Sendable, Equatable {
        case captured(captureId: String, status: String, amount: Money)
        case canceled
        /// `onError`, before anything was approved.
        case failed(CallbackError)
        /// The merchant's server could not authorize the approved order.
        case authorizationFailed(PayPalAPIError)
        /// "Payment capture failed. Please contact support."
        case captureFailed(PayPalAPIError)
        /// "Authorisation expired. Please restart payment.": PayPal voided it 29 days after it was made.
        case authorizationExpired

        /// How the confirmation's authorization stands after this end; nil when it is unchanged or there is none.
        public var authorizationStatus: String? {
            switch self {
            case .captured: "CAPTURED"
            case .authorizationExpired: "VOIDED"
            default: nil
            }
        }
    }
}
