import CheckoutFlows
import Foundation
import PayPalAPI

/// The program's loop on any terminal backend: it draws the frame when something changed, then sleeps until a
/// key comes or work it started posts a message (or, while a call is under way, the spinner's next turn; else
/// the status bar clock's next minute), and turns each into state changes and new work. The first frame does not
/// wait for the services: work asked for before they arrive waits for them.
struct Program {
    /// The services and the runners of the flows' work on them.
    private struct Connection {
        let services: TerminalFront.Services
        let mpl: FlowRunner<MPLFlow>
        let confirmPayment: FlowRunner<ConfirmPaymentFlow>
        let savePayPal: FlowRunner<SavePayPalFlow>
        let appSwitch: FlowRunner<AppSwitchFlow>
        let connect: FlowRunner<ConnectFlow>
    }

    private(set) var state: AppState
    private let backend: any TerminalBackend
    private let services: @Sendable () async throws -> TerminalFront.Services
    private let inbox: Inbox
    private let clock: any Clock<Duration>
    private let now: @Sendable () -> Date
    private let exchangesFolder: URL?
    private var connection: Connection?
    /// Work asked for before the services arrived.
    private var waiting: [AppEffect] = []
    /// Why the services could not start, which ends the program.
    private(set) var startFailure: (any Error)?
    private var dirty = true
    private var spinner = 0
    private var clockMinute = -1
    private var clockText = ""
    /// The frame on screen, to find what a click landed on.
    private var shown: Canvas?
    /// The checkout step last marked for a recording.
    private var markedStep: String?
    private var notes: Task<Void, Never>?

    static let spinnerInterval: Duration = .milliseconds(100)

    init(
        state: AppState, backend: any TerminalBackend, services: @escaping @Sendable () async throws -> TerminalFront.Services, inbox: Inbox,
        clock: any Clock<Duration> = ContinuousClock(), now: @escaping @Sendable () -> Date = Date.init, exchangesFolder: URL? = nil
    ) {
        self.state = state
        self.backend = backend
        self.services = services
        self.inbox = inbox
        self.clock = clock
        self.now = now
        self.exchangesFolder = exchangesFolder
    }

    /// Runs until the app quits, a signal is `caught`, the terminal hangs up or the services fail to start;
    /// returns the exit status.
    mutating func run(caught: () -> Int32?) -> Int32 {
        let starting = start()
        defer { stop(starting) }
        while !state.wantsQuit, startFailure == nil {
            if let signal = caught() { return 128 + signal }
            switch nextInput() {
            case .key(let key): handle(key)
            case .wake, .timeout: break
            case .hangUp: return 128 + SIGHUP
            }
            drainInbox()
        }
        return 0
    }

    /// Starts the services and the library's initialization; `stop` the task returned when done.
    mutating func start() -> Task<Void, Never> {
        let (services, inbox) = (services, inbox)
        let starting = Task {
            do { inbox.connect(.success(try await services())) } catch { inbox.connect(.failure(error)) }
        }
        perform([.initializeLibrary])
        return starting
    }

    func stop(_ starting: Task<Void, Never>) {
        starting.cancel()
        notes?.cancel()
    }

    /// Draws what changed, then waits for a key, a message or the next frame, at most `limit`.
    mutating func nextInput(within limit: Duration? = nil) -> TerminalInput {
        drawIfNeeded()
        return backend.next(timeout: limit.map { min($0, timeToNextFrame()) } ?? timeToNextFrame())
    }

    /// Starts over on a fresh app, as after the backend's reset, with the same services and the library initialized
    /// again; checkouts keep counting, so a late answer for one before is dropped.
    mutating func restart() {
        var fresh = AppState(environment: state.environment, backendDescription: state.backendDescription, language: state.language)
        fresh.nextCheckout = state.nextCheckout
        fresh.merchant.ipnUrl = state.merchant.ipnUrl
        state = fresh
        dirty = true
        perform([.initializeLibrary])
    }

    /// Changes the app as a scenario sets it up or fills its fields, then draws it.
    mutating func change(_ body: (inout AppState) -> Void) {
        body(&state)
        dirty = true
        drawIfNeeded()
    }

    /// Rows at the bottom of the frame, below the sheet: a scenario's step or caption while it plays.
    var banner: PlaybackBanner? {
        didSet { dirty = true }
    }

    var terminalSize: TerminalSize { backend.size }

    /// The frame on screen as lines of text.
    var screenText: String { shown?.lines.joined(separator: "\n") ?? "" }

    /// The services, once started.
    var connectedServices: TerminalFront.Services? { connection?.services }

    mutating func handle(_ key: Key) {
        if key == .resize { backend.invalidate() }
        if case .click(let x, let y) = key {
            if let target = shown?.target(atX: x, y: y) { perform(state.activate(target)) }
        } else {
            perform(state.handle(key))
        }
        dirty = true
    }

    mutating func drainInbox() {
        switch inbox.takeConnection() {
        case .success(let services): connect(services)
        case .failure(let error): startFailure = error
        case nil: break
        }
        for message in inbox.drain() {
            perform(state.receive(message))
            dirty = true
        }
    }

    /// Until the spinner turns while a call is under way; else until the clock shows a new minute.
    private func timeToNextFrame() -> Duration {
        if state.isWorking { return Self.spinnerInterval }
        let seconds = now().timeIntervalSinceReferenceDate
        return .milliseconds(Int((60 - seconds.truncatingRemainder(dividingBy: 60)) * 1_000) + 10)
    }

    mutating func drawIfNeeded() {
        // Formatting the time costs more than a frame's drawing: once a minute is enough.
        let minute = Int(now().timeIntervalSinceReferenceDate / 60)
        if minute != clockMinute {
            clockMinute = minute
            clockText = state.strings.clock(now())
            dirty = true
        }
        if state.isWorking {
            spinner += 1
            dirty = true
        }
        guard dirty else { return }
        let size = backend.size
        let frame: Canvas
        if let banner {
            state.terminalSize = banner.sizeLeft(in: size)
            frame = banner.draw(over: Screen.render(state, width: size.width, height: state.terminalSize.height, clock: clockText, spinner: spinner), in: size)
        } else {
            state.terminalSize = size
            frame = Screen.render(state, width: size.width, height: size.height, clock: clockText, spinner: spinner)
        }
        backend.draw(frame)
        shown = frame
        dirty = false
        // Naming the step reflects on the flow's state: a frame pays for it only when it is recorded.
        guard RecordingMarkers.isRecording else { return }
        let step = state.sheet?.step ?? "The merchant's app"
        if step != markedStep {
            markedStep = step
            RecordingMarkers.mark(step)
        }
    }

    private mutating func connect(_ services: TerminalFront.Services) {
        let (inbox, notes) = (inbox, services.notes)
        let deliver: @Sendable (Message) -> Void = { inbox.post($0) }
        connection = Connection(
            services: services,
            mpl: FlowRunner(calls: MPLCalls(service: services.checkout), clock: clock) { answer in deliver(.checkout { $0.receive(answer) }) },
            confirmPayment: FlowRunner(calls: services.confirmPayment, clock: clock) { answer in deliver(.checkout { $0.receive(answer) }) },
            savePayPal: FlowRunner(calls: SavePayPalCalls(services.confirmPayment), clock: clock) {
                answer in deliver(.checkout { $0.receive(answer) })
            },
            appSwitch: FlowRunner(calls: services.appSwitch, clock: clock) { answer in deliver(.checkout { $0.receive(answer) }) },
            connect: FlowRunner(calls: services.connect, clock: clock) { answer in deliver(.checkout { $0.receive(answer) }) })
        self.notes = Task { for await note in notes { inbox.post(.log(note)) } }
        state.merchant.ipnUrl = services.ipnURL
        let asked = waiting
        waiting = []
        perform(asked)
    }

    private mutating func perform(_ effects: [AppEffect]) {
        guard let connection else { return waiting.append(contentsOf: effects) }
        let services = connection.services
        let (checkout, merchant) = (services.checkout, services.merchant)
        for effect in effects {
            switch effect {
            case .mpl(let id, let effects):
                connection.mpl.run(effects, for: id, flow: state.merchant.flow.wireName)
            case .confirmPayment(let id, let effects):
                connection.confirmPayment.run(effects, for: id, flow: state.merchant.flow.wireName)
            case .savePayPal(let id, let effects):
                connection.savePayPal.run(effects, for: id, flow: state.merchant.flow.wireName)
            case .appSwitch(let id, let effects):
                connection.appSwitch.run(effects, for: id, flow: state.merchant.flow.wireName)
            case .connect(let id, let effects):
                connection.connect.run(effects, for: id, flow: state.merchant.flow.wireName)
            case .braintreeTokens(let action):
                let (oauth, admin) = (services.connect.oauth, AdminClient(transport: services.confirmPayment.buyer.transport))
                post(failed: { .braintreeTokens(.failed($0)) }) { () async throws(PayPalAPIError) in
                    switch action {
                    case .refresh(let token): return .braintreeTokens(.refreshed(try await oauth.refresh(token)))
                    case .revoke(let token):
                        _ = try await oauth.revoke(accessToken: token)
                        return .braintreeTokens(.revoked(webhook: try? await admin.braintreeNotifications().last.map(\.summary)))
                    }
                }
            case .appSwitchEligibility(let eligible):
                let admin = AdminClient(transport: services.confirmPayment.buyer.transport)
                post(failed: { .testerFailed($0) }) { () async throws(PayPalAPIError) in
                    .log(.init(kind: .note, text: "PayPal now finds the buyer \(try await admin.setAppSwitchEligibility(eligible) ? "eligible" : "not eligible") for App Switch"))
                }
            case .createPreapproval:
                post { () async throws(PayPalAPIError) in .preapprovalCreated(key: try await merchant.createPreapproval(.demo)) }
            case .payUnderPreapproval(let preapproval, let pin):
                post { () async throws(PayPalAPIError) in
                    .preapprovedPaid(try await merchant.pay(
                        DemoStore.preapprovedCharge.total, to: DemoStore.merchantEmail, preapprovalKey: preapproval.key,
                        senderEmail: preapproval.senderEmail, pin: pin))
                }
            case .initializeLibrary:
                post(failed: { .initialized(failure: $0) }) { () async throws(PayPalAPIError) in
                    try await checkout.initialize()
                    return .initialized(failure: nil)
                }
            case .refreshAuthorizations(let ids):
                let (payments, admin) = (services.confirmPayment.merchant.payments, AdminClient(transport: services.confirmPayment.buyer.transport))
                post { () async throws(PayPalAPIError) in
                    var answers: [PaymentsClient.Authorization] = []
                    for id in ids { answers.append(try await payments.getAuthorization(id: id)) }
                    return .authorizations(answers, backendNow: try? await admin.clock().date, action: nil, original: nil)
                }
            case .actOnAuthorization(let id, let action):
                let payments = services.confirmPayment.merchant.payments
                let admin = AdminClient(transport: services.confirmPayment.buyer.transport)
                post(failed: { .authorizationFailed(id, $0) }) { () async throws(PayPalAPIError) in
                    let answer = try await Self.act(action, on: id, payments)
                    return .authorizations([answer], backendNow: try? await admin.clock().date, action: action, original: id)
                }
            case .listSavedMethods(let customer):
                let vault = services.confirmPayment.merchant.vault
                post(failed: { .savedMethodsFailed($0) }) { () async throws(PayPalAPIError) in
                    .savedMethods(try await vault.listPaymentTokens(customerId: customer, pageSize: 20).paymentTokens)
                }
            case .deleteSavedMethod(let id):
                let vault = services.confirmPayment.merchant.vault
                post(failed: { .savedMethodsFailed($0) }) { () async throws(PayPalAPIError) in
                    try await vault.deletePaymentToken(id: id)
                    return .savedMethodDeleted(id)
                }
            case .vaultEligibility(let change):
                let admin = AdminClient(transport: services.confirmPayment.buyer.transport)
                post(failed: { .savedMethodsFailed($0) }) { () async throws(PayPalAPIError) in
                    guard let change else { return .vaultEligibility(try await admin.vaultEligibility(), changed: false) }
                    return .vaultEligibility(try await admin.setVaultEligibility(change), changed: true)
                }
            case .tester(let action):
                let admin = AdminClient(transport: services.confirmPayment.buyer.transport)
                post(failed: { .testerFailed($0) }) { () async throws(PayPalAPIError) in
                    try await Self.carryOut(action, admin)
                    let personas: [AdminClient.Persona]? = switch action {
                    case .refresh, .addBuyer: try await admin.personas()
                    default: nil
                    }
                    return .tester(armed: try await admin.faults(), clock: try await admin.clock(), personas: personas, after: action)
                }
            case .unlockAccounts:
                post { () async throws(PayPalAPIError) in .unlocked(try await checkout.unlockBuyers()) }
            case .inspect(let event):
                let admin = AdminClient(transport: services.confirmPayment.buyer.transport)
                post(failed: { .inspected(.failure($0), for: event) }) { () async throws(PayPalAPIError) in
                    .inspected(.success(try await Self.journalEntry(of: event, admin)), for: event)
                }
            case .saveCurl(let entry):
                let base = services.confirmPayment.buyer.transport.baseURL.absoluteString
                let script = CurlCommand.script(entry, baseURL: base.hasSuffix("/") ? String(base.dropLast()) : base)
                inbox.post(.curlSaved(ExchangeFile.save(script, named: entry.debugId, in: exchangesFolder)))
            }
        }
    }

    /// The journal's entry for an HTTP call: by its debug id; for a call that got no answer (so no debug id), the
    /// newest unanswered exchange with its method and path.
    private static func journalEntry(of event: AppState.EventLine, _ admin: AdminClient) async throws(PayPalAPIError) -> AdminClient.JournalEntry? {
        if let debugId = event.debugId {
            do throws(PayPalAPIError) {
                return try await admin.journalEntry(debugId: debugId)
            } catch where error.httpStatus == 404 {
                return nil
            }
        }
        guard let call = event.call else { return nil }
        return try await admin.journal(limit: 100).first { $0.status == 0 && $0.method == call.method && $0.path == call.path }
    }

    /// Carries out what the tester's panel asked of the admin API.
    private static func carryOut(_ action: TesterPanel.Action, _ admin: AdminClient) async throws(PayPalAPIError) {
        switch action {
        case .refresh: break
        case .arm(let fault, _): _ = try await admin.armFault(fault)
        case .clock(.advance(let seconds)): _ = try await admin.advanceClock(by: .seconds(seconds))
        case .clock(.freeze(true)): _ = try await admin.freezeClock()
        case .clock(.freeze(false)): _ = try await admin.unfreezeClock()
        case .clock(.realTime): _ = try await admin.returnClockToRealTime()
        case .clearFaults: try await admin.clearFaults()
        case .reset: _ = try await admin.reset()
        case .addBuyer(let persona): _ = try await admin.addPersona(persona)
        }
    }

    /// The merchant's server acts on a held authorization; returns how it stands after (a reauthorization's is the
    /// new one).
    private static func act(
        _ action: HeldAuthorizations.Action, on id: String, _ payments: PaymentsClient
    ) async throws(PayPalAPIError) -> PaymentsClient.Authorization {
        switch action {
        case .capture:
            _ = try await payments.captureAuthorization(id: id, .init(finalCapture: true), requestId: "\(id)-capture-later")
            return try await payments.getAuthorization(id: id)
        case .void: return try await payments.voidAuthorization(id: id, requestId: "\(id)-void")
        case .reauthorize: return try await payments.reauthorizeAuthorization(id: id, requestId: "\(id)-reauthorize")
        }
    }

    /// Makes a call off the loop and posts its answer, or its failure as `failed` words it.
    private func post(
        failed: @escaping @Sendable (PayPalAPIError) -> Message = { .merchantCallFailed($0) },
        _ call: @escaping @Sendable () async throws(PayPalAPIError) -> Message
    ) {
        let inbox = inbox
        Task {
            do throws(PayPalAPIError) {
                inbox.post(try await call())
            } catch {
                inbox.post(failed(error))
            }
        }
    }
}
