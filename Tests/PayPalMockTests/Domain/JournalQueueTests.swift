import Foundation
import Testing
@testable import PayPalMock

@Suite struct JournalQueueTests {
    private func exchange(_ index: Int) -> Journal.Exchange {
        Journal.Exchange(
            time: Fixtures.start, debugId: "debug-\(index)", method: "GET", path: "/v2/checkout/orders/\(index)", status: 404,
            durationMilliseconds: 1, requestHeaders: [("Authorization", "Bearer A21-secret")], requestBody: Data(),
            responseHeaders: [], responseBody: Data(#"{"name":"RESOURCE_NOT_FOUND"}"#.utf8))
    }

    private func read(_ journal: Journal) async throws -> (entries: [[String: Any]], dropped: Int?) {
        let document = try #require(try JSONSerialization.jsonObject(with: await journal.recent(limit: 100)) as? [String: Any])
        return (document["entries"] as? [[String: Any]] ?? [], document["dropped"] as? Int)
    }

    @Test func everyExchangeRecordedIsStoredOnceTheQueueDrains() async throws {
        let journal = Journal(store: try Store.inMemory())
        for index in 0..<50 { journal.record(exchange(index)) }
        let (entries, dropped) = try await read(journal)
        #expect(entries.count == 50)
        #expect(dropped == 0)
        #expect(Set(entries.compactMap { $0["debug_id"] as? String }) == Set((0..<50).map { "debug-\($0)" }))
        let headers = (entries.first?["request"] as? [String: Any])?["headers"] as? [String: String]
        #expect(headers == ["authorization": Redaction.mask])
    }

    @Test func exchangesTheWriterCannotTakeAreCountedAsDroppedAndSaidSo() async throws {
        let journal = Journal(store: try Store.inMemory(), queueLimit: 0)
        for index in 0..<5 { journal.record(exchange(index)) }
        let (entries, dropped) = try await read(journal)
        #expect(entries.isEmpty)
        #expect(dropped == 5)
    }
}
