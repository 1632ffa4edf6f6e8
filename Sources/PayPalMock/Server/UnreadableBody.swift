import Foundation
import Hummingbird
import NIOCore
import NIOPosix

/// A request body the backend will not read to its end: too large, too slow, not valid HTTP (a broken chunked
/// encoding), or sent in a transfer coding besides chunked. Its answer closes the connection.
enum UnreadableBody: Error, Equatable {
    case tooLarge
    case tooSlow
    case malformed
    case unsupportedCoding

    var status: Int {
        switch self {
        case .tooLarge: 413
        case .tooSlow: 408
        case .malformed, .unsupportedCoding: 400
        }
    }

    var sentence: String {
        switch self {
        case .tooLarge: "the body is larger than the server accepts"
        case .tooSlow: "the body did not arrive in time"
        case .malformed: "the body is not valid HTTP (a broken chunked encoding, say)"
        case .unsupportedCoding: "the body is sent in a transfer coding besides chunked (gzip, say), which the server does not read: send it plain"
        }
    }

    /// The request's body, read whole within `limit` bytes and `timeout`; one in a transfer coding besides chunked
    /// (`gzip, chunked`) is not read as if it were plain.
    static func reading(_ request: Request, upTo limit: Int, within timeout: Duration) async throws -> Data {
        let codings = request.headers[values: .transferEncoding].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard codings.allSatisfy({ $0 == "chunked" }) else { throw UnreadableBody.unsupportedCoding }
        return try await withThrowingTaskGroup(of: Data.self) { group in
            group.addTask {
                do {
                    return Data(try await request.body.collect(upTo: limit).readableBytesView)
                } catch is NIOTooManyBytesError {
                    throw UnreadableBody.tooLarge
                } catch {
                    throw UnreadableBody.malformed
                }
            }
            group.addTask {
                try await wait(timeout)
                throw UnreadableBody.tooSlow
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    /// Waits `timeout` on an event loop of the server's group. `Task.sleep` would do, but on Linux a cancelled sleep
    /// keeps its task and timer until its deadline: every request's 30 s held about 0.4 KB, 100 MB at the rates
    /// served here; a scheduled task cancelled is gone at once. (Not the connection's own loop: the in-process
    /// backend's connections have an embedded one, which no other thread may touch.)
    private static func wait(_ timeout: Duration) async throws {
        let scheduled = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: TimeAmount(timeout)) {}
        try await withTaskCancellationHandler {
            try await scheduled.futureResult.get()
        } onCancel: {
            scheduled.cancel()
        }
    }
}
