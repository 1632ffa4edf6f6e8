/// The domain's refusal of an operation, under the issue PayPal names it by (`ORDER_NOT_APPROVED`,
/// `AUTHORIZATION_EXPIRED`…), with what PayTerm knows of the case. The wire gives it a status and a body.
struct PayPalIssue: Error, Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// What `field` names (`value`) does not exist.
        case notFound
        /// A rule, or the state the resource is in, does not allow the operation.
        case notAllowed
    }

    var kind: Kind
    var issue: String
    var description: String
    /// The part of the request at fault: a path into the body, or the name of the id not found.
    var field: String?
    var value: String?

    static func notAllowed(_ issue: String, _ description: String, field: String? = nil) -> PayPalIssue {
        PayPalIssue(kind: .notAllowed, issue: issue, description: description, field: field)
    }

    static func notFound(_ issue: String, _ description: String, field: String, value: String) -> PayPalIssue {
        PayPalIssue(kind: .notFound, issue: issue, description: description, field: field, value: value)
    }
}
