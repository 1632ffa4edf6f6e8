/// The errors Braintree's iOS SDK hands the merchant's app (`BTPayPalError`, domain
/// `com.braintreepayments.BTPayPalErrorDomain`), with its codes and texts.
public enum BTPayPalError: Int, Codable, Sendable, Equatable {
    case disabled = 0
    case canceled = 1
    case fetchConfigurationFailed = 2
    case httpPostRequestError = 3
    case invalidURL = 4
    case asWebAuthenticationSessionURLInvalid = 5
    case invalidURLAction = 6
    case failedToCreateNonce = 7
    case appSwitchReturnURLPathInvalid = 10
    case appSwitchFailed = 11
    case missingBAToken = 12
    case missingECToken = 14

    public static let domain = "com.braintreepayments.BTPayPalErrorDomain"

    public var message: String {
        switch self {
        case .disabled: "PayPal is not enabled for this merchant. Enable PayPal for this merchant in the Braintree Control Panel."
        case .canceled: "PayPal flow was canceled by the user."
        case .fetchConfigurationFailed: "Failed to fetch Braintree configuration."
        case .httpPostRequestError: "HTTP POST request failed."
        case .invalidURL: "Missing approval URL in gateway response."
        case .asWebAuthenticationSessionURLInvalid: "ASWebAuthenticationSession failed with an invalid return URL."
        case .invalidURLAction: "The URL action did not contain a valid URL."
        case .failedToCreateNonce: "Failed to create PayPal nonce."
        case .appSwitchReturnURLPathInvalid: "The App Switch return URL did not contain the cancel or success path."
        case .appSwitchFailed: "UIApplication failed to perform app switch to PayPal."
        case .missingBAToken: "Missing BA Token for PayPal App Switch."
        case .missingECToken: "Missing EC Token for PayPal App Switch."
        }
    }
}
