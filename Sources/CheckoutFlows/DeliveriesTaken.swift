import Synchronization

/// What a merchant's server has taken already: PayPal delivers at least once (again when it could not record that
/// a delivery went out, or another backend on the store took it too), so a merchant acts on each message once, by
/// the event's id or, for IPN, the message as sent.
final class DeliveriesTaken: Sendable {
    private let taken = Mutex<Set<String>>([])

    /// True the first time `key` is taken, false for every repeat.
    func takeFirst(_ key: String) -> Bool {
        taken.withLock { $0.insert(key).inserted }
    }
}
