import Foundation
import Testing
@testable import PayPalMock

/// The notification outbox waits on the store's changes rather than polling it: a wait ends when a change
/// commits, and only then (or at its time limit). A wait that never ended would fail the suite's time limit.
@Suite(.timeLimit(.minutes(3))) struct StoreChangesTests {
    let space = AliasSpace(name: "test")

    @Test func aWaitEndsWhenAChangeCommits() async throws {
        let store = try Store.inMemory()
        let space = space
        async let waited: Void = store.changes.wait(atMost: nil)
        try await Task.sleep(for: .milliseconds(50))
        try await store.write { db in _ = try db.addAlias("a", in: space, for: "1") }
        await waited
    }

    @Test func aChangeBeforeTheWaitIsNotLostAndSeveralWakeOnce() async throws {
        let store = try Store.inMemory()
        let space = space
        for alias in ["a", "b", "c"] {
            try await store.write { db in _ = try db.addAlias(alias, in: space, for: "1") }
        }
        await store.changes.wait(atMost: nil)
        #expect(try await waitedTheWholeLimit(store))
    }

    @Test func aRolledBackChangeOrADeletionDoesNotWake() async throws {
        let store = try Store.inMemory()
        let space = space
        try await store.write { db in _ = try db.addAlias("a", in: space, for: "1") }
        await store.changes.wait(atMost: nil)
        struct Refused: Error {}
        await #expect(throws: Refused.self) {
            try await store.write { db in
                _ = try db.addAlias("b", in: space, for: "1")
                throw Refused()
            }
        }
        try await store.write { db in try db.removeAlias("a", in: space) }
        #expect(try await waitedTheWholeLimit(store))
    }

    @Test func aCancelledWaitEnds() async throws {
        let store = try Store.inMemory()
        let waiting = Task { await store.changes.wait(atMost: nil) }
        try await Task.sleep(for: .milliseconds(50))
        waiting.cancel()
        await waiting.value
    }

    /// True when a wait of 100 ms was not ended early by a change.
    private func waitedTheWholeLimit(_ store: Store) async throws -> Bool {
        let started = ContinuousClock.now
        await store.changes.wait(atMost: .milliseconds(100))
        return ContinuousClock.now - started >= .milliseconds(100)
    }
}
