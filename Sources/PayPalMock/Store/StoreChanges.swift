import Synchronization

/// Tells a waiter that a transaction which inserted or updated documents or aliases has committed, so that work
/// on the store (the notification outbox) waits for a change instead of polling. Changes while nobody waits are
/// kept as one: the next wait returns at once.
final class StoreChanges: Sendable {
    private struct State {
        /// A committed change nobody has waited for yet.
        var changed = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    /// Waits for a committed change, at most `timeout` (for ever when nil); returns at once when one came since
    /// the last wait, or when the task is cancelled. One waiter at a time.
    func wait(atMost timeout: Duration?) async {
        guard let timeout else { return await next() }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.next() }
            group.addTask { try? await Task.sleep(for: timeout) }
            await group.next()
            group.cancelAll()
        }
    }

    private func next() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state in
                    guard !state.changed, !Task.isCancelled else {
                        state.changed = false
                        return true
                    }
                    state.waiter = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            state.withLock { state in
                let waiter = state.waiter
                state.waiter = nil
                return waiter
            }?.resume()
        }
    }

    /// Called by the store's engine when a transaction that inserted or updated documents or aliases committed.
    func committed() {
        state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.changed = true
                return nil
            }
            state.waiter = nil
            return waiter
        }?.resume()
    }
}
