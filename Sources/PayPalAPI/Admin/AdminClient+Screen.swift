import Foundation

/// A screen shared through a backend (`/payterm/v1/screen`): a front sends its newest frame, watchers get each one
/// as it comes.
extension AdminClient {
    /// What a watcher gets: a frame (as the front sent it, JSON), or word that nobody shares the screen.
    public enum ScreenUpdate: Sendable, Equatable {
        case frame(Data)
        case unshared
    }

    /// `PUT /payterm/v1/screen`: the front's newest frame, JSON; on a trainer's backend, with the trainer's secret.
    public func shareScreen(_ frame: Data, trainer: Secret? = nil) async throws(PayPalAPIError) {
        var request = WireRequest("Shared screen", "PUT", "/payterm/v1/screen", body: frame)
        request.headers["Content-Type"] = "application/json"
        if let trainer { request.headers[Self.trainerSecretHeader] = trainer.revealed }
        _ = try await send(request)
    }

    /// `DELETE /payterm/v1/screen`: the front stops sharing.
    public func unshareScreen(trainer: Secret? = nil) async throws(PayPalAPIError) {
        var request = WireRequest("Shared screen ended", "DELETE", "/payterm/v1/screen")
        if let trainer { request.headers[Self.trainerSecretHeader] = trainer.revealed }
        _ = try await send(request)
    }

    /// Watches the backend's own shared screen (`nil` workspace: with its admin token, or a trainee's on the
    /// trainer's backend), or a trainee's, by the trainer, until the backend ends the watch or `update` says to
    /// stop (false).
    public func watchScreen(
        of workspace: String? = nil, trainer: Secret? = nil, _ update: @escaping @Sendable (ScreenUpdate) async -> Bool
    ) async throws(PayPalAPIError) {
        let path = workspace.map { "/payterm/v1/workspaces/\($0)/screen" } ?? "/payterm/v1/screen"
        var headers: [String: String] = [:]
        if let adminToken { headers[Self.tokenHeader] = adminToken }
        if let trainer { headers[Self.trainerSecretHeader] = trainer.revealed }
        do {
            try await NIOLineStream.get(transport.url(of: path), headers: headers) { line in
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return true }
                if let frame = object["frame"], let json = try? JSONSerialization.data(withJSONObject: frame) { return await update(.frame(json)) }
                return object["shared"] as? Bool == false ? await update(.unshared) : true
            }
        } catch let refused as NIOLineStream.Refused {
            let exchange = HTTPExchange(status: refused.status, headers: [:], body: refused.body)
            throw PayPalAPIError.from(exchange, call: "Watch a screen")
                ?? .unreadable(call: "Watch a screen", reason: "HTTP \(refused.status)", debugId: "", httpStatus: refused.status)
        } catch let error as PayPalAPIError {
            throw error
        } catch {
            throw .unreachable(url: transport.url(of: path).absoluteString, underlying: "\(error)")
        }
    }
}
