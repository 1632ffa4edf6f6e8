import CheckoutFlows
import CheckoutTUI
import Foundation
import Hummingbird
import Logging
import PayPalAPI
import PayPalMock

/// The demo merchant's server side on a loopback port: the endpoint PayPal posts Instant Payment Notifications
/// to, and the one it posts webhook events to, each handed on as it arrives; and its shipping callback, which answers.
struct MerchantListener {
    let ipnURL: URL
    let webhookURL: URL
    let shipping: MerchantShippingEndpoint
    let ipnMessages: AsyncStream<String>
    let webhookDeliveries: AsyncStream<WebhooksClient.Delivery>
    private let server: RunningServer
    private let finish: @Sendable () -> Void

    static let bodyLimit = 64 * 1_024

    static func start() async throws -> MerchantListener {
        let shipping = MerchantShippingServer()
        let (messages, ipn) = AsyncStream.makeStream(of: String.self)
        let (deliveries, webhooks) = AsyncStream.makeStream(of: WebhooksClient.Delivery.self)
        let router = Router()
        router.post("/ipn") { request, _ -> HTTPResponse.Status in
            ipn.yield(String(buffer: try await request.body.collect(upTo: bodyLimit)))
            return .ok
        }
        router.post("/webhooks") { request, _ -> HTTPResponse.Status in
            let headers = Dictionary(request.headers.map { ($0.name.canonicalName, $0.value) }) { first, _ in first }
            webhooks.yield(WebhooksClient.Delivery(headers: headers, body: Data(buffer: try await request.body.collect(upTo: bodyLimit))))
            return .ok
        }
        router.post(RouterPath(MerchantShippingServer.path + "/:behaviour")) { request, _ -> Response in
            let (status, body) = await shipping.answer(path: request.uri.path, body: Data(buffer: try await request.body.collect(upTo: bodyLimit)))
            return Response(
                status: HTTPResponse.Status(code: status), headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(data: body)))
        }
        var logger = Logger(label: "payterm.merchant")
        logger.logLevel = .warning
        let server = try await RunningServer.loopback(router, logger: logger)
        let base = "http://127.0.0.1:\(server.port)"
        return MerchantListener(
            ipnURL: URL(string: base + "/ipn")!, webhookURL: URL(string: base + "/webhooks")!,
            shipping: MerchantShippingEndpoint(server: shipping, baseURL: URL(string: base)!), ipnMessages: messages,
            webhookDeliveries: deliveries, server: server, finish: { ipn.finish(); webhooks.finish() })
    }

    func stop() async {
        finish()
        await server.stop()
    }
}
