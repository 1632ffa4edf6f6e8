/// The domain's refusals as the REST APIs answer them.
extension RESTError {
    /// 404 for what does not exist, its id named in the path; 422 for what a rule or the resource's state does
    /// not allow, with the body field at fault when there is one.
    init(_ refusal: PayPalIssue) {
        let (status, location): (Int, String?) = switch refusal.kind {
        case .notFound: (404, "path")
        case .notAllowed: (422, refusal.field == nil ? nil : "body")
        }
        self.init(
            status: status, issue: refusal.issue, description: refusal.description, field: refusal.field, value: refusal.value,
            location: location)
    }

    /// `error` as a REST refusal: itself, or the domain's refusal on the wire; nil for any other failure.
    init?(_ error: any Error) {
        switch error {
        case let rest as RESTError: self = rest
        case let refusal as PayPalIssue: self.init(refusal)
        default: return nil
        }
    }
}
