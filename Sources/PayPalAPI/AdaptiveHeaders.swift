/// The `X-PAYPAL-*` headers of an Adaptive Payments call.
public enum AdaptiveHeaders {
    /// A merchant server's call, with its API caller credentials.
    public static func merchant(username: String, password: String, signature: String, applicationId: String) -> [String: String] {
        [
            "X-PAYPAL-SECURITY-USERID": username,
            "X-PAYPAL-SECURITY-PASSWORD": password,
            "X-PAYPAL-SECURITY-SIGNATURE": signature,
            "X-PAYPAL-APPLICATION-ID": applicationId,
            "X-PAYPAL-REQUEST-DATA-FORMAT": "JSON",
            "X-PAYPAL-RESPONSE-DATA-FORMAT": "JSON",
        ]
    }

    /// The mobile library's call for a logged-in buyer: the app id and the buyer's session as device token.
    public static func mobileLibrary(deviceToken: String, applicationId: String) -> [String: String] {
        [
            "X-PAYPAL-DEVICE-AUTH-TOKEN": deviceToken,
            "X-PAYPAL-APPLICATION-ID": applicationId,
            "X-PAYPAL-REQUEST-DATA-FORMAT": "JSON",
            "X-PAYPAL-RESPONSE-DATA-FORMAT": "JSON",
        ]
    }
}
