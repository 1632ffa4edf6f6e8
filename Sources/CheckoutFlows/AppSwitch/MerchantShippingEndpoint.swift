import Foundation

/// The merchant's shipping callback server and where PayPal reaches it: the merchant's listener on a loopback port,
/// or, in demo mode, a name only this process answers.
public struct MerchantShippingEndpoint: Sendable {
    public let server: MerchantShippingServer
    public let baseURL: URL

    public init(server: MerchantShippingServer, baseURL: URL) {
        self.server = server
        self.baseURL = baseURL
    }

    /// Where demo mode's backend reaches the merchant's server in this process: a name no network answers.
    public static let inProcessBaseURL = URL(string: "http://merchant.in-process")!

    /// A server reached only in this process, as demo mode's backend reaches it.
    public static func inProcess() -> MerchantShippingEndpoint {
        MerchantShippingEndpoint(server: MerchantShippingServer(), baseURL: inProcessBaseURL)
    }

    /// The URL the merchant's app sends as `shipping_callback_url` for the server to answer as `behaviour` says.
    public func url(_ behaviour: MerchantShippingServer.Behaviour) -> String {
        baseURL.appendingPathComponent(String(MerchantShippingServer.path.dropFirst())).appendingPathComponent(behaviour.rawValue).absoluteString
    }
}
