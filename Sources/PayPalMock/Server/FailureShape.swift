import Foundation
import Hummingbird
import NIOCore

/// The error shape of the API a request belongs to: Adaptive Payments' or REST's.
enum FailureShape {
    /// Adaptive Payments, answering in the response data format the request names (JSON when it names none or
    /// one PayTerm does not speak).
    case adaptive(AdaptiveDataFormat)
    case rest

    /// Judged by the path as the router reads it, its empty segments folded: `//AdaptivePayments/Pay` reaches the
    /// Adaptive route, so its refusals take Adaptive's shape, as do those of `/AdaptivePayments/` and `/AdaptivePayments`.
    init(_ request: Request) {
        self = Self.isAdaptive(request.uri.path)
            ? .adaptive((try? request.adaptiveFormat(AdaptiveDataFormat.responseHeader)) ?? .json) : .rest
    }

    static func isAdaptive(_ path: String) -> Bool {
        (path.split(separator: "/").joined(separator: "/") + "/").hasPrefix("AdaptivePayments/")
    }

    /// Renders any failure in this surface's own shape; nothing a client sends ends in a crash. A body that was
    /// not read to its end closes the connection after the answer.
    func render(_ error: any Error, debugId: String, now: Date, path: String) -> WireResponse {
        var answer = rendered(error, debugId: debugId, now: now, path: path)
        answer.closesConnection = error is UnreadableBody
        if error is StoreUnavailable { answer.retryAfter = StoreUnavailable.retryAfterSeconds }
        return answer
    }

    private func rendered(_ error: any Error, debugId: String, now: Date, path: String) -> WireResponse {
        switch self {
        case .adaptive(let format): return renderAdaptive(error, as: format, debugId: debugId, now: now, path: path)
        case .rest:
            if let oauth = error as? OAuthError {
                return (try? WireResponse.rest(oauth, status: HTTPResponse.Status(code: oauth.status)))
                    ?? WireResponse(status: .internalServerError, body: Data())
            }
            return renderREST(restError(error, path: path), debugId: debugId)
        }
    }

    private func adaptiveFailure(_ error: any Error, path: String) -> AdaptiveFailure {
        switch error {
        case let failure as AdaptiveFailure: failure
        case let problem as BodyProblem: AdaptiveFailure(.invalidRequest(problem.sentence))
        case let unreadable as UnreadableBody: AdaptiveFailure(.invalidRequest(unreadable.sentence))
        case let http as HTTPError where http.status == .notFound:
            AdaptiveFailure(.invalidRequest("\(path) is not an Adaptive Payments operation PayTerm serves"))
        default: AdaptiveFailure(.internalError)
        }
    }

    /// HTTP 200 with `ack=Failure` for every refusal of the request, as PayPal answered them
    /// (paypal-adaptive-errors.md §2; PayPal's PHP SDK, `PPHttpConnection::execute`, throws away the body of any
    /// answer outside 2xx, yet its users quote `ack=Failure` bodies such as 520002 for a missing application id:
    /// paypal/adaptivepayments-sdk-php#62, #85). A body too large to read is 413 and a path that is no
    /// operation 404: the request never reached an operation. An error PayTerm did not expect is 500.
    private func renderAdaptive(_ error: any Error, as format: AdaptiveDataFormat, debugId: String, now: Date, path: String) -> WireResponse {
        let status: HTTPResponse.Status = switch error {
        case let unreadable as UnreadableBody: HTTPResponse.Status(code: unreadable.status)
        case let http as HTTPError where http.status == .notFound: .notFound
        case is AdaptiveFailure, is BodyProblem: .ok
        case is StoreUnavailable: .serviceUnavailable
        default: .internalServerError
        }
        let body = Enveloped(
            responseEnvelope: ResponseEnvelope(timestamp: Timestamp.adaptive(now), ack: "Failure", correlationId: debugId),
            payload: FailurePayload(error: adaptiveFailure(error, path: path).errors.map(ErrorDataBody.init)))
        return (try? WireResponse.adaptive(body, as: format, document: .fault, status: status))
            ?? WireResponse(status: .internalServerError, body: Data())
    }

    private func restError(_ error: any Error, path: String) -> RESTError {
        if let refusal = RESTError(error) { return refusal }
        return switch error {
        case let unreadable as UnreadableBody:
            RESTError(
                status: unreadable.status, issue: unreadable == .tooLarge ? "REQUEST_ENTITY_TOO_LARGE" : "INVALID_REQUEST",
                description: "The request could not be read: \(unreadable.sentence).")
        case is StoreUnavailable:
            RESTError(status: 503, issue: "SERVICE_UNAVAILABLE", description: "PayTerm's store cannot be reached just now: try again in a moment.")
        case let http as HTTPError where http.status == .notFound:
            RESTError(
                status: 404, issue: "INVALID_RESOURCE_ID",
                description: "No resource at \(path). Docs/api.md and its references list the routes PayTerm serves.", field: "path", value: path, location: "path")
        default:
            RESTError(status: 500, issue: "INTERNAL_SERVER_ERROR", description: "PayTerm hit an error it did not expect: \(error)")
        }
    }

    private func renderREST(_ error: RESTError, debugId: String) -> WireResponse {
        (try? WireResponse.rest(RESTErrorBody(error, debugId: debugId), status: HTTPResponse.Status(code: error.status)))
            ?? WireResponse(status: .internalServerError, body: Data())
    }
}
