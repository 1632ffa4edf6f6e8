/// A list the merchant's app shows over its own screen (held authorizations, saved payment methods): its entries,
/// the one selected, a call under way on it, and what the last one came to.
struct MerchantList<Entry: Equatable & Sendable>: Equatable, Sendable {
    var entries: [Entry] = []
    var selected = 0
    /// A call under way on the list: it takes no key until PayPal answers.
    var busy = false
    /// What the last call came to, in a sentence.
    var notice: String?

    var selectedEntry: Entry? { entries.indices.contains(selected) ? entries[selected] : nil }

    /// The list's own keys: ↑↓ and Tab move the selection; true when the key was one of them.
    mutating func move(by key: Key) -> Bool {
        guard let moved = ListSelection.moved(selected, count: entries.count, by: key) else { return false }
        selected = moved
        return true
    }

    /// Starts a call on the list, its last notice gone.
    mutating func ask() {
        busy = true
        notice = nil
    }

    /// Removes the entries that match, keeping the selection in the list.
    mutating func remove(where matches: (Entry) -> Bool) {
        entries.removeAll(where: matches)
        selected = min(selected, max(0, entries.count - 1))
    }
}
