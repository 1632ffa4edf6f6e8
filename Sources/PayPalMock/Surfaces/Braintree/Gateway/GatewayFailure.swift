/// A request the gateway refuses with `422` and an `<api-error-response>`.
struct GatewayFailure: Error {
    struct ValidationError {
        let code: String
        let attribute: String
        let message: String
    }

    let errors: [ValidationError]
    let message: String
    /// The resources the errors are nested under, outermost first: `transaction`, `customer` → `paypal_account`,
    /// `credentials`.
    var path = ["transaction"]
    /// The refused transaction, when the refusal came after it was made (a decline).
    var transaction: GatewayTransaction?

    /// One validation error, on the transaction unless `path` names another resource.
    static func invalid(_ code: String, _ attribute: String, _ message: String, on path: [String] = ["transaction"]) -> GatewayFailure {
        GatewayFailure(errors: [ValidationError(code: code, attribute: attribute, message: message)], message: message, path: path)
    }

    static func refused(_ transaction: GatewayTransaction, message: String) -> GatewayFailure {
        GatewayFailure(errors: [], message: message, transaction: transaction)
    }
}
