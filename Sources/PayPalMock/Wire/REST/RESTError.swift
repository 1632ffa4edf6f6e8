/// A refusal in PayPal's REST error shape: `name`, `message`, `debug_id`, `details[]`, `links[]`.
struct RESTError: Error, Sendable, Equatable {
    var status: Int
    var issue: String
    var description: String
    var field: String?
    var value: String?
    var location: String?
    /// PayPal's own text for the issue on the operation that failed, which the body then shows as `description`,
    /// with `description` above moved to `payterm_explanation`.
    var paypalDescription: String?

    /// PayPal's fixed `name` and `message` for each status.
    var nameAndMessage: (name: String, message: String) {
        switch status {
        case 400: ("INVALID_REQUEST", "Request is not well-formed, syntactically incorrect, or violates schema.")
        case 401: ("AUTHENTICATION_FAILURE", "Authentication failed due to missing authorization header, or invalid authentication credentials.")
        case 403: ("NOT_AUTHORIZED", "Authorization failed due to insufficient permissions.")
        case 404: ("RESOURCE_NOT_FOUND", "The specified resource does not exist.")
        case 408: ("REQUEST_TIMEOUT", "The request did not arrive in time.")
        case 409: ("RESOURCE_CONFLICT", "The server has detected a conflict while processing this request.")
        case 413: ("REQUEST_ENTITY_TOO_LARGE", "The request body is larger than the server accepts.")
        case 415: ("UNSUPPORTED_MEDIA_TYPE", "The server does not support the request payload's media type.")
        case 429: ("RATE_LIMIT_REACHED", "Too many requests. Blocked due to rate limiting.")
        case 422: ("UNPROCESSABLE_ENTITY", "The requested action could not be performed, semantically incorrect, or failed business validation.")
        case 503: ("SERVICE_UNAVAILABLE", "Service Unavailable.")
        default: ("INTERNAL_SERVER_ERROR", "An internal server error has occurred.")
        }
    }

    static func invalidRequest(_ issue: String, _ description: String, field: String? = nil) -> RESTError {
        RESTError(status: 400, issue: issue, description: description, field: field, location: "body")
    }

    static func notFound(_ field: String, _ value: String) -> RESTError {
        RESTError(
            status: 404, issue: "INVALID_RESOURCE_ID", description: "Specified resource ID does not exist. Please check the resource ID and try again.",
            field: field, value: value, location: "path")
    }

    static func unauthorized(_ issue: String, _ description: String) -> RESTError {
        RESTError(status: 401, issue: issue, description: description)
    }

    static func forbidden(_ issue: String, _ description: String) -> RESTError {
        RESTError(status: 403, issue: issue, description: description)
    }

    static func unprocessable(_ issue: String, _ description: String, field: String? = nil) -> RESTError {
        RESTError(status: 422, issue: issue, description: description, field: field, location: field == nil ? nil : "body")
    }
}

/// The JSON body of a REST error.
struct RESTErrorBody: Encodable, Sendable {
    struct Detail: Encodable, Sendable {
        var field: String?
        var value: String?
        var location: String?
        var issue: String
        var description: String
        /// What PayTerm knows of the case, when `description` is PayPal's general text for the issue.
        var paytermExplanation: String?
    }

    struct Link: Encodable, Sendable {
        var href: String
        var rel = "information_link"
        var method = "GET"
    }

    var name: String
    var message: String
    var debugId: String
    var details: [Detail]
    var links: [Link]

    init(_ error: RESTError, debugId: String) {
        (name, message) = error.nameAndMessage
        self.debugId = debugId
        let explanation = error.paypalDescription.flatMap { $0 == error.description ? nil : error.description }
        details = [Detail(
            field: error.field, value: error.value, location: error.location, issue: error.issue,
            description: error.paypalDescription ?? error.description, paytermExplanation: explanation)]
        links = [Link(href: "https://developer.paypal.com/api/rest/reference/orders/v2/errors/#\(error.issue)")]
    }
}
