import Foundation
import HTTPTypes
import Testing
@testable import PayPalMock

/// What every store engine does alike, primitive by primitive: the SQLite and the PostgreSQL suites run these.
enum StoreContract {
    static let checks = [documents, newestDocuments, documentFilters, aliases, settings, unknownLogins, idempotentAnswers, idempotencyClaims, journal, workspaces, workspaceProgress, drillAssignments, everything, rollback, changes]

    static let documents = StoreCheck("documents are kept in the order first saved, an update keeping its place") { engine in
        try await engine.write { db in
            try db.saveDocumentBody(#"{"n":1}"#, kind: "order", id: "B")
            try db.saveDocumentBody(#"{"n":2}"#, kind: "order", id: "A")
            try db.saveDocumentBody(#"{"n":3}"#, kind: "capture", id: "C")
        }
        let before = try await engine.read { db in try db.lastDocumentPosition() }
        try await engine.write { db in
            try db.saveDocumentBody(#"{"n":4}"#, kind: "order", id: "B")
            try db.saveDocumentBody(#"{"n":5}"#, kind: "refund", id: "D")
            try db.saveDocumentBody(#"{"n":6}"#, kind: "capture", id: "E")
            try db.deleteDocument(kind: "order", id: "A")
        }
        #expect(try await engine.read { db in try db.documentBody(kind: "order", id: "B") } == #"{"n":4}"#)
        #expect(try await engine.read { db in try db.documentBody(kind: "capture", id: "B") } == nil)
        #expect(try await engine.read { db in try db.documentBody(kind: "order", id: "A") } == nil)
        #expect(try await engine.read { db in try db.documentBodies(kind: "order") } == [#"{"n":4}"#])
        #expect(try await engine.read { db in try db.documentBodies(kind: "capture") } == [#"{"n":3}"#, #"{"n":6}"#])
        #expect(try await engine.read { db in try db.documentCount(kind: "capture") } == 2)
        #expect(try await engine.read { db in try db.documentCount(kind: "nothing") } == 0)
        #expect(try await engine.read { db in try Set(db.documentIds(among: ["A", "B", "C", "Z"])) } == ["B", "C"])
        #expect(try await engine.read { db in try db.documentIds(among: []) } == [])
        #expect(try await engine.read { db in try db.lastDocumentPosition() } > before)
        #expect(try await engine.read { db in try db.documentIds(after: before, kinds: ["capture", "refund"]) } == ["D", "E"])
        #expect(try await engine.read { db in try db.documentIds(after: 0, kinds: ["capture"]) } == ["C", "E"])
    }

    static let newestDocuments = StoreCheck("the newest documents come by createdAt, then by when first saved") { engine in
        try await engine.write { db in
            // JSONEncoder's dates: seconds since 2001 as numbers, compared as numbers (9 before 10).
            try db.saveDocumentBody(#"{"createdAt":10,"type":"sale"}"#, kind: "tx", id: "ten")
            try db.saveDocumentBody(#"{"createdAt":9.5,"type":"sale"}"#, kind: "tx", id: "nine")
            try db.saveDocumentBody(#"{"createdAt":10,"type":"sale"}"#, kind: "tx", id: "ten-later")
            try db.saveDocumentBody(#"{"type":"sale"}"#, kind: "tx", id: "undated")
            try db.saveDocumentBody(#"{"createdAt":100,"type":"credit"}"#, kind: "tx", id: "credit")
            try db.saveDocumentBody(#"{"createdAt":200,"type":"sale"}"#, kind: "other", id: "elsewhere")
        }
        let sale = DocumentFilter.equals(SearchedField("type"), "sale")
        #expect(try await engine.read { db in try db.newestDocumentIds(kind: "tx", where: sale, limit: 10) } == ["ten-later", "ten", "nine", "undated"])
        #expect(try await engine.read { db in try db.newestDocumentIds(kind: "tx", where: sale, limit: 2) } == ["ten-later", "ten"])
        #expect(try await engine.read { db in try db.newestDocumentIds(kind: "tx", where: .all([]), limit: 1) } == ["credit"])
    }

    static let documentFilters = StoreCheck("searches keep the documents whose JSON values match") { engine in
        try await engine.write { db in
            try db.saveDocumentBody(
                #"{"createdAt":3,"payer":{"email":"Alex@Example.com"},"code":"7","receivers":[{"email":"shop@example.com"},{"email":"Fees@Example.com"}]}"#,
                kind: "pay", id: "one")
            try db.saveDocumentBody(
                #"{"createdAt":2,"payer":{"email":"sam@example.com"},"code":7,"receivers":[{"email":"other@example.com"}]}"#, kind: "pay", id: "two")
            try db.saveDocumentBody(#"{"createdAt":1,"receivers":[]}"#, kind: "pay", id: "three")
            try db.saveDocumentBody(#"{"createdAt":0,"note":"a\u0000b","payer":{"email":"nul@example.com"}}"#, kind: "pay", id: "four")
        }
        func ids(_ filter: DocumentFilter) async throws -> [String] {
            try await engine.read { db in try db.newestDocumentIds(kind: "pay", where: filter, limit: 10) }
        }
        #expect(try await ids(.equals(SearchedField("payer", "email", ignoringCase: true), "alex@example.COM")) == ["one"])
        #expect(try await ids(.equals(SearchedField("payer", "email"), "alex@example.com")) == [])
        #expect(try await ids(.equals(SearchedField("payer", "email"), "Alex@Example.com")) == ["one"])
        #expect(try await ids(.equals(SearchedField("missing", ignoringCase: true), "x")) == [])
        // A NUL escaped in a document's JSON is text like any other.
        #expect(try await ids(.equals(SearchedField("payer", "email"), "nul@example.com")) == ["four"])
        // A number is no text, unless case is ignored.
        #expect(try await ids(.equals(SearchedField("code"), "7")) == ["one"])
        #expect(try await ids(.equals(SearchedField("code", ignoringCase: true), "7")) == ["one", "two"])
        #expect(try await ids(.anyElement(array: ["receivers"], field: "email", equalsOneOf: ["FEES@example.com", "nobody@example.com"])) == ["one"])
        #expect(try await ids(.anyElement(array: ["receivers"], field: "email", equalsOneOf: ["other@example.com", "shop@example.com"])) == ["one", "two"])
        #expect(try await ids(.anyElement(array: ["receivers"], field: "email", equalsOneOf: [])) == [])
        #expect(try await ids(.anyElement(array: ["missing"], field: "email", equalsOneOf: ["shop@example.com"])) == [])
        let alex = DocumentFilter.equals(SearchedField("payer", "email", ignoringCase: true), "alex@example.com")
        let other = DocumentFilter.anyElement(array: ["receivers"], field: "email", equalsOneOf: ["other@example.com"])
        #expect(try await ids(.any([alex, other])) == ["one", "two"])
        #expect(try await ids(.all([alex, other])) == [])
        #expect(try await ids(.any([])) == [])
        #expect(try await ids(.all([.all([]), alex])) == ["one"])
    }

    static let aliases = StoreCheck("an alias is unique in its space and found by its owner") { engine in
        let email = AliasSpace(name: "buyer.email"), phone = AliasSpace(name: "buyer.phone")
        let inserted = try await engine.write { db in
            [
                try db.insertAlias("b@example.com", in: email, for: "2"),
                try db.insertAlias("a@example.com", in: email, for: "1"),
                try db.insertAlias("a@example.com", in: email, for: "3"),
                try db.insertAlias("a@example.com", in: phone, for: "3"),
            ]
        }
        #expect(inserted == [true, true, false, true])
        try await engine.write { db in try db.deleteAlias("b@example.com", in: email) }
        try await engine.write { db in _ = try db.insertAlias("c@example.com", in: email, for: "4") }
        #expect(try await engine.read { db in try db.aliasOwner("a@example.com", in: email) } == "1")
        #expect(try await engine.read { db in try db.aliasOwner("a@example.com", in: phone) } == "3")
        #expect(try await engine.read { db in try db.aliasOwner("b@example.com", in: email) } == nil)
        #expect(try await engine.read { db in try db.aliasOwners(in: email) } == ["1", "4"])
        #expect(try await engine.read { db in try Set(db.aliases(among: ["a@example.com", "b@example.com", "c@example.com"])) } == ["a@example.com", "c@example.com"])
        #expect(try await engine.read { db in try db.aliases(among: []) } == [])
    }

    static let settings = StoreCheck("a setting is one body a key, replaced when saved again") { engine in
        try await engine.write { db in
            try db.saveSettingBody(#"{"a":1}"#, key: "clock")
            try db.saveSettingBody(#"{"a":2}"#, key: "clock")
            try db.saveSettingBody("[]", key: "faults")
        }
        #expect(try await engine.read { db in try db.settingBody(key: "clock") } == #"{"a":2}"#)
        #expect(try await engine.read { db in try db.settingBody(key: "faults") } == "[]")
        #expect(try await engine.read { db in try db.settingBody(key: "none") } == nil)
    }

    static let unknownLogins = StoreCheck("unknown log-in counters are forgotten once untouched since the cutoff") { engine in
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        try await engine.write { db in
            try db.saveUnknownLoginCounter("1", digest: "old", touchedAt: start, forgettingBefore: start - 3600)
            try db.saveUnknownLoginCounter("1", digest: "recent", touchedAt: start + 1200, forgettingBefore: start - 600)
            try db.saveUnknownLoginCounter("2", digest: "recent", touchedAt: start + 1500, forgettingBefore: start + 1)
        }
        #expect(try await engine.read { db in try db.unknownLoginCounter(digest: "old") } == nil)
        #expect(try await engine.read { db in try db.unknownLoginCounter(digest: "recent") } == "2")
        try await engine.write { db in try db.deleteUnknownLoginCounters() }
        #expect(try await engine.read { db in try db.unknownLoginCounter(digest: "recent") } == nil)
    }

    static let idempotentAnswers = StoreCheck("an idempotent answer is kept until it expires, the exact bytes") { engine in
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let first = IdempotencyKey(clientId: "client", operation: "capture", requestId: "r-1")
        let second = IdempotencyKey(clientId: "client", operation: "capture", requestId: "r-2")
        let bytes = Data([0, 1, 2, 0xFF]) + Data(#"{"id":"X"}"#.utf8)
        try await engine.write { db in
            try db.saveIdempotentAnswer(WireResponse(status: .created, body: bytes), for: first, at: start, until: start + 60)
        }
        let kept = try await engine.read { db in try db.idempotentAnswer(first, at: start + 59) }
        #expect(kept?.status == .created)
        #expect(kept?.body == bytes)
        #expect(try await engine.read { db in try db.idempotentAnswer(first, at: start + 60) } == nil)
        #expect(try await engine.read { db in try db.idempotentAnswer(second, at: start) } == nil)
        // A later save forgets every answer expired by its time, and replaces one under the same key.
        try await engine.write { db in
            try db.saveIdempotentAnswer(WireResponse(status: .ok, body: Data("2".utf8)), for: second, at: start + 61, until: start + 120)
        }
        #expect(try await engine.read { db in try db.idempotentAnswer(first, at: start) } == nil)
        try await engine.write { db in
            try db.saveIdempotentAnswer(WireResponse(status: .accepted, body: Data("3".utf8)), for: second, at: start + 62, until: start + 200)
        }
        let replaced = try await engine.read { db in try db.idempotentAnswer(second, at: start + 150) }
        #expect(replaced?.status == .accepted)
        #expect(replaced?.body == Data("3".utf8))
    }

    static let idempotencyClaims = StoreCheck("a request id is claimed by one request until it expires, is given back or answered") { engine in
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let key = IdempotencyKey(clientId: "client", operation: "capture", requestId: "r-1")
        func claim(at time: TimeInterval, until expiry: TimeInterval) async throws -> Bool {
            try await engine.write { db in try db.claimIdempotencyKey(key, at: start + time, until: start + expiry) }
        }
        #expect(try await claim(at: 0, until: 30))
        #expect(try await !claim(at: 1, until: 31))
        #expect(try await engine.read { db in try db.idempotentAnswer(key, at: start + 1) } == nil)
        #expect(try await claim(at: 30, until: 60))
        try await engine.write { db in try db.releaseIdempotencyKey(key) }
        #expect(try await claim(at: 31, until: 61))
        try await engine.write { db in
            try db.saveIdempotentAnswer(WireResponse(status: .created, body: Data("1".utf8)), for: key, at: start + 32, until: start + 90)
        }
        #expect(try await !claim(at: 33, until: 63))
        try await engine.write { db in try db.releaseIdempotencyKey(key) }
        #expect(try await engine.read { db in try db.idempotentAnswer(key, at: start + 34) }?.body == Data("1".utf8))
        #expect(try await claim(at: 90, until: 120))
        #expect(try await engine.read { db in try db.idempotentAnswer(key, at: start + 91) } == nil)
    }

    static let journal = StoreCheck("the journal keeps its newest entries up to its capacity, found by debug id") { engine in
        try await engine.write { db in
            try db.appendJournalEntries([JournalRow(debugId: "d1", entry: "1"), JournalRow(debugId: nil, entry: "2")], keeping: 4)
        }
        try await engine.write { db in
            try db.appendJournalEntries(
                [JournalRow(debugId: "d3", entry: "3"), JournalRow(debugId: "d1", entry: "4"), JournalRow(debugId: "d1", entry: "5")], keeping: 4)
        }
        #expect(try await engine.read { db in try db.journalEntries(limit: 10) } == ["5", "4", "3", "2"])
        #expect(try await engine.read { db in try db.journalEntries(limit: 2) } == ["5", "4"])
        #expect(try await engine.read { db in try db.journalEntries(debugId: "d1", limit: 10) } == ["5", "4"])
        #expect(try await engine.read { db in try db.journalEntries(debugId: "d1", limit: 1) } == ["5"])
        #expect(try await engine.read { db in try db.journalEntries(debugId: "none", limit: 10) } == [])
        try await engine.write { db in try db.appendJournalEntries((6...9).map { JournalRow(debugId: nil, entry: "\($0)") }, keeping: 3) }
        #expect(try await engine.read { db in try db.journalEntries(limit: 10) } == ["9", "8", "7"])
    }

    static let workspaces = StoreCheck("a workspace's name is unique; workspaces are listed by name") { engine in
        let inserted = try await engine.write { db in
            [
                try db.insertWorkspace(WorkspaceRecord(id: "w1", name: "b-class", port: 0)),
                try db.insertWorkspace(WorkspaceRecord(id: "w2", name: "B-class", port: 0)),
                try db.insertWorkspace(WorkspaceRecord(id: "w3", name: "b-class", port: 9)),
                try db.insertWorkspace(WorkspaceRecord(id: "w4", name: "a-class", port: 0)),
            ]
        }
        #expect(inserted == [true, true, false, true])
        let updated = try await engine.write { db in
            (try db.updateWorkspacePort(id: "w1", port: 8081), try db.updateWorkspacePort(id: "gone", port: 1))
        }
        #expect(updated.0 && !updated.1)
        try await engine.write { db in try db.deleteWorkspace(id: "w4") }
        // By code point: capitals first.
        #expect(try await engine.read { db in try db.workspaces() } == [WorkspaceRecord(id: "w2", name: "B-class", port: 0), WorkspaceRecord(id: "w1", name: "b-class", port: 8081)])
        #expect(try await engine.read { db in try db.workspace(named: "b-class") } == WorkspaceRecord(id: "w1", name: "b-class", port: 8081))
        #expect(try await engine.read { db in try db.workspace(named: "a-class") } == nil)
        #expect(try await engine.read { db in try db.workspaceCount() } == 2)
    }

    static let workspaceProgress = StoreCheck("a workspace's progress is kept with it, kept by a reset and gone with it") { engine in
        try await engine.write { db in _ = try db.insertWorkspace(WorkspaceRecord(id: "w1", name: "ana", port: 0)) }
        #expect(try await engine.read { db in try db.workspaceProgress(id: "w1") } == nil)
        let saved = try await engine.write { db in
            (try db.saveWorkspaceProgress("[1]", id: "w1"), try db.saveWorkspaceProgress("[2]", id: "w1"), try db.saveWorkspaceProgress("[3]", id: "gone"))
        }
        #expect(saved.0 && saved.1 && !saved.2, "saved, saved over, and refused for a workspace there is not")
        try await engine.write { db in try db.deleteAllButWorkspaces() }
        #expect(try await engine.read { db in try db.workspaceProgress(id: "w1") } == "[2]")
        #expect(try await engine.read { db in try db.workspaceProgress(id: "gone") } == nil)
        try await engine.write { db in try db.deleteWorkspace(id: "w1") }
        try await engine.write { db in _ = try db.insertWorkspace(WorkspaceRecord(id: "w1", name: "ana", port: 0)) }
        #expect(try await engine.read { db in try db.workspaceProgress(id: "w1") } == nil, "a workspace made again has none")
    }

    static let drillAssignments = StoreCheck("the class's drills are kept once, in the order first assigned, kept by a reset") { engine in
        try await engine.write { db in
            try db.saveDrillAssignment("{\"n\":1}", drill: "b")
            try db.saveDrillAssignment("{\"n\":2}", drill: "a")
            try db.saveDrillAssignment("{\"n\":3}", drill: "b")
        }
        #expect(try await engine.read { db in try db.drillAssignments() } == ["{\"n\":3}", "{\"n\":2}"], "assigned again, in its place")
        try await engine.write { db in try db.deleteAllButWorkspaces() }
        #expect(try await engine.read { db in try db.drillAssignments() }.count == 2)
        try await engine.write { db in try db.deleteDrillAssignments() }
        #expect(try await engine.read { db in try db.drillAssignments() } == [])
    }

    static let everything = StoreCheck("deleting all but workspaces keeps the workspaces alone") { engine in
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let key = IdempotencyKey(clientId: "c", operation: "o", requestId: "r")
        try await engine.write { db in
            try db.saveDocumentBody("{}", kind: "order", id: "O")
            _ = try db.insertAlias("x", in: AliasSpace(name: "s"), for: "O")
            try db.saveSettingBody("{}", key: "clock")
            try db.saveUnknownLoginCounter("1", digest: "d", touchedAt: start, forgettingBefore: start)
            try db.saveIdempotentAnswer(WireResponse(status: .ok, body: Data()), for: key, at: start, until: start + 60)
            try db.appendJournalEntries([JournalRow(debugId: "d", entry: "e")], keeping: 10)
            _ = try db.insertWorkspace(WorkspaceRecord(id: "w", name: "class", port: 0))
        }
        try await engine.write { db in try db.deleteAllButWorkspaces() }
        #expect(try await engine.read { db in try db.documentBody(kind: "order", id: "O") } == nil)
        #expect(try await engine.read { db in try db.aliasOwner("x", in: AliasSpace(name: "s")) } == nil)
        #expect(try await engine.read { db in try db.settingBody(key: "clock") } == nil)
        #expect(try await engine.read { db in try db.unknownLoginCounter(digest: "d") } == nil)
        #expect(try await engine.read { db in try db.idempotentAnswer(key, at: start) } == nil)
        #expect(try await engine.read { db in try db.journalEntries(limit: 10) } == [])
        #expect(try await engine.read { db in try db.workspaceCount() } == 1)
    }

    private struct Refused: Error {}

    static let rollback = StoreCheck("a write that throws leaves nothing behind") { engine async throws in
        await #expect(throws: Refused.self) {
            try await engine.write { db in
                try db.saveDocumentBody("{}", kind: "order", id: "O")
                _ = try db.insertAlias("x", in: AliasSpace(name: "s"), for: "O")
                throw Refused()
            }
        }
        #expect(try await engine.read { db in try db.documentCount(kind: "order") } == 0)
        #expect(try await engine.read { db in try db.aliasOwner("x", in: AliasSpace(name: "s")) } == nil)
    }

    /// A wait that never ended would fail the suites' time limit.
    static let changes = StoreCheck("a committed document or alias wakes the change waiter") { engine in
        async let waited: Void = engine.changes.wait(atMost: nil)
        try await engine.write { db in try db.saveDocumentBody("{}", kind: "order", id: "O") }
        await waited
        try await engine.write { db in _ = try db.insertAlias("x", in: AliasSpace(name: "s"), for: "O") }
        await engine.changes.wait(atMost: nil)
    }
}
