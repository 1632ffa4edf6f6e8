import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// A GET whose answer comes a line at a time for as long as the server sends it (a watched screen), over
/// SwiftNIO as `NIOExchange` does. Plain `http` only.
enum NIOLineStream {
    /// The answer was not a stream: its status, and what its body said.
    struct Refused: Error {
        var status: Int
        var body: Data
    }

    /// Calls `line` with each line of the answer, until the server ends it or `line` says to stop (false); throws
    /// `Refused` for a status other than 200, and `URLError` when no connection is made.
    static func get(_ url: URL, headers: [String: String], line: @Sendable (String) async -> Bool) async throws {
        guard url.scheme?.lowercased() == "http", let host = url.host else { throw URLError(.unsupportedURL) }
        let channel: NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>
        do {
            channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connectTimeout(.seconds(10))
                .connect(host: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: url.port ?? 80) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHTTPClientHandlers()
                        return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(wrappingChannelSynchronously: channel)
                    }
                }
        } catch {
            throw URLError(.cannotConnectToHost)
        }
        try await channel.executeThenClose { inbound, outbound in
            let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
            let target = (components?.percentEncodedPath).flatMap { $0.isEmpty ? nil : $0 } ?? "/"
            var head = HTTPRequestHead(version: .http1_1, method: .GET, uri: target)
            for (name, value) in headers { head.headers.add(name: name, value: value) }
            head.headers.add(name: "Host", value: url.port.map { "\(host):\($0)" } ?? host)
            try await outbound.write(.head(head))
            try await outbound.write(.end(nil))
            var status = 0
            var pending = ByteBuffer()
            for try await part in inbound {
                switch part {
                case .head(let received): status = Int(received.status.code)
                case .body(var buffer):
                    pending.writeBuffer(&buffer)
                    guard status == 200 else { continue }
                    while let end = pending.readableBytesView.firstIndex(of: 0x0A) {
                        let text = pending.readString(length: end - pending.readerIndex) ?? ""
                        pending.moveReaderIndex(forwardBy: 1)
                        guard await line(text) else { return }
                    }
                case .end:
                    guard status == 200 else { throw Refused(status: status, body: Data(pending.readableBytesView)) }
                    return
                }
            }
        }
    }
}
