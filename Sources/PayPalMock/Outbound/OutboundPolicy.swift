/// Which merchants' listeners the backend may call (IPN, webhook events, shipping callbacks): those PayTerm started
/// itself and those its operator listed (`payterm serve --merchant-listener`), or a front registered through the
/// admin API. Anything else is refused before a connection is tried.
public struct OutboundPolicy: Sendable, Equatable {
    public var listeners: Set<MerchantAddress>

    /// None: every call is refused.
    public static let none = OutboundPolicy(listeners: [])

    public init(listeners: Set<MerchantAddress>) {
        self.listeners = listeners
    }

    public func allows(_ address: MerchantAddress) -> Bool {
        listeners.contains(address)
    }
}
