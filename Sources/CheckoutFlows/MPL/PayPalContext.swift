/// MPL's `payPalContext`: a checkout the buyer left before it finished, for the merchant app to keep and hand
/// back. The library then resumes it where it was (logged in, same pay key, same screen) once PayPal confirms
/// it still holds it; an expired or finished one starts over. It can be kept across runs as JSON, without the
/// preapproval code the buyer created.
public struct PayPalContext: Codable, Sendable, Equatable {
    public let flow: MPLFlow

    /// The context of a checkout being left; nil on screens that cannot be resumed (a call under way, the
    /// receipt, an error, Create PIN after the payment).
    public init?(leaving flow: MPLFlow) {
        guard flow.canBeResumed else { return nil }
        self.flow = flow
    }
}
