import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import NIOCore
import NIOHTTP1
import NIOPosix

/// HTTP/1.1 over SwiftNIO, one connection a request, for `HTTPTransport`: URLSession on Linux (libcurl through
/// libdispatch) keeps a core busy for as long as an answer is awaited, and sends a request again without its body
/// when its kept-alive connection was reset; a connection of its own a request does neither. Plain `http` only:
/// the backends PayTerm talks to are on loopback or a trusted host. Nor does it leave folders behind, as
/// URLSession does on Linux (its cache's and its cookies', for any session, in the user's home).
public enum NIOExchange {
    public static func exchange(_ request: URLRequest) async throws -> (Data, URLResponse) {
        guard let url = request.url, url.scheme?.lowercased() == "http", let host = url.host else { throw URLError(.unsupportedURL) }
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let answer = loop.makePromise(of: Answer.self)
        let channel: any Channel
        do {
            channel = try await ClientBootstrap(group: loop)
                .connectTimeout(.seconds(10))
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHTTPClientHandlers()
                        try channel.pipeline.syncOperations.addHandler(AnswerCollector(answer))
                    }
                }
                .connect(host: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: url.port ?? 80).get()
        } catch {
            answer.fail(error)
            throw URLError(.cannotConnectToHost)
        }
        let timeout = loop.scheduleTask(in: .milliseconds(Int64(request.timeoutInterval * 1_000))) {
            answer.fail(URLError(.timedOut))
            channel.close(promise: nil)
        }
        defer {
            timeout.cancel()
            channel.close(promise: nil)
        }
        send(request, url: url, on: channel)
        let received = try await withTaskCancellationHandler {
            try await answer.futureResult.get()
        } onCancel: {
            answer.fail(URLError(.cancelled))
            channel.close(promise: nil)
        }
        let fields = Dictionary(received.head.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, second in "\(first), \(second)" })
        guard let response = HTTPURLResponse(url: url, statusCode: Int(received.head.status.code), httpVersion: "HTTP/1.1", headerFields: fields)
        else { throw URLError(.badServerResponse) }
        return (received.body, response)
    }

    /// Writes the request: its method, path and query as given, its headers, `Host`, the body's length, and
    /// `Connection: close`, as the connection serves this request alone.
    private static func send(_ request: URLRequest, url: URL, on channel: any Channel) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        let target = (components?.percentEncodedPath).flatMap { $0.isEmpty ? nil : $0 } ?? "/"
        let query = components?.percentEncodedQuery.map { "?" + $0 } ?? ""
        var head = HTTPRequestHead(version: .http1_1, method: HTTPMethod(rawValue: request.httpMethod ?? "GET"), uri: target + query)
        for (name, value) in request.allHTTPHeaderFields ?? [:] { head.headers.add(name: name, value: value) }
        if !head.headers.contains(name: "Host") { head.headers.add(name: "Host", value: url.port.map { "\(url.host ?? ""):\($0)" } ?? url.host ?? "") }
        let body = request.httpBody ?? Data()
        head.headers.replaceOrAdd(name: "Content-Length", value: String(body.count))
        head.headers.replaceOrAdd(name: "Connection", value: "close")
        channel.write(HTTPClientRequestPart.head(head), promise: nil)
        if !body.isEmpty { channel.write(HTTPClientRequestPart.body(.byteBuffer(ByteBuffer(bytes: body))), promise: nil) }
        channel.writeAndFlush(HTTPClientRequestPart.end(nil), promise: nil)
    }

    struct Answer: Sendable {
        var head: HTTPResponseHead
        var body: Data
    }
}

/// Gathers the answer's head and body; a connection that ends or fails before the answer's end is a lost
/// connection, and an answer that is not HTTP a bad one.
private final class AnswerCollector: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart

    private let answer: EventLoopPromise<NIOExchange.Answer>
    private var head: HTTPResponseHead?
    private var body = Data()

    init(_ answer: EventLoopPromise<NIOExchange.Answer>) {
        self.answer = answer
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let received): head = received
        case .body(var buffer): body.append(contentsOf: buffer.readBytes(length: buffer.readableBytes) ?? [])
        case .end:
            guard let head else { return answer.fail(URLError(.badServerResponse)) }
            answer.succeed(NIOExchange.Answer(head: head, body: body))
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        answer.fail(URLError(head == nil ? .networkConnectionLost : .badServerResponse))
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        answer.fail(error is HTTPParserError ? URLError(.badServerResponse) : URLError(.networkConnectionLost))
        context.close(promise: nil)
    }
}
