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
