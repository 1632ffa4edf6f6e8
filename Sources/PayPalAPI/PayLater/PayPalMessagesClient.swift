import Foundation
import PayPalVocabulary

/// What PayPal's messages SDK (under Braintree's `BTPayPalMessagingView`) asks of PayPal's credit presentment: the
/// Pay Later message for a cart, and its Learn More sheet. Unlike the SDK, which always asks in `en_US`, PayTerm asks
/// in the front's language, so that the message speaks as the rest of the screen does.
public struct PayPalMessagesClient: Sendable {
    public let transport: HTTPTransport

    public init(transport: HTTPTransport) {
        self.transport = transport
    }

    /// What the merchant's app asks a message for: the cart's amount and the offer it prefers, nothing of its words.
    public struct Request: Equatable, Sendable {
        /// The merchant's PayPal client id, from Braintree's configuration.
        public var clientId: String
        /// The purchase in dollars, as the SDK's floating-point value prints it (`59.0`); nil for none.
        public var amount: String?
        /// `PAY_LATER_SHORT_TERM`, `PAY_LATER_LONG_TERM`, `PAY_LATER_PAY_IN_1`, `PAYPAL_CREDIT_NO_INTEREST`; nil lets PayPal choose.
        public var offer: String?
        /// `cart`, `product-details`, `home`…
        public var pageType: String
        /// The language asked for (`de_DE`).
        public var language: String

        public init(clientId: String, amount: String?, offer: String?, pageType: String, language: String) {
            self.clientId = clientId
            self.amount = amount
            self.offer = offer
            self.pageType = pageType
            self.language = language
        }
    }

    /// `GET /credit-presentment/native/message`.
    public func message(_ request: Request) async throws(PayPalAPIError) -> PayLaterMessageAnswer {
        try await get("PayPal messages: message", "/credit-presentment/native/message", request)
    }

    /// `GET /credit-presentment/lander/modal`: the Learn More sheet.
    public func learnMore(_ request: Request) async throws(PayPalAPIError) -> LearnMoreAnswer {
        try await get("PayPal messages: Learn More", "/credit-presentment/lander/modal", request)
    }

    private func get<Answer: Decodable>(_ name: String, _ path: String, _ request: Request) async throws(PayPalAPIError) -> Answer {
        // What the message depends on first, so that the event pane's line says it before the rest.
        var pairs: [(name: String, value: String)] = []
        if let amount = request.amount { pairs.append(("amount", amount)) }
        if let offer = request.offer { pairs.append(("offer", offer)) }
        pairs += [("client_id", request.clientId), ("page_type", request.pageType), ("logo_type", "inline")]
        let wire = WireRequest(
            name, "GET", path + "?" + URLPath.query(pairs), headers: ["Accept": "application/json", "Accept-Language": request.language])
        return try await transport.perform(wire, by: WireCoding.snakeCaseDecoder)
    }
}

/// A Pay Later message as PayPal sends it: its words with the logo's placeholder, and which offer it speaks of.
public struct PayLaterMessageAnswer: Decodable, Equatable, Sendable {
    public struct Meta: Decodable, Equatable, Sendable {
        public struct Variables: Decodable, Equatable, Sendable {
            public var inlineLogoPlaceholder: String
        }

        public var offerType: String
        public var creditProductGroup: String
        public var messageType: String?
        public var variables: Variables
    }

    public struct Content: Decodable, Equatable, Sendable {
        public var main: String
        public var mainAlternative: String?
        public var disclaimer: String
    }

    public struct Contents: Decodable, Equatable, Sendable {
        public var `default`: Content
        public var generic: Content
    }

    public var meta: Meta
    public var content: Contents
}

/// The Learn More sheet's content.
public struct LearnMoreAnswer: Decodable, Equatable, Sendable {
    public struct Row: Decodable, Equatable, Sendable {
        public var label: String
        public var value: String
        public var detail: String?
    }

    public var offerType: String
    public var headline: String
    public var subheadline: String
    public var rows: [Row]
    public var steps: [String]
    public var disclosure: String
    /// The PayPal Credit application's button, for that offer only.
    public var apply: String?
    public var closeAlternativeText: String
}
