import Foundation
import PayPalAPI
import Testing
@testable import CheckoutTUI

/// A call that got no answer has no `PayTerm-Fault` header to name the tester's fault that stopped it: its line
/// asks the backend's journal, and names the fault the journal gives.
struct UnansweredCallTests {
    static let givenUp = EventLine(
        HTTPTransport.CallRecord(method: "POST", path: "/AdaptivePayments/Pay", status: 0, milliseconds: 30_002, failure: "the caller gave up"),
        by: .buyer)

    static let heldByFault = try! JSONDecoder().decode(AdminClient.JournalEntry.self, from: Data(#"""
        {"time": "2026-11-23T18:08:00.120Z", "debug_id": "6db128a52e68c", "method": "POST", "path": "/AdaptivePayments/Pay", "status": 0,
         "duration_ms": 1, "fault": "F-4: no answer", "request": {"headers": {}}, "response": {}}
        """#.utf8))

    @Test func theLineOfACallGivenUpNamesTheFaultTheJournalSaysStoppedIt() {
        var state = Fixture.ready()
        let asked = state.receive(Self.givenUp).calls
        #expect(asked == [.faultBehind(Self.givenUp)])
        state.events.log(.note, "what the timeout caused")
        _ = state.answer(.faultBehind(Self.givenUp), .journalEntry(Self.heldByFault))
        #expect(state.events.lines.map(\.text).suffix(2) == [
            "buyer's SDK: POST /AdaptivePayments/Pay → no answer: the caller gave up (30002 ms) · the tester's fault F-4", "what the timeout caused",
        ])
    }

    @Test func aCallThatWasAnsweredOrAJournalWithNoFaultLeavesTheLineAsItIs() {
        var state = Fixture.ready()
        let answered = EventLine(HTTPTransport.CallRecord(method: "POST", path: "/AdaptivePayments/Pay", status: 500, milliseconds: 3, debugId: "D-1"), by: .buyer)
        #expect(state.receive(answered).calls.isEmpty, "an answer names its own fault")
        _ = state.receive(Self.givenUp)
        var unfaulted = Self.heldByFault
        unfaulted.fault = nil
        _ = state.answer(.faultBehind(Self.givenUp), .journalEntry(unfaulted))
        _ = state.receive(FrontAnswer(call: .faultBehind(Self.givenUp), result: .failure(.unreachable(url: "http://127.0.0.1:9", underlying: "down"))))
        #expect(state.events.lines.last == Self.givenUp)
        #expect(state.merchant.result == nil, "the journal's silence is no merchant's failure")
    }
}
