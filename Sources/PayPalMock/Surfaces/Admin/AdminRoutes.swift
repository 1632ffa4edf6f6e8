import Foundation
import Hummingbird

/// `/payterm/v1/…`: the virtual clock, reset and the seeding the state grew from, the journal, unlocking accounts,
/// and the merchant's settings: its eligibility to save wallets, and when PayPal saves one an order asked to save.
struct AdminRoutes: Surface {
    let store: Store
    let clock: VirtualClock
    let journal: Journal
    let faults: FaultBoard
    /// A clock moved past an authorization's 29 days voids it, and PayPal says so by webhook at once.
    let expiry: AuthorizationExpiry

    static let clockSettingKey = "clock"
    static let maxAdvanceSeconds: Int64 = 100 * 366 * 86_400

    struct ClockView: Encodable, Sendable {
        var now: String
        var frozen: Bool
        var offsetSeconds: Int64
    }

    struct SettingChange: Decodable, Sendable {
        var status: String?
    }

    struct ClockChange: Decodable, Sendable {
        /// How far to move the clock: `90m`, `3h`, `30d`.
        var advance: String?
        var freeze: Bool?
        /// True returns the clock to real time, undoing every advance and freeze.
        var realTime: Bool?
    }

    init(_ parts: BackendParts) {
        (store, clock, journal, faults) = (parts.store, parts.clock, parts.journal, parts.faults)
        expiry = AuthorizationExpiry(events: parts.events)
    }

    func register(on routes: RouteTable) {
        routes.on(.get, "/payterm/v1/clock", for: \.admin) { _, _, _ in try .rest(clockView()) }
        routes.on(.post, "/payterm/v1/clock", for: \.admin) { _, context, _ in
            try await change(clock: RESTBody.decode(ClockChange.self, from: context.body))
            return try .rest(clockView())
        }
        routes.on(.get, "/payterm/v1/seeding", for: \.admin) { _, _, _ in
            guard let mark = try await store.read({ db in try SeedMark.current(in: db) }) else { throw RESTError.notFound("seeding", "") }
            return try .rest(["id": mark.id, "seeded_at": Timestamp.rest(mark.seededAt)])
        }
        routes.on(.post, "/payterm/v1/reset", for: \.admin) { _, _, _ in
            try await Self.reset(store: store, faults: faults, clock: clock)
            return try .rest(["status": "RESET", "now": Timestamp.rest(clock.now())])
        }
        routes.on(.get, "/payterm/v1/journal", for: \.admin) { request, _, _ in
            let limit = request.uri.queryParameters.get("limit", as: Int.self) ?? 50
            guard (1...Journal.capacity).contains(limit) else {
                throw RESTError(status: 400, issue: "INVALID_PARAMETER_VALUE", description: "limit is 1 to \(Journal.capacity).",
                                field: "limit", value: String(limit), location: "query")
            }
            return WireResponse(status: .ok, body: try await journal.recent(limit: limit))
        }
        routes.on(.get, "/payterm/v1/journal/:debug_id", for: \.admin) { _, context, _ in
            let id = try context.parameters.require("debug_id")
            guard let entry = try await journal.entry(debugId: id) else {
                throw RESTError(
                    status: 404, issue: "INVALID_RESOURCE_ID", description: "No journal entry has the debug id \(id.prefix(40)): it may have been pushed out, or reset.",
                    field: "debug_id", value: String(id.prefix(40)), location: "path")
            }
            return WireResponse(status: .ok, body: entry)
        }
        routes.on(.post, "/payterm/v1/buyers/unlock", for: \.admin) { _, _, _ in
            try .rest(["unlocked": try await unlockBuyers()])
        }
        register(VaultEligibility.self, on: routes)
        register(OrderVaultStatus.self, on: routes)
    }

    /// `GET` and `POST /payterm/v1/merchant/<key>`: `{"status": …}`, one of the setting's words.
    private func register<Setting: MerchantSetting>(_ setting: Setting.Type, on routes: RouteTable) {
        let path = RouterPath("/payterm/v1/merchant/\(Setting.settingKey)")
        routes.on(.get, path, for: \.admin) { _, _, _ in
            try .rest(["status": try await store.read { db in try Setting.current(in: db) }.rawValue])
        }
        routes.on(.post, path, for: \.admin) { _, context, _ in
            let change = try RESTBody.decode(SettingChange.self, from: context.body)
            guard let status = change.status.flatMap(Setting.init(rawValue:)) else {
                throw RESTError.invalidRequest(
                    "INVALID_PARAMETER_VALUE", "status is one of \(Setting.allCases.map(\.rawValue).joined(separator: ", ")).", field: "status")
            }
            try await store.write { db in try db.saveSetting(status, key: Setting.settingKey) }
            return try .rest(["status": status.rawValue])
        }
    }

    /// Back to the seeded state, no faults, real time.
    static func reset(store: Store, faults: FaultBoard, clock: VirtualClock) async throws {
        try await store.reset()
        try await faults.clear()
        clock.returnToRealTime()
    }

    private func change(clock change: ClockChange) async throws {
        if change.realTime == true {
            // Going back would leave what was made at the later time in the future: a lockout made 30 days ahead
            // would last 30 real days, an order would have been created after now.
            guard !clock.isAhead else {
                throw RESTError(
                    status: 409, issue: "CLOCK_CANNOT_GO_BACK",
                    description: "The clock is ahead of real time and only moves forward: POST /payterm/v1/reset returns to real time with the seeded state.",
                    field: "real_time", location: "body")
            }
            clock.returnToRealTime()
        }
        if let text = change.advance {
            guard let span = WireDuration(text) else {
                throw RESTError.invalidRequest(
                    "INVALID_PARAMETER_SYNTAX", "'\(text.prefix(40))' is not a duration: use a number and a unit, like 90m, 3h or 30d.", field: "advance")
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
        let now = clock.now()
        try await store.write { db in
            try db.saveSetting(setting, key: Self.clockSettingKey)
            try db.markSharedStateChanged()
            try expiry.keepDue(in: db, at: now)
        }
    }

    /// Lifts every login lockout and forgets failed attempts, so a demo goes on without a reset: buyers' PayPal and
    /// Venmo accounts and merchants' Braintree logins. Returns what was locked or had failed attempts, each by its
    /// email and, but for a PayPal account, its kind (`alex@personal.example.com (Venmo)`). The counts for names no
    /// account has go too.
    private func unlockBuyers() async throws -> [String] {
        try await store.write { db in
            try db.forgetUnknownLogins()
            var unlocked: [String] = []
            for var buyer in try db.documents(BuyerAccount.self) where buyer.isHeldBack {
                unlocked += LoginTarget.allCases.filter { buyer[logins: $0].isHeldBack }.map { target in
                    switch target {
                    case .paypal: buyer.email
                    case .venmo: "\(buyer.email) (Venmo)"
                    }
                }
                buyer.unlock()
                try db.save(buyer)
            }
            for var merchant in try db.documents(BraintreeMerchantAccount.self) where merchant.logins?.isHeldBack == true {
                merchant.logins = nil
                try db.save(merchant)
                unlocked.append("\(merchant.email) (Braintree)")
            }
            return unlocked.sorted()
        }
    }

    private func clockView() -> ClockView {
        let setting = clock.current
        let now = clock.now()
        return ClockView(now: Timestamp.rest(now), frozen: setting.frozenAt != nil, offsetSeconds: Int64(now.timeIntervalSinceNow.rounded()))
    }
}
