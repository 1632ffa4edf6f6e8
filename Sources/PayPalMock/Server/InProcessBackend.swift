import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import PayPalAPI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The backend answering requests handed to it in this process, with no socket at all: the library's demo mode
/// (MPL's `ENV_NONE`, which has no network) runs on it, so demo mode follows the very rules the backend does.
/// State lives in memory and ends with the value.
public final class InProcessBackend: Sendable {
    /// The base URL its links are written with; nothing listens there.
    public static let baseURL = URL(string: "http://payterm.in-process")!

    private let responder: Router<MockRequestContext>.Responder
    private let backend: MockBackend

    private init(backend: MockBackend, responder: Router<MockRequestContext>.Responder) {
        self.backend = backend
        self.responder = responder
    }

    /// A seeded backend in memory, with these credentials; its shipping callbacks go to `merchant`, the merchant's
    /// server in this process, when there is one.
    public static func start(credentials: Credentials = .defaults, merchant: HTTPTransport.Exchange? = nil) async throws -> InProcessBackend {
        var configuration = BackendConfiguration(storage: .inMemory, credentials: credentials)
        configuration.merchantExchange = merchant
        let backend = try await MockBackend(configuration: configuration)
        return InProcessBackend(backend: backend, responder: backend.router().buildResponder())
    }

    /// Answers a request as the backend would over HTTP: a client's transport hands its requests here instead of
    /// to URLSession.
    public func answer(_ urlRequest: URLRequest) async throws -> (Data, URLResponse) {
        guard let url = urlRequest.url, let method = HTTPRequest.Method(urlRequest.httpMethod ?? "GET") else { throw URLError(.badURL) }
        var fields = HTTPFields()
        for (name, value) in urlRequest.allHTTPHeaderFields ?? [:] {
            if let field = HTTPField.Name(name) { fields[field] = value }
        }
        let body = urlRequest.httpBody ?? Data()
        fields[.contentLength] = String(body.count)
        let path = url.path.isEmpty ? "/" : url.path + (url.query.map { "?\($0)" } ?? "")
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: url.host ?? "payterm.in-process", path: path, headerFields: fields),
            body: RequestBody(buffer: ByteBuffer(bytes: body)))
        let context = MockRequestContext(source: .init(channel: EmbeddedChannel(), logger: Logger(label: "payterm.in-process")))
        let response = try await responder.respond(to: request, context: context)
        if let fault = context.fault.current?.outcome, fault.isTransport {
            // With no socket, a connection's fault is the error the client's URL loading would have reported; a call
            // with no answer is held as over a socket, until its caller gives up (cancels it) or the hold ends.
            guard fault == .noAnswer else { throw URLError(.networkConnectionLost) }
            try? await Task.sleep(for: backend.configuration.noAnswerHold)
            throw URLError(Task.isCancelled ? .cancelled : .timedOut)
        }
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
