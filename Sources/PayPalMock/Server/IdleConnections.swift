import NIOCore
import NIOHTTPTypes

/// Closes a connection with no request under way for `timeout`: between requests only. A request whose body is
/// slow to come is the body timeout's to answer (408), never closed here with no answer, however late a busy server
/// gets to that answer. (Hummingbird's own idle timeout counts a stalled body's silence too.)
final class IdleConnections: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeout: TimeAmount
    /// Requests whose answer has not all gone out.
    private var underWay = 0
    private var closing: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { scheduleClose(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        scheduleClose(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        closing?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            underWay += 1
            closing?.cancel()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            underWay -= 1
            if underWay == 0 { scheduleClose(context) }
        }
        context.write(data, promise: promise)
    }

    private func scheduleClose(_ context: ChannelHandlerContext) {
        closing?.cancel()
        let loop = context.eventLoop.assumeIsolated()
        closing = loop.scheduleTask(in: timeout) { context.close(promise: nil) }
    }
}
