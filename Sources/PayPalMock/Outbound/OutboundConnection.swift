import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// One HTTP/1.1 POST on a connection of its own, to an address already allowed: it ends at the call's wait, or once
/// the answer is read up to the limit, whichever comes first.
enum OutboundConnection {
    enum Failure: Error, CustomStringConvertible {
        case timedOut(Duration)
        case lost
        case notHTTP

        var description: String {
            switch self {
            case .timedOut(let wait): "no whole answer within \(wait)"
            case .lost: "the connection closed before the answer's end"
            case .notHTTP: "the answer is not HTTP"
            }
        }
    }

    static func post(
        _ call: OutboundClient.Call, to target: OutboundTarget, at address: MerchantAddress, limit: Int
    ) async throws -> OutboundClient.Answer {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let deadline = NIODeadline.now() + TimeAmount(call.wait)
        let answer = loop.makePromise(of: OutboundClient.Answer.self)
        var head = HTTPRequestHead(version: .http1_1, method: .POST, uri: target.target)
        for (name, value) in call.headers { head.headers.add(name: name, value: value) }
        head.headers.replaceOrAdd(name: "Host", value: target.hostHeader)
        head.headers.replaceOrAdd(name: "Content-Length", value: String(call.body.count))
        head.headers.replaceOrAdd(name: "Connection", value: "close")
        let request = Request(head: head, body: call.body)
        let channel: any Channel
        do {
            channel = try await ClientBootstrap(group: loop)
                .connectTimeout(TimeAmount(call.wait))
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHTTPClientHandlers()
                        try channel.pipeline.syncOperations.addHandler(
                            BoundedAnswer(answer, request: request, limit: limit, deadline: deadline, wait: call.wait))
                    }
                }
                .connect(to: try SocketAddress(ipAddress: address.host, port: address.port)).get()
        } catch {
            answer.fail(error)
            throw error
        }
        defer { channel.close(promise: nil) }
        return try await withTaskCancellationHandler {
            try await answer.futureResult.get()
        } onCancel: {
            answer.fail(CancellationError())
            channel.close(promise: nil)
        }
    }

    struct Request: Sendable {
        var head: HTTPRequestHead
        var body: Data
    }
}

/// Sends the request once connected and reads the answer up to `limit` bytes of body, then closes; a connection
/// still open at `deadline` is closed too.
private final class BoundedAnswer: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    private let answer: EventLoopPromise<OutboundClient.Answer>
    private let request: OutboundConnection.Request
    private let limit: Int
    private let deadline: NIODeadline
    private let wait: Duration
    private var head: HTTPResponseHead?
    private var body = Data()
    private var timer: Scheduled<Void>?
    private var done = false

    init(_ answer: EventLoopPromise<OutboundClient.Answer>, request: OutboundConnection.Request, limit: Int, deadline: NIODeadline, wait: Duration) {
        self.answer = answer
        self.request = request
        self.limit = limit
        self.deadline = deadline
        self.wait = wait
    }

    func channelActive(context: ChannelHandlerContext) {
        let (answer, channel, wait) = (answer, context.channel, wait)
        timer = context.eventLoop.scheduleTask(deadline: deadline) {
            answer.fail(OutboundConnection.Failure.timedOut(wait))
            channel.close(promise: nil)
        }
        context.write(wrapOutboundOut(.head(request.head)), promise: nil)
        if !request.body.isEmpty { context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: request.body)))), promise: nil) }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !done else { return }
        switch unwrapInboundIn(data) {
        case .head(let received): head = received
        case .body(var buffer):
            let room = limit - body.count
            guard buffer.readableBytes > room else { return body.append(contentsOf: buffer.readableBytesView) }
            body.append(contentsOf: buffer.readBytes(length: room) ?? [])
            finish(cut: true, context: context)
        case .end: finish(cut: false, context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        answer.fail(OutboundConnection.Failure.lost)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        answer.fail(error is HTTPParserError ? OutboundConnection.Failure.notHTTP : OutboundConnection.Failure.lost)
        context.close(promise: nil)
    }

    private func finish(cut: Bool, context: ChannelHandlerContext) {
        done = true
        timer?.cancel()
        if let head { answer.succeed(OutboundClient.Answer(status: Int(head.status.code), body: body, isCut: cut)) } else { answer.fail(OutboundConnection.Failure.notHTTP) }
        context.close(promise: nil)
    }
}
