import CheckoutFlows
import CheckoutTUI
import Foundation
import Hummingbird
import Logging
import PayPalAPI
import PayPalMock

/// The demo merchant's server side, with the endpoints the catalog's flows declare PayPal calls: the one PayPal posts
/// Instant Payment Notifications to, and the one it posts webhook events to, each handed on as it arrives; and its
/// shipping callback, which answers. It listens on a loopback port, or, in demo mode (no network), answers in this
/// process the calls the backend hands it.
struct MerchantListener {
    let ipnURL: URL
    let webhookURL: URL
    let shipping: MerchantShippingEndpoint
    let ipnMessages: AsyncStream<String>
    let webhookDeliveries: AsyncStream<WebhooksClient.Delivery>
    /// The calls PayPal makes to it, answered in this process as its port answers them.
    let exchange: HTTPTransport.Exchange
    /// Where it listens, which the backend must allow to call it; nil in demo mode.
    let address: MerchantAddress?
    private let server: RunningServer?
    private let finish: @Sendable () -> Void

    static let bodyLimit = 64 * 1_024

    /// The server on a loopback port.
    static func start() async throws -> MerchantListener {
        var logger = Logger(label: "payterm.merchant")
        logger.logLevel = .warning
        let routes = Routes()
        let server = try await RunningServer.loopback(routes.router, logger: logger)
        return MerchantListener(routes, at: URL(string: "http://127.0.0.1:\(server.port)")!, server: server, address: MerchantAddress(host: "127.0.0.1", port: server.port))
    }

    /// The server reached in this process only, at a name no network answers: demo mode's.
    static func inProcess() -> MerchantListener {
        MerchantListener(Routes(), at: MerchantShippingEndpoint.inProcessBaseURL, server: nil, address: nil)
    }

    private init(_ routes: Routes, at base: URL, server: RunningServer?, address: MerchantAddress?) {
        ipnURL = base.appendingPathComponent(String(MerchantEndpoint.ipn.path.dropFirst()))
        webhookURL = base.appendingPathComponent(String(MerchantEndpoint.webhooks.path.dropFirst()))
        shipping = MerchantShippingEndpoint(server: routes.shipping, baseURL: base)
        ipnMessages = routes.ipnMessages
        webhookDeliveries = routes.webhookDeliveries
        let inProcess = InProcessExchange(routes.router)
        exchange = { request in try await inProcess.answer(request) }
        self.server = server
        self.address = address
        finish = routes.finish
    }

    func stop() async {
        finish()
        await server?.stop()
    }

    /// What the server answers, wherever it is reached.
    private struct Routes {
        let router = Router()
        let shipping = MerchantShippingServer()
        let ipnMessages: AsyncStream<String>
        let webhookDeliveries: AsyncStream<WebhooksClient.Delivery>
        let finish: @Sendable () -> Void

        init() {
            let (messages, ipn) = AsyncStream.makeStream(of: String.self)
            let (deliveries, webhooks) = AsyncStream.makeStream(of: WebhooksClient.Delivery.self)
            ipnMessages = messages
            webhookDeliveries = deliveries
            finish = { ipn.finish(); webhooks.finish() }
            for endpoint in FlowCatalog.merchantEndpoints {
                switch endpoint {
                case .ipn:
                    router.post(RouterPath(endpoint.path)) { request, _ -> HTTPResponse.Status in
                        ipn.yield(String(buffer: try await request.body.collect(upTo: MerchantListener.bodyLimit)))
                        return .ok
                    }
                case .webhooks:
                    router.post(RouterPath(endpoint.path)) { request, _ -> HTTPResponse.Status in
                        let headers = Dictionary(request.headers.map { ($0.name.canonicalName, $0.value) }) { first, _ in first }
                        webhooks.yield(WebhooksClient.Delivery(headers: headers, body: Data(buffer: try await request.body.collect(upTo: MerchantListener.bodyLimit))))
                        return .ok
                    }
                case .shippingCallback:
                    router.post(RouterPath(endpoint.path + "/:behaviour")) { [shipping] request, _ -> Response in
                        let (status, body) = await shipping.answer(path: request.uri.path, body: Data(buffer: try await request.body.collect(upTo: MerchantListener.bodyLimit)))
                        return Response(
                            status: HTTPResponse.Status(code: status), headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(data: body)))
                    }
                }
            }
        }
    }
}
