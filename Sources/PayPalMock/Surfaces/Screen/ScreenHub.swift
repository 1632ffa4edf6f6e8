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

    /// Why a watch was refused: every place is taken, or every place one client may hold.
    enum Full: Error {
        case everyPlace
        case clientsPlaces
    }

    struct Watch: Sendable {
        let id: UUID
        let updates: AsyncStream<Update>
    }

    /// Watchers at once, so that a runaway client cannot hold every connection.
    static let watchersAtMost = 64
    /// Watchers at once with one client's credentials (or from one address, with none), so that one cannot take
    /// every place: a trainer watches one trainee at a time, a trainee the trainer's screen once.
    static let watchersPerClient = 8

    private var latest = Update.unshared
    private var watchers: [UUID: (client: String, continuation: AsyncStream<Update>.Continuation)] = [:]

    func publish(_ frame: Data) {
        send(.frame(frame))
    }

    func unshare() {
        send(.unshared)
    }

    /// The updates from now on, the newest first; a slow watcher skips to the newest frame.
    func watch(by client: String) -> Result<Watch, Full> {
        guard watchers.count < Self.watchersAtMost else { return .failure(.everyPlace) }
        guard watchers.values.count(where: { $0.client == client }) < Self.watchersPerClient else { return .failure(.clientsPlaces) }
        let (updates, continuation) = AsyncStream.makeStream(of: Update.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        continuation.yield(latest)
        watchers[id] = (client, continuation)
        return .success(Watch(id: id, updates: updates))
    }

    /// Frees the watcher's place and ends its updates: when it left, whether or not a frame came since.
    func stopWatching(_ id: UUID) {
        watchers.removeValue(forKey: id)?.continuation.finish()
    }

    private func send(_ update: Update) {
        latest = update
        for watcher in watchers.values { watcher.continuation.yield(update) }
    }
}
