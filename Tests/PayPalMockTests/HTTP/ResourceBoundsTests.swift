import Foundation
import PayPalAPI
import Testing
@testable import PayPalMock

/// What a client can make the backend hold: journal entries of bounded size with every secret masked, however
/// the request was written, and connections that end when they go silent, send too much, too slowly, or badly.
@Suite struct ResourceBoundsTests {
    func journal(_ backend: TestBackend, limit: Int = 5) async throws -> (Data, JSON) {
        let exchange = try await backend.http.send("GET", "/payterm/v1/journal?limit=\(limit)")
        return (exchange.body, JSON(try exchange.jsonObject()))
    }

    @Test func aHugeBodyIsJournaledAsItsFirstBytesAndItsSize() async throws {
        try await TestBackend.with { backend in
            let memo = String(repeating: "m", count: 900_000)
            for _ in 0..<5 {
                let (_, refused) = try await backend.adaptive("Pay", Requests.simplePay(extra: ["memo": memo, "currencyCode": "XXX"]))
                #expect(refused["responseEnvelope.ack"] == "Failure")
            }
            let (body, entries) = try await journal(backend)
            #expect(body.count < 5 * 2 * (Redaction.bodyLimit + 2_000), "5 entries, each body cut to \(Redaction.bodyLimit) bytes: \(body.count)")
            let size: Int? = entries["entries[0].request.body.bytes"]
            #expect(size ?? 0 > 900_000)
        }
    }

    @Test(arguments: [
        "{\"email\": \"alex@personal.example.com\", \"password\": \"hunter22\", \"pin\": 1234, \"memo\": \"",
        "email=alex%40personal.example.com&password=hunter22&pin=1234",
        "requestEnvelope.errorLanguage=en_US&pin=1234&sender.password=hunter22",
        "not json at all, password=hunter22 and pin=1234 in it",
    ])
    func secretsAreMaskedInBodiesThatAreNotWholeJSON(_ body: String) async throws {
        try await TestBackend.with { backend in
            _ = try await backend.http.send("POST", "/payterm/v1/buyer/login", headers: ["Content-Type": "text/plain"], body: Data(body.utf8))
            let (text, _) = try await journal(backend, limit: 1)
            let journaled = String(decoding: text, as: UTF8.self)
            #expect(!journaled.contains("hunter22") && !journaled.contains("1234"), "\(journaled)")
        }
    }

    @Test func secretsInTheQueryStringAreMasked() async throws {
        try await TestBackend.with { backend in
            _ = try await backend.http.send("GET", "/payterm/v1/buyer/me?pin=4321&password=hunter22&session_token=BS-abc&x=1")
            let (text, entries) = try await journal(backend, limit: 1)
            let journaled = String(decoding: text, as: UTF8.self)
            #expect(!journaled.contains("4321") && !journaled.contains("hunter22") && !journaled.contains("BS-abc"))
            #expect(entries["entries[0].path"] == "/payterm/v1/buyer/me?pin=****&password=****&session_token=****&x=1")
        }
    }

    @Test func aSilentConnectionIsClosed() async throws {
        try await TestBackend.with(BackendConfiguration(port: 0, idleTimeout: .milliseconds(500))) { backend in
            let closed = try await RawHTTP.offThePool {
                let socket = try backend.raw.connect(timeout: 5)
                defer { close(socket) }
                var byte: UInt8 = 0
                return recv(socket, &byte, 1, 0) == 0
            }
            #expect(closed, "the server closed the silent connection before the client's 5 s timeout")
        }
    }

    /// 50 MB sent to a route: with its credentials, 413 once the limit is read; without, 401 before any of it is
    /// read. Either way the connection ends rather than wait for the rest.
    @Test(arguments: [true, false]) func anOversizedUploadIsRefusedAndItsConnectionClosed(withCredentials: Bool) async throws {
        try await TestBackend.with { backend in
            let authorization = withCredentials ? "Authorization: Bearer \(try await backend.accessToken())\r\n" : ""
            let answer = try await RawHTTP.offThePool { () -> (Int, Bool)? in
                let raw = backend.raw
                let socket = try raw.connect(timeout: RawHTTP.answerNet)
                defer { close(socket) }
                let head = "POST /v2/checkout/orders HTTP/1.1\r\nHost: x\r\n\(authorization)Content-Type: application/json\r\nContent-Length: 52428800\r\n\r\n"
                try raw.write(Data(head.utf8) + Data(repeating: 0x20, count: 2 << 20), to: socket)
                guard let answer = try raw.readAnswer(from: socket) else { return nil }
                // The connection ends soon after the answer (the server may add a last word as it shuts), rather
                // than stay open for the 48 MB still to come.
                var buffer = [UInt8](repeating: 0, count: 4096)
                var closed = answer.closed
                for _ in 0..<8 where !closed {
                    let read = recv(socket, &buffer, buffer.count, 0)
                    closed = read == 0 || (read < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
                }
                return (answer.status, closed)
            }
            #expect(answer?.0 == (withCredentials ? 413 : 401))
            #expect(answer?.1 == true, "the server closed the connection rather than wait for 50 MB")
        }
    }

    @Test func aBrokenChunkedBodyIsABadRequestNotAServerError() async throws {
        try await TestBackend.with { backend in
            let authorization = "Authorization: Bearer \(try await backend.accessToken())\r\n"
            let request = "POST /v2/checkout/orders HTTP/1.1\r\nHost: x\r\n\(authorization)Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n"
            let answer = try await backend.raw.send(Data(request.utf8))
            #expect(answer?.status == 400)
        }
    }

    @Test func aBodyInATransferCodingBesidesChunkedIsNotReadAsPlain() async throws {
        try await TestBackend.with { backend in
            let token = try await backend.accessToken()
            let order = try JSONSerialization.data(withJSONObject: Orders.simple())
            let chunked = String(order.count, radix: 16) + "\r\n" + String(decoding: order, as: UTF8.self) + "\r\n0\r\n\r\n"
            for (path, headers) in [
                ("/v2/checkout/orders", "Authorization: Bearer \(token)\r\nContent-Type: application/json\r\n"),
                ("/AdaptivePayments/Pay", TestBackend.merchantHeaders.map { "\($0.key): \($0.value)\r\n" }.joined()),
            ] {
                for coding in ["gzip, chunked", "deflate,chunked", "x-custom , CHUNKED"] {
                    let request = "POST \(path) HTTP/1.1\r\nHost: x\r\n\(headers)Transfer-Encoding: \(coding)\r\n\r\n\(chunked)"
                    let answer = try await backend.raw.send(Data(request.utf8))
                    let text = String(decoding: answer?.body ?? Data(), as: UTF8.self)
                    #expect(text.contains("transfer coding besides chunked"), "\(path) with \(coding): \(answer?.status ?? 0) \(text.prefix(200))")
                }
            }
        }
    }

    @Test func aBodyThatNeverArrivesIsAnswered408ThoughTheIdleTimeoutIsAsShort() async throws {
        // Both 30 s by default: Hummingbird's idle timeout, which counts a stalled body's silence too, closed the
        // connection first, with no answer. The idle timeout now runs between requests only. 10 s, not less: on a machine
        // busy with the other suites a connection may wait seconds between connecting and being read, and be closed
        // as idle; and the socket waits up to 30 s for the answer, which such a machine may be late with.
        try await TestBackend.with(BackendConfiguration(port: 0, idleTimeout: .seconds(10), bodyTimeout: .seconds(10))) { backend in
            let token = try await backend.accessToken()
            let status = try await RawHTTP.offThePool { () -> Int? in
                let raw = backend.raw
                let socket = try raw.connect(timeout: 30)
                defer { close(socket) }
                let head = "POST /v2/checkout/orders HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(token)\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"in"
                try raw.write(Data(head.utf8), to: socket)
                return try raw.readAnswer(from: socket)?.status
            }
            #expect(status == 408)
        }
    }
}
