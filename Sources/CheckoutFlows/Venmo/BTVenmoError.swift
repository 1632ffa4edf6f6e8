/// The errors Braintree's iOS SDK hands the merchant's app from Venmo (`BTVenmoError`, domain
/// `com.braintreepayments.BTVenmoErrorDomain`), with its codes and texts; those with a detail carry it beside.
public enum BTVenmoError: Int, Codable, Sendable, Equatable {
    case unknown = 0
    case disabled = 1
    case appNotAvailable = 2
    case bundleDisplayNameMissing = 3
    case appSwitchFailed = 4
    case invalidReturnURL = 5
    case invalidBodyReturned = 6
    case invalidRedirectURL = 7
    case fetchConfigurationFailed = 8
    case enrichedCustomerDataDisabled = 9
    case canceled = 10
    case invalidRedirectURLParameter = 11

    public static let domain = "com.braintreepayments.BTVenmoErrorDomain"

    public var message: String {
        switch self {
        case .unknown: "An unknown error occurred. Please contact support."
        case .disabled: "Venmo is not enabled for this merchant account."
        case .appNotAvailable: "The Venmo app is not installed on this device, or it is not configured or available for app switch."
        case .bundleDisplayNameMissing: "CFBundleDisplayName must be non-nil. Please set 'Bundle display name' in your Info.plist."
        case .appSwitchFailed: "UIApplication failed to perform app switch to Venmo."
        case .invalidReturnURL: "Return URL is missing or invalid."
        case .invalidBodyReturned: "No body was returned from the request. Please contact support."
        case .invalidRedirectURL: "The request URL could not be constructed or was nil."
        case .fetchConfigurationFailed: "Failed to fetch Braintree configuration."
        case .enrichedCustomerDataDisabled:
            "Cannot collect customer data when ECD is disabled. Enable this feature in the Control Panel to collect this data."
        case .canceled: "Venmo flow was canceled by the user."
        case .invalidRedirectURLParameter: "All Venmo app switch URL parameters must be non-nil."
        }
    }
}
