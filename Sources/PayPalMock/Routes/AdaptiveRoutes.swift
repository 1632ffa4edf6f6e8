import Foundation
import Hummingbird

/// `POST /AdaptivePayments/{Operation}`: checks the `X-PAYPAL-*` headers, then runs the operation.
struct AdaptiveRoutes {
    let payments: AdaptivePayments
    let buyers: BuyerSide
    let credentials: Credentials
    let clock: VirtualClock

    func register(on routes: RouteTable) {
        routes.on(.post, "/AdaptivePayments/:operation") { request, context in
            try await handle(request, context: context)
        }
    }

    private func handle(_ request: Request, context: MockRequestContext) async throws -> WireResponse {
        let operation = try context.parameters.require("operation")
        let caller = try await authenticate(request)
        let requestFormat = try request.adaptiveFormat(AdaptiveDataFormat.requestHeader)
        let responseFormat = try request.adaptiveFormat(AdaptiveDataFormat.responseHeader)
        let body = context.body
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try AdaptiveRequestBody.decode(type, from: body, format: requestFormat, operation: operation)
        }
        let payload: any Encodable & Sendable
        switch (operation, caller) {
        case ("Pay", _): payload = try await payments.pay(decode(PayBody.self), caller: caller)
        case ("PaymentDetails", _): payload = try await payments.paymentDetails(decode(PaymentLookupBody.self))
        case (_, .mobileLibrary):
            throw AdaptiveFailure(.invalidRequest("the mobile library may call Pay and PaymentDetails only; \(operation) needs the merchant's API credentials"))
        case ("ExecutePayment", _): payload = try await payments.executePayment(decode(ExecutePaymentBody.self))
        case ("Refund", _): payload = try await payments.refund(decode(RefundBody.self))
        case ("Preapproval", _): payload = try await payments.preapproval(decode(PreapprovalBody.self))
        case ("PreapprovalDetails", _): payload = try await payments.preapprovalDetails(decode(PreapprovalKeyBody.self))
        case ("CancelPreapproval", _): payload = try await payments.cancelPreapproval(decode(PreapprovalKeyBody.self))
        default:
            throw AdaptiveFailure(.invalidRequest(
                "\(operation) is not an operation PayTerm serves: use Pay, PaymentDetails, ExecutePayment, Refund, Preapproval, PreapprovalDetails or CancelPreapproval"))
        }
        let envelope = ResponseEnvelope(timestamp: Timestamp.adaptive(clock.now()), ack: "Success", correlationId: context.debugId)
        return try WireResponse.adaptive(
            Enveloped(responseEnvelope: envelope, payload: AnyPayload(payload)), as: responseFormat, document: .response(operation))
    }

    /// The merchant's API credentials, or the library's device token; and an application id either way.
    private func authenticate(_ request: Request) async throws -> AdaptiveCaller {
        guard let applicationId = request.header("X-PAYPAL-APPLICATION-ID") else {
            throw AdaptiveFailure(.missingApplicationId)
        }
        guard credentials.acceptsApplicationId(applicationId) else {
            throw AdaptiveFailure(.invalidParameter("X-PAYPAL-APPLICATION-ID", value: applicationId))
        }
        if let deviceToken = request.header("X-PAYPAL-DEVICE-AUTH-TOKEN") {
            do {
                return .mobileLibrary(buyerId: try await buyers.buyer(token: deviceToken).id)
            } catch is RESTError {
                throw AdaptiveFailure(.authenticationFailed)
            }
        }
        guard request.header("X-PAYPAL-SECURITY-USERID") == credentials.apiUsername,
              request.header("X-PAYPAL-SECURITY-PASSWORD") == credentials.apiPassword,
              request.header("X-PAYPAL-SECURITY-SIGNATURE") == credentials.apiSignature
        else { throw AdaptiveFailure(.authenticationFailed) }
        return .merchant
    }
}

/// Lets one route encode whichever payload its operation produced.
private struct AnyPayload: Encodable, Sendable {
    let wrapped: any Encodable & Sendable

    init(_ wrapped: any Encodable & Sendable) { self.wrapped = wrapped }

    func encode(to encoder: any Encoder) throws { try wrapped.encode(to: encoder) }
}
