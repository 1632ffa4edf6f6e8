import Foundation

/// How Braintree's SDK reads the URL the Venmo app (or venmo.com) sends the buyer back on
/// (`BTVenmoAppSwitchReturnURL`): an https universal link whose path holds `braintreeAppSwitchVenmo`, or the
/// `x-callback-url` host with `/vzero/auth/venmo/`; `#` read as `?`. `success` with `resource_id` is a payment context
/// to read back; without it, the nonce and username are in the URL itself (older Venmo apps); `error` carries the
/// Venmo app's message; `cancel` is the buyer's.
public enum VenmoReturnURL: Sendable, Equatable {
    case succeeded(contextId: String)
    case succeededWithNonce(nonce: String, username: String)
    case failed(message: String?, code: String?)
    case canceled
    case invalid

    /// The universal link's path the SDK appends to the merchant's link.
    public static let pathComponent = "braintreeAppSwitchVenmo"

    public init(_ text: String) {
        guard let url = URLComponents(string: text.replacingOccurrences(of: "#", with: "?")), let scheme = url.scheme?.lowercased() else {
            self = .invalid
            return
        }
        let universal = scheme == "https" && url.path.contains(Self.pathComponent)
        let callback = url.host == "x-callback-url" && url.path.hasPrefix("/vzero/auth/venmo/")
        guard universal || callback else {
            self = .invalid
            return
        }
        let query = Dictionary((url.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        switch url.path.split(separator: "/").last {
        case "success":
            if let id = query["resource_id"], !id.isEmpty {
                self = .succeeded(contextId: id)
            } else if let nonce = query["paymentMethodNonce"] ?? query["payment_method_nonce"], let username = query["username"] {
                self = .succeededWithNonce(nonce: nonce, username: username)
            } else {
                self = .invalid
            }
        case "error": self = .failed(message: query["errorMessage"] ?? query["error_message"], code: query["errorCode"] ?? query["error_code"])
        case "cancel": self = .canceled
        default: self = .invalid
        }
    }
}
