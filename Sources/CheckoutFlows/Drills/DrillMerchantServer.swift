import Foundation

/// The merchant's server a drill sends notifications to, run beside the drill on this machine: down (every post
/// answered 503) until the drill brings it back, as a server that was down when a notification came and is up
/// again when the customer calls.
public struct DrillMerchantServer: Sendable {
    /// Where its webhook endpoint listens.
    public var webhookURL: String
    /// Brings it back: every post from now on is answered 200.
    public var comeBack: @Sendable () -> Void

    /// Its `host:port`, as the backend is asked to call it.
    var listener: String {
        let url = URLComponents(string: webhookURL)
        return "\(url?.host ?? ""):\(url?.port ?? 80)"
    }

    public init(webhookURL: String, comeBack: @escaping @Sendable () -> Void) {
        self.webhookURL = webhookURL
        self.comeBack = comeBack
    }
}
