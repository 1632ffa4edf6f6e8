/// The MPL's `PayPalEnvironment`: which PayPal the library talks to.
public enum PayPalEnvironment: String, CaseIterable, Sendable {
    /// `ENV_LIVE` and `ENV_SANDBOX`: a PayPal backend over HTTP (here, the mock in either case).
    case live, sandbox
    /// `ENV_NONE`: demonstration mode, with no network at all and canned data held in the library.
    case demo = "none"

    /// The name the MPL gives it, for the initialization status.
    public var constantName: String {
        switch self {
        case .live: "ENV_LIVE"
        case .sandbox: "ENV_SANDBOX"
        case .demo: "ENV_NONE"
        }
    }

    public var usesNetwork: Bool { self != .demo }
}
