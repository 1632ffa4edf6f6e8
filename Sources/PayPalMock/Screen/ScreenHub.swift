import Foundation

/// The screen a front shares through this backend (`payterm --share`): its newest frame, as the front sent it
/// (JSON the backend passes on unread), and everyone watching it. Kept in memory only: nothing of a screen is
/// stored, and a watcher joining late sees the newest frame at once.
actor ScreenHub {
    enum Update: Sendable, Equatable {
        case frame(Data)
        /// Nobody shares the screen (yet, or any more).
        case unshared
    }

    /// Watchers at once, so that a runaway client cannot hold every connection.
    static let watchersAtMost = 64

    private var latest = Update.unshared
    private var watchers: [UUID: AsyncStream<Update>.Continuation] = [:]

    func publish(_ frame: Data) {
        send(.frame(frame))
    }

    func unshare() {
        send(.unshared)
    }

    /// The updates from now on, the newest first; a slow watcher skips to the newest frame. Nil when too many watch.
    func watch() -> (id: UUID, updates: AsyncStream<Update>)? {
        guard watchers.count < Self.watchersAtMost else { return nil }
        let (updates, continuation) = AsyncStream.makeStream(of: Update.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        continuation.yield(latest)
        watchers[id] = continuation
        return (id, updates)
    }

    func stopWatching(_ id: UUID) {
        watchers.removeValue(forKey: id)?.finish()
    }

    private func send(_ update: Update) {
        latest = update
        for watcher in watchers.values { watcher.yield(update) }
    }
}
