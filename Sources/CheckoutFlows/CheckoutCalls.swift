import PayPalAPI

/// Performs the flow's calls to PayPal and turns each answer into the flow's next event.
public struct CheckoutCalls: Sendable {
    public let service: any CheckoutService

    public init(service: any CheckoutService) {
        self.service = service
    }

    public init(client: PayPalClient) {
        self.init(service: client)
    }

    /// The event the effect's call ends in; nil for effects that are not calls to PayPal (callbacks, pauses).
    public func perform(_ effect: CheckoutFlow.Effect) async -> CheckoutFlow.Event? {
        do {
            switch effect {
            case .logIn(.password(let email, let password)):
                return .loggedIn(try await service.logIn(email: email, password: password))
            case .logIn(.pin(let phone, let pin)):
                return .loggedIn(try await service.logIn(phone: phone, pin: pin))
            case .createPayment(let order, let session):
                return .paymentCreated(payKey: try await service.createPayment(order, session: session))
            case .loadReview(let payKey, let session):
                return .reviewLoaded(try await service.review(payKey: payKey, session: session))
            case .approve(let payKey, let source, let address, let session):
                return .paid(try await service.approve(payKey: payKey, fundingSourceId: source, shippingAddressId: address, session: session))
            case .createPIN(let pin, let session):
                _ = try await service.createPIN(pin, session: session)
                return .pinCreated
            case .loadTerms(let key, let session):
                return .termsLoaded(try await service.preapproval(key: key, session: session))
            case .agree(let key, let source, let pin, let session):
                return .agreed(try await service.agree(preapprovalKey: key, fundingSourceId: source, pin: pin, session: session))
            case .callback, .finishAfterPause, .adjustAmounts:
                return nil
            }
        } catch let error as PayPalAPIError {
            return .refused(error)
        } catch {
            return .refused(PayPalAPIError(
                code: "NETWORK_ERROR", message: "PayPal could not be reached: \(error.localizedDescription)", correlationId: "", httpStatus: 0))
        }
    }
}
