import CheckoutFlows
import PayPalAPI

/// Braintree's `BTPayPalMessagingView` under the merchant's cart: it fetches Braintree's configuration once for the
/// merchant's PayPal client id, then PayPal's message for the cart each time the cart changes, and PayPal's Learn More
/// sheet when the buyer taps the message; it tells the merchant's delegate each step (`willAppear`, `didAppear`,
/// `didSelect`, `willApply`, `onError`), which the event pane shows.
struct PayLaterMessaging: Equatable, Sendable {
    /// What shows under the cart.
    enum Shown: Equatable, Sendable {
        case loading
        case message(PayLaterMessageAnswer)
        case failed
    }

    /// The Learn More sheet, once the buyer tapped the message.
    enum LearnMore: Equatable, Sendable {
        case loading
        case shown(LearnMoreAnswer)
        case failed(String)
    }

    /// The merchant's PayPal client id, once Braintree's configuration gave it.
    var clientId: String?
    /// True while the configuration is fetched.
    var configuring = false
    /// What the message on screen (or loading) is for: the cart and the language.
    var asked: Asked?
    /// The cart asked for while a message was on its way: asked once that one comes, so one request is out at a time.
    var next: Asked?
    /// True while a message is on its way.
    var fetching = false
    var shown: Shown?
    var isFailed: Bool {
        if case .failed = shown { true } else { false }
    }
    var learnMore: LearnMore?
    /// How far the Learn More sheet is scrolled.
    var scroll = 0

    /// What a message is asked for; its answer is shown only while it is still what the cart shows.
    struct Asked: Equatable, Sendable {
        var amount: String?
        var offer: String?
        var language: Language
    }

    /// The view starts, or the cart changed: the configuration first, then the message, unless the message on screen
    /// is already for this cart. While one is on its way, the newest cart waits for it.
    mutating func start(_ asked: Asked, in app: inout AppState) -> [AppEffect] {
        guard let clientId else {
            guard !configuring else { return [] }
            configuring = true
            return [.entry(Self.configuration)]
        }
        guard !fetching else {
            next = asked == self.asked ? nil : asked
            return []
        }
        guard asked != self.asked else { return [] }
        self.asked = asked
        fetching = true
        shown = .loading
        app.log(.callback, "willAppear(_:) · the message starts to load")
        return [.entry(Self.message(request(asked, clientId: clientId)))]
    }

    private func request(_ asked: Asked, clientId: String) -> PayPalMessagesClient.Request {
        PayPalMessagesClient.Request(clientId: clientId, amount: asked.amount, offer: asked.offer, pageType: "cart", language: asked.language.rawValue)
    }

    /// The buyer taps the message: PayPal opens its Learn More sheet over the app.
    mutating func select(in app: inout AppState) -> [AppEffect] {
        guard let clientId, let asked, case .message = shown else { return [] }
        app.log(.callback, "didSelect(_:) · the buyer tapped the message; PayPal opens Learn More")
        learnMore = .loading
        scroll = 0
        app.merchant.panel = .flow
        return [.entry(Self.learnMore(request(asked, clientId: clientId)))]
    }

    /// The buyer starts PayPal Credit's application from the sheet.
    mutating func apply(in app: inout AppState) {
        guard case .shown(let sheet) = learnMore, sheet.apply != nil else { return }
        app.log(.callback, "willApply(_:) · the buyer began the PayPal Credit application")
    }

    private static let name = PayLaterEntry.flowName

    /// The merchant's server asks for a client token; the SDK fetches Braintree's configuration with it.
    private static let configuration = EntryCall("configuration", of: PayLaterEntry.self, flow: name) { parties throws(PayPalAPIError) in
        let token = try await parties.gateway.clientToken()
        return try await BraintreePayPalClient(transport: parties.buyer.transport, clientToken: token).configuration().paypal?.clientId
    } then: { entry, result, app in
        entry.messaging.configuring = false
        switch result {
        case .success(let clientId?):
            entry.messaging.clientId = clientId
            return entry.appear(in: &app)
        case .success(nil):
            entry.messaging.fail("Could not find PayPal client ID in Braintree configuration.", code: "payPalClientIDNotFound", in: &app)
        case .failure(let error):
            entry.messaging.fail(error.message, code: "fetchConfigurationFailed", in: &app)
        }
        return []
    }

    private static func message(_ request: PayPalMessagesClient.Request) -> EntryCall {
        EntryCall("message", of: PayLaterEntry.self, flow: name) { parties throws(PayPalAPIError) in
            try await PayPalMessagesClient(transport: parties.buyer.transport).message(request)
        } then: { entry, result, app in
            entry.messaging.fetching = false
            if let next = entry.messaging.next {
                entry.messaging.next = nil
                return entry.messaging.start(next, in: &app)
            }
            switch result {
            case .success(let message):
                entry.messaging.shown = .message(message)
                let words = message.content.default.mainAlternative ?? message.content.default.main
                app.log(.callback, "didAppear(_:) · \(message.meta.offerType) · \(words)")
            case .failure(let error):
                entry.messaging.fail(error.message, code: "invalidResponse", in: &app)
            }
            return []
        }
    }

    private static func learnMore(_ request: PayPalMessagesClient.Request) -> EntryCall {
        EntryCall("learn more", of: PayLaterEntry.self, flow: name) { parties throws(PayPalAPIError) in
            try await PayPalMessagesClient(transport: parties.buyer.transport).learnMore(request)
        } then: { entry, result, _ in
            switch result {
            case .success(let sheet): entry.messaging.learnMore = .shown(sheet)
            case .failure(let error): entry.messaging.learnMore = .failed(error.message)
            }
            return []
        }
    }

    /// The message cannot show: the delegate's `onError` says why.
    private mutating func fail(_ reason: String, code: String, in app: inout AppState) {
        shown = .failed
        asked = nil
        app.log(.callback, "onError(_:error:) · \(code): \(reason)")
    }
}
