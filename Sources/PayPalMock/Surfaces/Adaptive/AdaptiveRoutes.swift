import Foundation
import Hummingbird

/// `POST /AdaptivePayments/{Operation}`, for the merchant's server or the mobile library (`AdaptiveCallers`).
struct AdaptiveRoutes: Surface {
    let payments: AdaptivePayments
    let clock: VirtualClock

    init(_ parts: BackendParts) {
        payments = AdaptivePayments(store: parts.store, clock: parts.clock)
        clock = parts.clock
    }

    func register(on routes: RouteTable) {
        routes.on(.post, "/AdaptivePayments/:operation", for: \.adaptiveCaller) { request, context, caller in
            try await handle(request, context: context, caller: caller)
        }
    }

    private func handle(_ request: Request, context: MockRequestContext, caller: AdaptiveCaller) async throws -> WireResponse {
        let operation = try context.parameters.require("operation")
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
}

/// Lets one route encode whichever payload its operation produced.
private struct AnyPayload: Encodable, Sendable {
    let wrapped: any Encodable & Sendable

    init(_ wrapped: any Encodable & Sendable) { self.wrapped = wrapped }

    func encode(to encoder: any Encoder) throws { try wrapped.encode(to: encoder) }
}
