import Foundation
import PayPalAPI
import Testing
@testable import CheckoutTUI

/// The inspector's keys and what it shows, on a state built without a backend; its curl scripts run by a shell.
struct InspectorTests {
    private static func call(_ path: String, status: Int, debugId: String?) -> EventLine {
        EventLine(HTTPTransport.CallRecord(method: "POST", path: path, status: status, milliseconds: 4, debugId: debugId), by: .merchant)
    }

    private static func withEvents() -> AppState {
        var state = Fixture.ready()
        state.events.log(call("/v1/oauth2/token", status: 200, debugId: "D-TOKEN"))
        state.events.log(.callback, "onApprove(orderID: 5O190127TN364715T)")
        state.events.log(call("/v2/payments/authorizations/A-1/capture", status: 422, debugId: "D-CAPTURE"))
        state.events.log(.note, "merchant server: capture refused")
        return state
    }

    /// Opens the inspector on HTTP calls and presses Enter on the newest; returns the call it asked the journal for.
    private static func openNewestCall(_ state: inout AppState) throws -> EventLine {
        _ = state.handle(Key.control("o"))
        _ = state.handle(.character("f"))
        let asked = state.handle(.enter).calls.first
        guard case .journalEntry(let event)? = asked else { throw InspectorTestFailure.nothingAsked }
        return event
    }

    @Test func theFilterAndTheArrowsChooseAnHTTPCallAndEnterAsksTheJournalForIt() throws {
        var state = Self.withEvents()
        _ = state.handle(Key.control("o"))
        #expect(state.isOnTop(.inspector))
        _ = state.handle(.character("f"))
        #expect(state.inspector.filter == .http)
        #expect(state.inspector.shown(state.events.lines) == [0, 2])
        _ = state.handle(.up)
        let effects = state.handle(.enter)
        #expect(effects.calls == [.journalEntry(state.events.lines[0])])
        #expect(state.inspector.exchange == .loading(state.events.lines[0]))
    }

    @Test func aLoadedExchangeIsCopiedAsCurlAndEscGoesBackThenCloses() throws {
        var state = Self.withEvents()
        let event = try Self.openNewestCall(&state)
        #expect(event.debugId == "D-CAPTURE", "the newest event the filter admits is chosen")
        state.answer(.journalEntry(event), .journalEntry(Fixture.journalEntry))
        #expect(state.handle(.character("c")).calls == [.saveCurl(Fixture.journalEntry)])
        _ = state.handle(.escape)
        #expect(state.inspector.exchange == nil && state.isOnTop(.inspector))
        _ = state.handle(.escape)
        #expect(!state.isOnTop(.inspector))
    }

    @Test func aCallbackOpensAsItsTextWithNoCallAndALateAnswerIsDropped() throws {
        var state = Self.withEvents()
        _ = state.handle(Key.control("o"))
        _ = state.handle(.character("f"))
        _ = state.handle(.character("f"))
        #expect(state.inspector.filter == .callbacks)
        #expect(state.handle(.enter).isEmpty)
        #expect(state.inspector.exchange == .event(state.events.lines[1], reason: nil))
        state.answer(.journalEntry(state.events.lines[2]), .journalEntry(Fixture.journalEntry))
        #expect(state.inspector.exchange == .event(state.events.lines[1], reason: nil), "an answer for another exchange changes nothing")
    }

    @Test func anExchangeTheJournalNoLongerHoldsSaysSo() throws {
        var state = Self.withEvents()
        let event = try Self.openNewestCall(&state)
        state.answer(.journalEntry(event), .journalEntry(nil))
        guard case .event(_, let reason?)? = state.inspector.exchange else { Issue.record("no reason shown"); return }
        #expect(reason.contains("no longer holds"))
    }

    @Test func failedCallsAreMarkedAndFiltered() {
        let state = Self.withEvents()
        var inspector = Inspector()
        inspector.filter = .failures
        #expect(inspector.shown(state.events.lines) == [2])
        #expect(state.events.lines[2].mark == "✕ " && state.events.lines[0].mark == "→ ")
        let unanswered = EventLine(HTTPTransport.CallRecord(method: "POST", path: "/x", status: 0, milliseconds: 10_000, failure: "connection lost"), by: .buyer)
        #expect(unanswered.failed && unanswered.text == "buyer's SDK: POST /x → no answer: connection lost (10000 ms)")
        let faulted = EventLine(HTTPTransport.CallRecord(method: "POST", path: "/x", status: 422, milliseconds: 4, fault: "F-3"), by: .merchant)
        #expect(faulted.text == "merchant's server: POST /x → 422 (4 ms) · the tester's fault F-3", "the pane names the fault, the buyer never sees it")
        let refused = EventLine(
            HTTPTransport.CallRecord(method: "POST", path: "/AdaptivePayments/Pay", status: 200, milliseconds: 4, refusedAt200: true), by: .merchant)
        #expect(refused.mark == "✕ " && refused.text == "merchant's server: POST /AdaptivePayments/Pay → 200 ack=Failure (4 ms)", "a wrong PIN is a failure")
    }

    /// A body that holds the heredoc's end word, and a quote in a header, go to curl as they were; nothing in them
    /// runs as a command.
    @Test func theCurlScriptSendsHostileValuesAsDataNeverAsCommands() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = "note=x\nPAYTERM_BODY\ntouch \(folder.path)/pwned\n"
        let entry = try JSONDecoder().decode(AdminClient.JournalEntry.self, from: Data("""
            {"time": "t", "debug_id": "D", "method": "POST", "path": "/v1/a?b='c'", "status": 200, "duration_ms": 1,
             "request": {"headers": {"x-note": "it's", "host": "h", "content-length": "3"}, "body": \(String(decoding: try JSONEncoder().encode(body), as: UTF8.self))},
             "response": {}}
            """.utf8))
        let script = CurlCommand.script(entry, baseURL: "http://127.0.0.1:1")
        #expect(!script.contains("host:") && !script.contains("content-length"))
        // A stand-in curl that writes down its arguments and the body it reads.
        let fake = folder.appendingPathComponent("curl")
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > \(folder.path)/arguments\ncat > \(folder.path)/body\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        // Run by the C library's system(), not Foundation's Process, whose run() on Linux sometimes reads past a
        // buffer and crashes the test run (swift-corelibs-foundation#5472).
        let scriptFile = folder.appendingPathComponent("exchange.sh")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        #expect(system("env -i PATH='\(folder.path):/usr/bin:/bin' /bin/sh '\(scriptFile.path)'") == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned").path))
        #expect(try String(contentsOf: folder.appendingPathComponent("body"), encoding: .utf8) == body + "\n")
        let arguments = try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8)
        #expect(arguments.contains("http://127.0.0.1:1/v1/a?b='c'\n") && arguments.contains("x-note: it's\n"))
    }

    @Test func anExchangeFileStaysInItsFolderWhateverTheIdSays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exchanges-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let notice = ExchangeFile.save("echo hi\n", named: "../../etc/passwd", in: folder)
        let file = folder.appendingPathComponent("etcpasswd.sh")
        #expect(notice == "Copied as curl to \(file.path)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "echo hi\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o700)
    }
}

private enum InspectorTestFailure: Error { case nothingAsked }
