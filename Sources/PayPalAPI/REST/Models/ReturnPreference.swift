/// `Prefer: return=…`: how much of a resource a REST answer carries.
public enum ReturnPreference: String, Sendable {
    /// `id`, `status` and `links` (PayPal's default), with an order's payer and payments once it is paid.
    case minimal = "return=minimal"
    /// The whole resource.
    case representation = "return=representation"
}
