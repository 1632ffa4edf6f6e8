import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import PayPalAPI

/// What a transport records of each call for an event pane: a refusal at HTTP 200, as Adaptive Payments answers
/// `ack=Failure`, is recorded as one.
@Suite struct CallRecordTests {
    static func recorded(_ path: String, answering body: String) async throws -> HTTPTransport.CallRecord? {
        let records = Mutex<[HTTPTransport.CallRecord]>([])
        let base = URL(string: "http://127.0.0.1:1")!
        let transport = HTTPTransport(baseURL: base, exchange: { request in
            (Data(body.utf8), HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: [:])!)
        }, observer: { record in records.withLock { $0.append(record) } })
        _ = try await transport.send("POST", path, body: Data("{}".utf8))
        return records.withLock { $0.first }
    }

    @Test func anAdaptiveFailureAt200IsRecordedAsARefusal() async throws {
        let failure = #"{"responseEnvelope": {"ack": "Failure", "correlationId": "c1"}, "error": [{"errorId": "580029", "message": "PIN"}]}"#
        #expect(try await Self.recorded("/AdaptivePayments/Preapproval", answering: failure)?.refusedAt200 == true)
        let success = #"{"responseEnvelope": {"ack": "Success", "correlationId": "c2"}, "preapprovalKey": "PA-1"}"#
        #expect(try await Self.recorded("/AdaptivePayments/Preapproval", answering: success)?.refusedAt200 == false)
    }
}
