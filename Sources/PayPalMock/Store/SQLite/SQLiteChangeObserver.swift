import GRDB
import Synchronization

/// Tells `StoreChanges` of each SQLite transaction that inserted or updated documents or aliases, once committed.
final class SQLiteChangeObserver: TransactionObserver, Sendable {
    private let changes: StoreChanges
    /// A change in the transaction under way (called on the writer's queue only, one transaction at a time).
    private let changing = Mutex(false)

    init(reporting changes: StoreChanges) {
        self.changes = changes
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        switch eventKind {
        case .insert(let table), .update(let table, _): table == "documents" || table == "aliases"
        case .delete: false
        }
    }

    func databaseDidChange(with event: DatabaseEvent) {
        changing.withLock { $0 = true }
    }

    func databaseDidCommit(_ db: Database) {
        guard changing.withLock({ changing in defer { changing = false }; return changing }) else { return }
        changes.committed()
    }

    func databaseDidRollback(_ db: Database) {
        changing.withLock { $0 = false }
    }
}
