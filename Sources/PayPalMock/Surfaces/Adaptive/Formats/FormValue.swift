/// An NV or XML request body as read, before it fills the operation's body type. Neither format says by itself
/// whether a field is a list (XML repeats an element; NV may index a single one), so every field keeps its
/// occurrences in order and `FormDecoder` reads them as one value or as a list, as the type asks.
indirect enum FormValue: Sendable {
    case text(String)
    case fields([String: [FormValue]])

    /// How deep NV paths and XML elements may nest. PayPal's requests need five levels
    /// (`receiverOptions(0).invoiceData.item(0).name`); the limit keeps a hostile body from nesting a million.
    static let maxDepth = 32
}

extension FormValue {
    /// The value with dashes in its fields' names read as underscores: Braintree's .NET and Java SDKs write
    /// `<payment-method-nonce>`, its Python SDK `<payment_method_nonce>`, and its gateway reads both.
    var dashesAsUnderscores: FormValue {
        switch self {
        case .text: self
        case .fields(let fields):
            .fields(Dictionary(
                fields.map { name, values in (String(name.map { $0 == "-" ? "_" : $0 }), values.map(\.dashesAsUnderscores)) },
                uniquingKeysWith: +))
        }
    }
}
