import Foundation
import Hummingbird
import NIOCore
import NIOPosix

/// The faults a tester arms on the connection itself: what the client sees instead of the answer.
enum TransportFault {
    /// `noAnswerHold` is how long a call with no answer keeps its connection before closing it: a client that closed
    /// its end is not seen while its request is held.
    static func carryOut(
        _ fault: FaultOutcome, answering response: Response, body: Data, on channel: any Channel, noAnswerHold: Duration
    ) async -> Response {
        switch fault {
        case .resetBeforeAnswer, .closeAfterCommit:
            // Lingering zero seconds makes the close a reset (RST), as a dropped connection looks to the client; a
            // plain close of a kept-alive connection leaves some clients (URLSession on Linux) waiting out their
            // timeout instead.
            let socket = channel as? any SocketOptionProvider
            channel.eventLoop.execute {
                _ = socket?.setSoLinger(linger(l_onoff: 1, l_linger: 0))
                channel.close(mode: .all, promise: nil)
            }
        case .noAnswer:
            let deadline = ContinuousClock.now + noAnswerHold
            // A server stopping (past its drain) cancels the hold.
            while channel.isActive, ContinuousClock.now < deadline, !Task.isCancelled { try? await Task.sleep(for: .milliseconds(100)) }
            channel.close(promise: nil)
        case .truncatedBody:
            return truncated(response, body: body, on: channel)
        default:
            break
        }
        return response
    }

    /// The answer's head promising the whole body, half of it, and the connection closed.
    private static func truncated(_ response: Response, body: Data, on channel: any Channel) -> Response {
        var cut = response
        let half = ByteBuffer(bytes: body.prefix(body.count / 2))
        cut.headers[.contentLength] = String(body.count)
        cut.body = ResponseBody(contentLength: body.count) { writer in
            try await writer.write(half)
            try? await Task.sleep(for: .milliseconds(20))
            channel.close(promise: nil)
        }
        return cut
    }
}
