import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Hands URL requests to a router in this process, with no socket, and its answers back as URL loading would: how
/// demo mode, which has no network, reaches the backend and how the backend reaches the merchant's server.
public struct InProcessExchange<Context: RequestContext>: Sendable where Context.Source == ApplicationRequestContextSource {
    private let responder: Router<Context>.Responder

    public init(_ router: Router<Context>) {
        responder = router.buildResponder()
    }

    /// The router's answer to `urlRequest`; `inspect` sees the request's context once it is answered, and may throw
    /// what the client's URL loading would have.
    public func answer(_ urlRequest: URLRequest, inspect: (Context) async throws -> Void = { _ in }) async throws -> (Data, URLResponse) {
        guard let url = urlRequest.url, let method = HTTPRequest.Method(urlRequest.httpMethod ?? "GET") else { throw URLError(.badURL) }
        var fields = HTTPFields()
        for (name, value) in urlRequest.allHTTPHeaderFields ?? [:] {
            if let field = HTTPField.Name(name) { fields[field] = value }
        }
        let body = urlRequest.httpBody ?? Data()
        fields[.contentLength] = String(body.count)
        let path = url.path.isEmpty ? "/" : url.path + (url.query.map { "?\($0)" } ?? "")
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: url.host ?? "in-process", path: path, headerFields: fields),
            body: RequestBody(buffer: ByteBuffer(bytes: body)))
        let context = Context(source: .init(channel: EmbeddedChannel(), logger: Logger(label: "payterm.in-process")))
        let response = try await responder.respond(to: request, context: context)
        try await inspect(context)
        let collector = BodyCollector()
        try await response.body.write(collector)
        var headers: [String: String] = [:]
        for field in response.headers { headers[field.name.rawName] = field.value }
        guard let answer = HTTPURLResponse(url: url, statusCode: response.status.code, httpVersion: "HTTP/1.1", headerFields: headers) else {
            throw URLError(.badServerResponse)
        }
        return (await collector.bytes, answer)
    }
}

/// Collects a response body written to it.
private actor BodyCollector: ResponseBodyWriter {
    private(set) var bytes = Data()

    func write(_ buffer: ByteBuffer) async throws { bytes.append(contentsOf: buffer.readableBytesView) }
    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
