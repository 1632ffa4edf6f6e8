import Foundation
import Hummingbird
import NIOCore

/// A request body the backend will not read to its end: too large, too slow, or not valid HTTP (a broken
/// chunked encoding). Its answer closes the connection.
enum UnreadableBody: Error, Equatable {
    case tooLarge
    case tooSlow
    case malformed

    var status: Int {
        switch self {
        case .tooLarge: 413
        case .tooSlow: 408
        case .malformed: 400
        }
    }

    var sentence: String {
        switch self {
        case .tooLarge: "the body is larger than the server accepts"
        case .tooSlow: "the body did not arrive in time"
        case .malformed: "the body is not valid HTTP (a broken chunked encoding, say)"
        }
    }

    /// The request's body, read whole within `limit` bytes and `timeout`.
    static func reading(_ request: Request, upTo limit: Int, within timeout: Duration) async throws -> Data {
        try await withThrowingTaskGroup(of: Data.self) { group in
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
                try await Task.sleep(for: timeout)
                throw UnreadableBody.tooSlow
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}
