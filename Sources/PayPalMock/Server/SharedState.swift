import Foundation
import Synchronization

/// Keeps what a backend holds in memory of its store in step with the other backends on the store: the virtual
/// clock, the faults armed to persist, and what it remembers of the store from before a reset (access tokens). Each change to them marks the
/// store, in the transaction that makes it; a backend looks at the mark at each request and, when another backend
/// moved it, follows the clock it left and forgets what it remembered. A store no other process writes to (memory)
/// is never looked at.
final class SharedState: Sendable {
    static let markKey = "shared_state.mark"

    private let store: Store
    private let clock: VirtualClock
    private let faults: FaultBoard
    private let seen = Mutex<String?>(nil)

    init(store: Store, clock: VirtualClock, faults: FaultBoard) {
        self.store = store
        self.clock = clock
        self.faults = faults
    }

    /// Follows another backend's changes, if any was made since the last look.
    func refresh() async throws {
        guard store.isSharable else { return }
        let mark = try await store.read { db in try db.settingBody(key: Self.markKey) }
        guard seen.withLock({ seen in defer { seen = mark }; return seen != mark }) else { return }
        let (setting, kept) = try await store.read { db in
            (try db.setting(VirtualClock.Setting.self, key: AdminRoutes.clockSettingKey), try db.setting(FaultBoard.Kept.self, key: FaultBoard.settingKey))
        }
        clock.follow(setting ?? .realTime)
        faults.follow(kept)
        store.countReset()
    }
}

extension StoreTransaction {
    /// Notes a change every backend on the store must follow (`SharedState`).
    func markSharedStateChanged() throws {
        try saveSettingBody(UUID().uuidString, key: SharedState.markKey)
    }
}
