/// Adaptive Payments, the API of the PayPal Mobile Payments Library's era: typed requests and the answers to them.
/// `PayPalClient.adaptive(_:headers:)` sends them.
public enum Adaptive {}

/// The body of one Adaptive Payments operation (`POST /AdaptivePayments/{operation}`) and the answer it gets.
public protocol AdaptiveRequest: Encodable, Sendable {
    associatedtype Response: Decodable & Sendable
    /// `Pay`, `PaymentDetails`…
    static var operation: String { get }
}
