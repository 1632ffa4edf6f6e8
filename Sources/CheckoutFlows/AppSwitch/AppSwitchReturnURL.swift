import Foundation

/// How Braintree's SDK reads the URL the buyer comes back on (`BTPayPalReturnURL`, `isValidURLAction`): from the
/// PayPal app, an https universal link or the fallback scheme with `braintreeAppSwitchPayPal` in its path; from the
/// web page, `sdk.ios.braintree://onetouch/v1/…`. The last segment says how it ended, and the query must not be empty.
public enum AppSwitchReturnURL: Sendable, Equatable {
    case succeeded
    case canceled
    case invalid(BTPayPalError)

    public init(_ text: String, fromApp: Bool, fallbackScheme: String?) {
        guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            self = .invalid(.invalidURLAction)
            return
        }
        let action = url.path.split(separator: "/").last.map(String.init) ?? ""
        if fromApp {
            let accepted = scheme == "https" || scheme == fallbackScheme?.lowercased()
            guard accepted, (host + url.path).contains("braintreeAppSwitchPayPal") else {
                self = .invalid(.appSwitchReturnURLPathInvalid)
                return
            }
        } else {
            let segments = (host + url.path).split(separator: "/").dropLast().joined(separator: "/")
            guard segments == "onetouch/v1" else {
                self = .invalid(.invalidURLAction)
                return
            }
        }
        guard !(url.query ?? "").isEmpty else {
            self = .invalid(.invalidURLAction)
            return
        }
        switch action {
        case "success": self = .succeeded
        case "cancel": self = .canceled
        default: self = .invalid(fromApp ? .appSwitchReturnURLPathInvalid : .asWebAuthenticationSessionURLInvalid)
        }
    }
}
