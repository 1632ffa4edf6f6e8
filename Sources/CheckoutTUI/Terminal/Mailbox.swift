import Synchronization

/// Items posted from tasks to a terminal program's loop, which its wake signal wakes to drain them.
final class Mailbox<Item: Sendable>: Sendable {
    private let items = Mutex<[Item]>([])
    let wakeSignal = WakeSignal()

    func post(_ item: Item) {
        items.withLock { $0.append(item) }
        wakeSignal.wake()
    }

    func drain() -> [Item] { items.withLock { queue in defer { queue.removeAll() }; return queue } }
}
