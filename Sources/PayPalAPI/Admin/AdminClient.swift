import Foundation
import PayPalVocabulary

/// PayTerm's admin API (`/payterm/v1/…`), for testers, trainers and support: the backend's virtual clock, a reset
/// to the seeded state, the journal of recent exchanges, the seeded personas, and lifting login lockouts. A
/// backend that binds more than loopback answers only calls with its admin token.
public struct AdminClient: Sendable {
    public let transport: HTTPTransport
    let adminToken: String?

    /// `adminToken` is what `payterm serve --allow-remote` printed; a loopback backend needs none.
    public init(transport: HTTPTransport, adminToken: String? = nil) {
        self.transport = transport
        self.adminToken = adminToken
    }

    /// `GET /payterm/v1/clock`.
    public func clock() async throws(PayPalAPIError) -> ClockState {
        try await perform(WireRequest("Admin clock", "GET", "/payterm/v1/clock"))
    }

    /// Today's date (`2026-11-22`) on the backend's clock, which a trainer may have moved; the machine's date when
    /// the backend does not say.
    public func today() async -> String {
        let now = (try? await clock())?.now ?? Date().formatted(.iso8601)
        return String(now.prefix(10))
    }

    /// Moves the clock forward by whole seconds (at most 100 years a call): what was to expire in that time has.
    public func advanceClock(by span: Duration) async throws(PayPalAPIError) -> ClockState {
        try await changeClock(ClockChange(advance: "\(span.components.seconds)s"))
    }

    /// Stops the clock where it is, until `unfreezeClock`.
    public func freezeClock() async throws(PayPalAPIError) -> ClockState {
        try await changeClock(ClockChange(freeze: true))
    }

    public func unfreezeClock() async throws(PayPalAPIError) -> ClockState {
        try await changeClock(ClockChange(freeze: false))
    }

    /// Back to real time, which the backend refuses (`CLOCK_CANNOT_GO_BACK`) while the clock is ahead of it: the
    /// clock only moves forward, and `reset` is the way back.
    public func returnClockToRealTime() async throws(PayPalAPIError) -> ClockState {
        try await changeClock(ClockChange(realTime: true))
    }

    /// `POST /payterm/v1/reset`: every account as seeded, nothing else kept, the clock at real time.
    public func reset() async throws(PayPalAPIError) -> ResetOutcome {
        try await perform(WireRequest("Admin reset", "POST", "/payterm/v1/reset"))
    }

    /// `GET /payterm/v1/journal`: the latest exchanges, newest first (`limit` from 1 to 1,000), secrets masked.
    public func journal(limit: Int = 50) async throws(PayPalAPIError) -> [JournalEntry] {
        let request = WireRequest("Admin journal", "GET", "/payterm/v1/journal?" + URLPath.query([("limit", String(limit))]))
        // The bodies keep their keys as they were sent, so this answer is read without converting snake_case.
        let journal: Journal = try await perform(request, by: WireCoding.plainDecoder)
        return journal.entries
    }

    /// `GET /payterm/v1/journal/{debug_id}`: the exchange whose answer carried that `Paypal-Debug-Id`;
    /// `INVALID_RESOURCE_ID` (404) when the journal has none.
    public func journalEntry(debugId: String) async throws(PayPalAPIError) -> JournalEntry {
        try await perform(WireRequest("Admin journal entry", "GET", URLPath.path("/payterm/v1/journal", debugId)), by: WireCoding.plainDecoder)
    }

    /// `GET /payterm/v1/personas`: the seeded buyers, then those a tester added.
    public func personas() async throws(PayPalAPIError) -> [Persona] {
        let personas: Personas = try await perform(WireRequest("Admin personas", "GET", "/payterm/v1/personas"))
        return personas.buyers
    }

    /// `POST /payterm/v1/personas`: adds a buyer until the next reset; `EMAIL_TAKEN` or `PHONE_TAKEN` (409) when
    /// another account has its email or phone.
    public func addPersona(_ persona: NewPersona) async throws(PayPalAPIError) -> Persona {
        try await perform(try WireRequest("Admin add persona", "POST", "/payterm/v1/personas", json: persona))
    }

    /// `POST /payterm/v1/buyers/unlock`: lifts every login lockout and forgets failed attempts; returns the buyers
    /// it unlocked.
    public func unlockBuyers() async throws(PayPalAPIError) -> [String] {
        let unlocked: Unlocked = try await perform(WireRequest("Admin unlock buyers", "POST", "/payterm/v1/buyers/unlock"))
        return unlocked.unlocked
    }

    /// `POST /payterm/v1/faults`: arms a fault; the backend gives it its id.
    public func armFault(_ fault: FaultRequest) async throws(PayPalAPIError) -> ArmedFault {
        try await perform(try WireRequest("Admin arm fault", "POST", "/payterm/v1/faults", json: fault))
    }

    /// `GET /payterm/v1/faults`: the faults armed, in the order they apply.
    public func faults() async throws(PayPalAPIError) -> [ArmedFault] {
        let list: Faults = try await perform(WireRequest("Admin faults", "GET", "/payterm/v1/faults"))
        return list.faults
    }

    /// `DELETE /payterm/v1/faults/{id}`: disarms one fault; `INVALID_RESOURCE_ID` (404) when none has that id (it
    /// ran its course, say).
    public func removeFault(id: String) async throws(PayPalAPIError) {
        _ = try await send(WireRequest("Admin remove fault", "DELETE", URLPath.path("/payterm/v1/faults", id)))
    }

    /// `DELETE /payterm/v1/faults`: disarms every fault.
    public func clearFaults() async throws(PayPalAPIError) {
        _ = try await send(WireRequest("Admin clear faults", "DELETE", "/payterm/v1/faults"))
    }

    /// `GET /payterm/v1/merchant/<path>`: the setting as the backend has it.
    public func merchantSetting<Setting: MerchantSetting>(_ setting: Setting.Type) async throws(PayPalAPIError) -> Setting {
        let answer: SettingBody<Setting> = try await perform(WireRequest("Admin \(Setting.path)", "GET", "/payterm/v1/merchant/\(Setting.path)"))
        return answer.status
    }

    /// `POST /payterm/v1/merchant/<path>`: changes the setting (the merchant's vault eligibility: what PayPal answers
    /// its requests to save wallets; the order vault status: when PayPal saves one an order asked to save).
    public func setMerchantSetting<Setting: MerchantSetting>(_ value: Setting) async throws(PayPalAPIError) -> Setting {
        let answer: SettingBody<Setting> = try await perform(
            try WireRequest("Admin \(Setting.path) change", "POST", "/payterm/v1/merchant/\(Setting.path)", json: SettingBody(status: value)))
        return answer.status
    }

    /// `GET /payterm/v1/braintree/app-switch-eligibility`: whether PayPal finds buyers eligible for App Switch.
    public func appSwitchEligibility() async throws(PayPalAPIError) -> Bool {
        let answer: AppSwitchEligibility = try await perform(WireRequest("Admin App Switch eligibility", "GET", Self.appSwitchEligibilityPath))
        return answer.eligible
    }

    /// `POST /payterm/v1/braintree/app-switch-eligibility`: an ineligible buyer is sent to PayPal's web page.
    public func setAppSwitchEligibility(_ eligible: Bool) async throws(PayPalAPIError) -> Bool {
        let answer: AppSwitchEligibility = try await perform(
            try WireRequest("Admin App Switch eligibility change", "POST", Self.appSwitchEligibilityPath, json: AppSwitchEligibility(eligible: eligible)))
        return answer.eligible
    }

    private static let appSwitchEligibilityPath = "/payterm/v1/braintree/app-switch-eligibility"

    private struct AppSwitchEligibility: Codable {
        var eligible: Bool
    }

    // MARK: Plumbing

    private struct Faults: Decodable {
        var faults: [ArmedFault]
    }

    private struct SettingBody<Setting: MerchantSetting>: Codable {
        var status: Setting
    }

    static let tokenHeader = "X-PayTerm-Admin-Token"
    /// What the trainer's calls carry on the class's backend: the trainer's secret.
    static let trainerSecretHeader = "X-PayTerm-Trainer-Secret"

    private struct ClockChange: Encodable {
        var advance: String?
        var freeze: Bool?
        var realTime: Bool?
    }

    private struct Journal: Decodable {
        var entries: [JournalEntry]
    }

    private struct Personas: Decodable {
        var buyers: [Persona]
    }

    private struct Unlocked: Decodable {
        var unlocked: [String]
    }

    private func changeClock(_ change: ClockChange) async throws(PayPalAPIError) -> ClockState {
        try await perform(try WireRequest("Admin clock change", "POST", "/payterm/v1/clock", json: change))
    }

    func perform<Response: Decodable>(
        _ request: WireRequest, by decoder: JSONDecoder = WireCoding.snakeCaseDecoder
    ) async throws(PayPalAPIError) -> Response {
        try await send(request).decoded(by: decoder, for: request.name)
    }

    func send(_ request: WireRequest) async throws(PayPalAPIError) -> HTTPExchange {
        var request = request
        request.headers[Self.tokenHeader] = adminToken
        return try await transport.perform(request)
    }
}

extension AdminClient {
    /// A Braintree webhook notification the backend filed (Braintree has no API to register a webhook URL, so the
    /// backend lists them): its kind, and the payload signed as Braintree signs it.
    public struct BraintreeNotification: Decodable, Sendable, Equatable {
        public var kind: String
        public var timestamp: String
        public var btSignature: String
        public var btPayload: String

        /// The notification in a line: its kind and what its payload names (the merchant, the OAuth application).
        public var summary: String {
            let xml = Data(base64Encoded: btPayload, options: .ignoreUnknownCharacters).flatMap(GatewayElement.parse)
            let subject = xml?["subject"]?.children.first
            let names = ["merchant-id", "oauth-application-client-id"].compactMap { name in subject?.value(name).map { "\(name) \($0)" } }
            return ([kind] + names).joined(separator: " · ")
        }
    }

    /// `GET /payterm/v1/braintree/notifications`, oldest first.
    public func braintreeNotifications() async throws(PayPalAPIError) -> [BraintreeNotification] {
        struct Listing: Decodable { var notifications: [BraintreeNotification] }
        let listing: Listing = try await perform(WireRequest("Admin Braintree notifications", "GET", "/payterm/v1/braintree/notifications"))
        return listing.notifications
    }
}
