import Foundation
import Hummingbird
import NIOCore

/// Which API a path belongs to, and so which error shape its failures take.
enum Surface {
    case adaptive
    case rest

    init(path: String) {
        self = path.hasPrefix("/AdaptivePayments/") ? .adaptive : .rest
    }

    /// Renders any failure in this surface's own shape; nothing a client sends ends in a crash.
    func render(_ error: any Error, debugId: String, now: Date, path: String) -> WireResponse {
        switch self {
        case .adaptive: return renderAdaptive(adaptiveFailure(error, path: path), debugId: debugId, now: now, error: error)
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
        case let problem as BodyProblem: AdaptiveFailure(.invalidRequest(problem.sentence), malformed: true)
        case is NIOTooManyBytesError: AdaptiveFailure(.invalidRequest("the body is larger than the server accepts"), malformed: true)
        case let http as HTTPError where http.status == .notFound:
            AdaptiveFailure(.invalidRequest("\(path) is not an Adaptive Payments operation PayTerm serves"), malformed: true)
        default: AdaptiveFailure(.internalError)
        }
    }

    private func renderAdaptive(_ failure: AdaptiveFailure, debugId: String, now: Date, error: any Error) -> WireResponse {
        let status: HTTPResponse.Status = switch error {
        case is NIOTooManyBytesError: .contentTooLarge
        case let http as HTTPError where http.status == .notFound: .notFound
        case is AdaptiveFailure, is BodyProblem: failure.isMalformedRequest ? .badRequest : .ok
        default: .internalServerError
        }
        let body = Enveloped(
            responseEnvelope: ResponseEnvelope(timestamp: Timestamp.adaptive(now), ack: "Failure", correlationId: debugId),
            payload: FailurePayload(error: failure.errors.map(ErrorDataBody.init)))
        return (try? WireResponse.adaptive(body, status: status)) ?? WireResponse(status: .internalServerError, body: Data())
    }

    private func restError(_ error: any Error, path: String) -> RESTError {
        switch error {
        case let rest as RESTError: rest
        case is NIOTooManyBytesError:
            RESTError(status: 413, issue: "REQUEST_ENTITY_TOO_LARGE", description: "The request body is larger than the server accepts.")
        case let http as HTTPError where http.status == .notFound:
            RESTError(
                status: 404, issue: "INVALID_RESOURCE_ID",
                description: "No resource at \(path). README lists the routes PayTerm serves.", field: "path", value: path, location: "path")
        default:
            RESTError(status: 500, issue: "INTERNAL_SERVER_ERROR", description: "PayTerm hit an error it did not expect: \(error)")
        }
    }

    private func renderREST(_ error: RESTError, debugId: String) -> WireResponse {
        (try? WireResponse.rest(RESTErrorBody(error, debugId: debugId), status: HTTPResponse.Status(code: error.status)))
            ?? WireResponse(status: .internalServerError, body: Data())
    }
}
