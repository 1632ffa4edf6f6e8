import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle

/// A shared screen: `PUT /payterm/v1/screen` (a front's newest frame, with the backend's admin token; on a trainer's
/// backend, with the trainer's secret, loopback too), `DELETE` when it stops sharing, `GET` to watch it as a stream
/// of JSON lines (`{"frame": …}` or `{"shared": false}`). On a trainer's backend,
/// `GET /payterm/v1/workspaces/NAME/screen`, with the trainer's secret, watches a trainee's, and the trainer's own
/// screen is open to every trainee's admin token too.
///
/// Registered on the router before the exchange middleware: a frame is neither journaled (it would push every
/// call out of the journal) nor answered whole (a watch goes on as long as the watcher stays).
struct ScreenRoutes: Surface {
    let hub: ScreenHub

    init(_ parts: BackendParts) {
        hub = parts.screen
    }

    /// A frame of a large terminal is some tens of kilobytes; more is not a frame.
    static let largestFrame = 1 << 20
    static let path = "/payterm/v1/screen"

    func register(on streams: StreamTable) {
        streams.on(.put, Self.path, for: \.sharer, largestBody: Self.largestFrame) { arrival, _ in
            // Read as every other route reads a body: a larger one is answered 413, a slow one 408, and the
            // connection closed.
            let body = try await arrival.body()
            // Written again on one line: the watchers' stream is a JSON object a line, and JSON may hold line breaks
            // between its tokens.
            guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                  let frame = try? JSONSerialization.data(withJSONObject: object) else {
                throw RESTError.invalidRequest("MALFORMED_REQUEST_JSON", "A shared screen's frame is a JSON object.")
            }
            try FrameText.check(object)
            await hub.publish(frame)
            return Response(status: .noContent)
        }
        streams.on(.delete, Self.path, for: \.sharer) { _, _ in
            await hub.unshare()
            return Response(status: .noContent)
        }
        streams.on(.get, Self.path, for: \.watcher) { arrival, _ in
            try await watch(hub, arrival.request, arrival.context)
        }
        streams.on(.get, "/payterm/v1/workspaces/:name/screen", for: \.trainer) { arrival, classroom in
            try await watch(try await classroom.screen(of: try arrival.parameter("name")), arrival.request, arrival.context)
        }
    }

    /// The hub's updates as JSON lines, for as long as the watcher stays: its place is freed when its connection
    /// closes, not at the next frame it would have been sent.
    private func watch(_ hub: ScreenHub, _ request: Request, _ context: MockRequestContext) async throws -> Response {
        let (id, updates): (UUID, AsyncStream<ScreenHub.Update>)
        switch await hub.watch(by: Self.client(request, context)) {
        case .success(let watch): (id, updates) = (watch.id, watch.updates)
        case .failure(.everyPlace):
            throw RESTError(status: 429, issue: "TOO_MANY_WATCHERS", description: "\(ScreenHub.watchersAtMost) watch this screen already: try again later.")
        case .failure(.clientsPlaces):
            throw RESTError(
                status: 429, issue: "TOO_MANY_WATCHERS",
                description: "You watch this screen \(ScreenHub.watchersPerClient) times already: close a watch to open another.")
        }
        context.channel.closeFuture.whenComplete { _ in Task { await hub.stopWatching(id) } }
        WatcherDeparture.watch(context.channel) { Task { await hub.stopWatching(id) } }
        let body = ResponseBody { writer in
            defer { Task { await hub.stopWatching(id) } }
            // A backend that stops ends its watches rather than wait for them.
            try await withGracefulShutdownHandler {
                try await send(updates, to: &writer)
            } onGracefulShutdown: {
                Task { await hub.stopWatching(id) }
            }
            try await writer.finish(nil)
        }
        var headers = HTTPFields()
        headers[.contentType] = "application/x-ndjson"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: body)
    }

    /// Who watches, for the places one may hold: the credentials the watch came with, else (a loopback backend
    /// with no admin token) the address it came from.
    private static func client(_ request: Request, _ context: MockRequestContext) -> String {
        request.header(TrainersClass.secretHeader) ?? request.header(AdminHolders.header)
            ?? context.channel.remoteAddress?.ipAddress ?? ""
    }

    private func send(_ updates: AsyncStream<ScreenHub.Update>, to writer: inout some ResponseBodyWriter) async throws {
        for await update in updates {
            var line = ByteBuffer()
            switch update {
            case .frame(let frame):
                line.writeString(#"{"frame":"#)
                line.writeBytes(frame)
                line.writeString("}\n")
            case .unshared:
                line.writeString(#"{"shared":false}"# + "\n")
            }
            try await writer.write(line)
        }
    }
}
