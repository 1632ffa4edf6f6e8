import PayPalAPI

/// Carries out the library's calls to PayPal and turns each answer into the checkout's next event.
public struct MPLCalls: FlowCalls {
    public typealias F = MPLFlow

    public let service: any CheckoutService

    public init(service: any CheckoutService) {
        self.service = service
    }

    public func perform(_ call: MPLFlow.Call) async -> MPLFlow.Event {
        do throws(PayPalAPIError) {
            switch call {
            case .logIn(let method):
                return .loggedIn(try await service.logIn(method))
            case .createPayment(let order, let session):
                return .paymentCreated(payKey: try await service.createPayment(order, session: session))
            case .loadReview(let payKey, let session):
                return .reviewLoaded(try await service.review(payKey: payKey, session: session))
            case .approve(let payKey, let source, let address, let session):
                return .paid(try await service.approve(payKey: payKey, fundingSourceId: source, shippingAddressId: address, session: session))
            case .createPIN(let pin, let phone, let session):
                _ = try await service.createPIN(pin, phone: phone, session: session)
                return .pinCreated
            case .loadTerms(let key, let session):
                return .termsLoaded(try await service.preapproval(key: key, session: session))
            case .agree(let key, let source, let pin, let session):
                return .agreed(try await service.agree(preapprovalKey: key, fundingSourceId: source, pin: pin, session: session))
            }
        } catch {
            return .refused(error)
        }
    }

    public func timedOut(_ call: MPLFlow.Call, after timeout: Duration) -> MPLFlow.Event {
        .refused(.unreachable(url: service.location, underlying: "no answer in \(timeout)"))
    }
}
