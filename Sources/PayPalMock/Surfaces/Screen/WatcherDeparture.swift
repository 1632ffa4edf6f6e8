import NIOCore

/// Tells when a watcher's side of its connection ends. The server keeps a half-closed connection open (Hummingbird
/// allows remote half-closure), and a watch's answer never ends by itself, so a watcher that left with a FIN would
/// keep its place until a frame failed to reach it; first in the pipeline, this sees the FIN as it comes.
final class WatcherDeparture: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    typealias InboundIn = ByteBuffer

    private let left: @Sendable () -> Void

    init(_ left: @escaping @Sendable () -> Void) {
        self.left = left
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed { left() }
        context.fireUserInboundEventTriggered(event)
    }

    /// Watches `channel` for its watcher's departure.
    static func watch(_ channel: any Channel, _ left: @escaping @Sendable () -> Void) {
        let departure = WatcherDeparture(left)
        channel.eventLoop.execute {
            try? channel.pipeline.syncOperations.addHandler(departure, position: .first)
        }
    }
}
