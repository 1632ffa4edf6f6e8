import Hummingbird

/// A GraphQL call refused, in the shape of Braintree's GraphQL errors, which the iOS SDK reads
/// (`BTGraphQLHTTP.parseErrors`): `extensions.errorType` `user_error` for a value the caller chose (with its
/// `inputPath`), `developer_error` for a request no SDK would send; `errorClass` says which kind. The HTTP status is PayTerm's choice.
struct GraphQLFailure: Error {
    let status: HTTPResponse.Status
    let message: String
    let errorClass: String
    let errorType: String
    var inputPath: [String]?

    static let unauthenticated = GraphQLFailure(
        status: .unauthorized, message: "Authorization fingerprint is invalid: send a live client token's as 'Authorization: Bearer <fingerprint>'.",
        errorClass: "AUTHENTICATION", errorType: "developer_error")

    /// A request no SDK would send: not JSON, the wrong types, no operation PayTerm knows.
    static func request(_ message: String) -> GraphQLFailure {
        GraphQLFailure(status: .badRequest, message: message, errorClass: "VALIDATION", errorType: "developer_error")
    }

    /// A value at `inputPath` (under `input`) that the operation refuses.
    static func input(_ path: [String], _ message: String) -> GraphQLFailure {
        GraphQLFailure(status: .unprocessableContent, message: message, errorClass: "VALIDATION", errorType: "user_error", inputPath: ["input"] + path)
    }

    static func notFound(_ id: String) -> GraphQLFailure {
        GraphQLFailure(
            status: .notFound, message: "No Venmo payment context of this merchant has the id \(id).", errorClass: "NOT_FOUND", errorType: "user_error",
            inputPath: ["id"])
    }
}
