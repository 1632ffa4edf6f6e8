import Foundation
import Hummingbird

/// `/payterm/v1/…`: the virtual clock, reset, the journal and the personas.
struct AdminRoutes {
    let store: Store
    let clock: VirtualClock
    let journal: Journal

    static let clockSettingKey = "clock"
    static let maxAdvanceSeconds: Int64 = 100 * 366 * 86_400

    struct ClockView: Encodable, Sendable {
        var now: String
        var frozen: Bool
        var offsetSeconds: Int64
    }

    struct ClockChange: Decodable, Sendable {
        /// How far to move the clock: `90m`, `3h`, `30d`.
        var advance: String?
        var freeze: Bool?
        /// True returns the clock to real time, undoing every advance and freeze.
        var realTime: Bool?
    }

    func register(on routes: RouteTable) {
        routes.on(.get, "/payterm/v1/clock") { _, _ in try .rest(clockView()) }
        routes.on(.post, "/payterm/v1/clock") { _, context in
            try await change(clock: RESTBody.decode(ClockChange.self, from: context.body))
            return try .rest(clockView())
        }
        routes.on(.post, "/payterm/v1/reset") { _, _ in
            try await store.reset()
            clock.returnToRealTime()
            return try .rest(["status": "RESET", "now": Timestamp.rest(clock.now())])
        }
        routes.on(.get, "/payterm/v1/journal") { request, _ in
            let limit = request.uri.queryParameters.get("limit", as: Int.self) ?? 50
            guard (1...Journal.capacity).contains(limit) else {
                throw RESTError(status: 400, issue: "INVALID_PARAMETER_VALUE", description: "limit is 1 to \(Journal.capacity).",
                                field: "limit", value: String(limit), location: "query")
            }
            return WireResponse(status: .ok, body: try await journal.recent(limit: limit))
        }
        routes.on(.get, "/payterm/v1/personas") { _, _ in
            try .rest(["buyers": Personas.summaries])
        }
    }

    private func change(clock change: ClockChange) async throws {
        if change.realTime == true { clock.returnToRealTime() }
        if let text = change.advance {
            guard let span = WireDuration(text) else {
                throw RESTError.invalidRequest(
                    "INVALID_PARAMETER_SYNTAX", "'\(text)' is not a duration: use a number and a unit, like 90m, 3h or 30d.", field: "advance")
            }
            guard span.seconds <= Self.maxAdvanceSeconds else {
                throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "The clock moves at most 100 years at a time.", field: "advance")
            }
            clock.advance(by: TimeInterval(span.seconds))
        }
        switch change.freeze {
        case true?: clock.freeze()
        case false?: clock.unfreeze()
        case nil: break
        }
        let setting = clock.current
        try await store.write { db in try db.saveSetting(setting, key: Self.clockSettingKey) }
    }

    private func clockView() -> ClockView {
        let setting = clock.current
        let now = clock.now()
        return ClockView(now: Timestamp.rest(now), frozen: setting.frozenAt != nil, offsetSeconds: Int64(now.timeIntervalSinceNow.rounded()))
    }
}
