import Foundation
import PayPalAPI
import PayPalVocabulary

/// How a confirm payment checkout moves: each event, in the state it arrives in.
extension ConfirmPaymentFlow {
    public typealias Effect = FlowEffect<ConfirmPaymentFlow>

    /// Refusals at approval the buyer can act on in the sheet, by choosing another way to pay.
    static let recoverableAtApproval: Set = ["INSUFFICIENT_FUNDS"]

    public mutating func handle(_ event: Event) -> [Effect] {
        switch (event, state) {
        // Step 1 and 2: submission, and the order.
        case (.submit, .ready):
            switch ConfirmPaymentValidation.check(configuration) {
            case .failure(let error): return end(.failed(error), telling: .onError(error))
            case .success(let amount):
                state = .creatingOrder(amount)
                return [.call(.createOrder(orderRequest(for: amount)))]
            }
        case (.orderCreated(let order), .creatingOrder) where configuration.vaultId != nil:
            // A saved wallet pays in the create call itself: the returning buyer sees no sheet.
            let approval = ApprovalData(orderID: order.id, payerID: order.payer?.payerId ?? "")
            return configuration.intent == .authorize ? confirm(order, approval) : captured(order)
        case (.refused(let error), .creatingOrder) where configuration.vaultId != nil:
            return end(.captureFailed(error))
        case (.orderCreated(let order), .creatingOrder):
            state = .login(orderId: order.id, nil)
            return []

        // Step 3: PayPal's sheet.
        case (.logIn(let method), .login(let orderId, _)):
            state = .loggingIn(orderId: orderId)
            return [.call(.logIn(method.canonical))]
        case (.refused(let error), .loggingIn(let orderId)):
            state = .login(orderId: orderId, .refused(error))
            return []
        case (.loggedIn(let session), .loggingIn(let orderId)):
            state = .loadingOrder(orderId: orderId, session)
            return [.call(.loadOrder(id: orderId, session: session.sessionToken))]
        case (.orderLoaded(let order), .loadingOrder(_, let session)):
            state = .approving(session, Approval(
                order: order, fundingSourceId: session.buyer.fundingSources.first?.id,
                addressId: configuration.shippingPreference == .getFromFile ? session.buyer.addresses.first?.id : nil))
            return []
        case (.chooseFunding(let id), .approving(let session, var approval)):
            approval.fundingSourceId = id
            approval.notice = nil
            state = .approving(session, approval)
            return []
        case (.chooseAddress(let id), .approving(let session, var approval)) where configuration.shippingPreference == .getFromFile:
            approval.addressId = id
            state = .approving(session, approval)
            return []
        case (.approve, .approving(let session, let approval)):
            state = .submittingApproval(session, approval)
            return [.call(.approve(
                orderId: approval.orderId, fundingSourceId: approval.fundingSourceId, addressId: approval.addressId,
                session: session.sessionToken))]
        case (.refused(let error), .submittingApproval(let session, var approval)) where Self.recoverableAtApproval.contains(error.code):
            approval.notice = .refused(error)
            state = .approving(session, approval)
            return []
        case (.approved(let order), .submittingApproval(let session, _)):
            return approved(order, by: session.buyer.payerId)
        // A session that ended is logged in to again, as its refusal says; the approval goes on from there.
        case (.refused(let error), .submittingApproval(_, let approval)) where error.endedTheSession:
            state = .login(orderId: approval.orderId, .refused(error))
            return []
        case (.refused(let error), .loadingOrder(let orderId, _)) where error.endedTheSession:
            state = .login(orderId: orderId, .refused(error))
            return []
        case (.refused(let error), .submittingApproval(let session, let approval)) where error.mayHaveHappened:
            state = .checkingApproval(session, approval, after: error)
            return [.call(.loadOrder(id: approval.orderId, session: session.sessionToken))]
        case (.orderLoaded(let order), .checkingApproval(let session, var approval, let error)):
            guard order.status == .created else { return approved(order, by: session.buyer.payerId) }
            approval.notice = .unanswered(error)
            state = .approving(session, approval)
            return []
        case (.refused(let error), .checkingApproval(let session, var approval, _)):
            // Whether it was approved is unknown; approving again is safe, as PayPal refuses an order approved already.
            approval.notice = .refused(error)
            state = .approving(session, approval)
            return []
        case (.cancel, .creatingOrder), (.cancel, .login), (.cancel, .loggingIn), (.cancel, .loadingOrder), (.cancel, .approving):
            return end(.canceled, telling: .onCancel)
        case (.refused(let error), .creatingOrder), (.refused(let error), .loadingOrder), (.refused(let error), .submittingApproval):
            let callbackError = CallbackError(error)
            return end(.failed(callbackError), telling: .onError(callbackError))

        // Step 4: back at the merchant.
        case (.authorized(let order), .authorizing(let approval)):
            return confirm(order, approval)
        case (.refused(let error), .authorizing):
            return end(.authorizationFailed(error))
        case (.orderCaptured(let order), .capturingOrder):
            return captured(order)
        case (.refused(let error), .capturingOrder):
            return end(.captureFailed(error))

        // Step 5 and 6: the merchant's confirmation, and the capture.
        case (.toggleExpressShipping, .confirming(var confirmation)):
            confirmation.expressShipping.toggle()
            state = .confirming(confirmation.changed)
            return []
        case (.toggleDiscount, .confirming(var confirmation)):
            confirmation.discount.toggle()
            state = .confirming(confirmation.changed)
            return []
        case (.toggleStock, .confirming(var confirmation)):
            confirmation.stock.inStock.toggle()
            state = .confirming(confirmation.changed)
            return []
        case (.confirm, .confirming(let confirmation)) where confirmation.isUnanswered:
            state = .checkingCapture(confirmation)
            return [.call(.lookUpOrder(id: confirmation.approval.orderID))]
        case (.orderLookedUp(let order), .checkingCapture(let confirmation)):
            if let capture = order.captures.last { return end(Self.outcome(of: capture)) }
            return capture(confirmation)
        case (.refused(let error), .checkingCapture(var confirmation)):
            confirmation.notice = .unanswered(error)
            state = .confirming(confirmation)
            return []
        case (.confirm, .confirming(let confirmation)):
            // The seed's validateInventoryForCapture: the items are reserved before the money is taken.
            state = .reservingItems(confirmation)
            return [.call(.readClock)]
        case (.clockRead(let now), .reservingItems(var confirmation)):
            confirmation.paypalTime = now
            if let reserved = confirmation.stock.reserved(at: now) {
                confirmation.stock = reserved
                return capture(confirmation)
            }
            // Nothing to ship and nothing captured: the shopper reviews the order, unless the money is gone too.
            if confirmation.hasExpired { return end(.authorizationExpired) }
            confirmation.notice = .itemsUnavailable
            state = .confirming(confirmation)
            return []
        case (.refused(let error), .reservingItems(var confirmation)):
            confirmation.notice = .itemsNotReserved(error)
            state = .confirming(confirmation)
            return []
        case (.captured(let capture), .capturing):
            return end(Self.outcome(of: capture))
        case (.refused(let error), .capturing(var confirmation)) where error.mayHaveHappened:
            confirmation.notice = .unanswered(error)
            state = .confirming(confirmation)
            return []
        case (.refused(let error), .capturing(var confirmation)):
            switch error.code {
            case "AUTHORIZATION_EXPIRED": return end(.authorizationExpired)
            case "MAX_CAPTURE_AMOUNT_EXCEEDED":
                confirmation.notice = .refused(error)
                state = .confirming(confirmation)
                return []
            default: return end(.captureFailed(error))
            }

        // The end.
        case (.finish, .finished):
            state = .closed
            return []
        default:
            return []
        }
    }

    /// The order the merchant's server creates: the amount, to the payee, for the description; shipped to the
    /// shopper's address when the merchant provides it.
    func orderRequest(for amount: Money) -> OrdersClient.OrderRequest {
        var unit = OrdersClient.PurchaseUnit(amount: OrdersClient.Amount(amount), description: configuration.paymentDescription)
        unit.payee = .init(emailAddress: configuration.payeeEmailAddress)
        if configuration.shippingPreference == .setProvidedAddress, let address = configuration.providedAddress {
            unit.shipping = OrdersClient.Shipping(address: address)
        }
        let source: OrdersClient.PaymentSource? = if let vaultId = configuration.vaultId {
            .savedWallet(vaultId)
        } else if configuration.savePayPal {
            .savingWallet(for: configuration.customerId.map(Customer.init))
        } else {
            nil
        }
        return OrdersClient.OrderRequest(intent: configuration.intent, purchaseUnits: [unit], paymentSource: source)
    }

    private mutating func capture(_ confirmation: Confirmation) -> [Effect] {
        var confirmation = confirmation
        confirmation.notice = nil
        state = .capturing(confirmation)
        return [.call(.captureAuthorization(id: confirmation.authorizationId, amount: confirmation.total))]
    }

    /// The merchant's confirmation of an authorized order, keeping the wallet PayPal saved with it.
    private mutating func confirm(_ order: OrdersClient.Order, _ approval: ApprovalData) -> [Effect] {
        keepSavedWallet(order)
        guard let authorization = order.authorizations.last, let amount = authorization.amount?.money else {
            return end(.authorizationFailed(.unreadable(call: "Orders authorize", reason: "no authorization in the order", debugId: "", httpStatus: nil)))
        }
        state = .confirming(Confirmation(
            approval: approval, authorizationId: authorization.id, authorized: amount, expiresAt: authorization.expirationTime,
            paypalTime: authorization.createTime.flatMap { try? Date($0, strategy: .iso8601) },
            shipTo: configuration.shippingPreference == .noShipping ? nil : order.purchaseUnits?.first?.shipping?.address))
        return []
    }

    /// The end of a captured order, keeping the wallet PayPal saved with it.
    private mutating func captured(_ order: OrdersClient.Order) -> [Effect] {
        keepSavedWallet(order)
        guard let capture = order.captures.last else {
            return end(.captureFailed(.unreadable(call: "Orders capture", reason: "no capture in the order", debugId: "", httpStatus: nil)))
        }
        return end(Self.outcome(of: capture))
    }

    private mutating func keepSavedWallet(_ order: OrdersClient.Order) {
        guard let wallet = order.paymentSource?.paypal, let vault = wallet.attributes?.vault else { return }
        let payerId = wallet.accountId ?? order.payer?.payerId
        switch (vault.status, vault.id, payerId) {
        case ("VAULTED", let id?, _): walletSaving = .saved(SavedWallet(vaultId: id, customerId: vault.customer?.id, email: wallet.emailAddress, payerId: payerId))
        case ("APPROVED", _, let payerId?): walletSaving = .approved(payerId: payerId, email: wallet.emailAddress)
        default: break
        }
    }

    /// `onApprove`, then the merchant's server authorizes ("Continue") or captures ("Pay Now") the order.
    private mutating func approved(_ order: OrdersClient.Order, by payerId: String) -> [Effect] {
        let data = ApprovalData(orderID: order.id, payerID: order.payer?.payerId ?? payerId)
        switch configuration.intent {
        case .authorize:
            state = .authorizing(data)
            return [.callback(.onApprove(data)), .call(.authorize(orderId: order.id))]
        case .capture:
            state = .capturingOrder(data)
            return [.callback(.onApprove(data)), .call(.captureOrder(orderId: order.id))]
        }
    }

    private mutating func end(_ outcome: Outcome, telling callback: Callback? = nil) -> [Effect] {
        state = .finished(outcome)
        return callback.map { [.callback($0)] } ?? []
    }

    /// A capture PayPal made: completed or pending it is the merchant's money; declined it is a failure.
    static func outcome(of capture: PaymentsClient.Capture) -> Outcome {
        guard ![.declined, .failed].contains(capture.status), let amount = capture.amount?.money else {
            return .captureFailed(.refused(.init(issue: "CAPTURE_\(capture.status.rawValue)", message: "PayPal declined the capture.", debugId: "")))
        }
        return .captured(captureId: capture.id, status: capture.status.rawValue, amount: amount)
    }
}
