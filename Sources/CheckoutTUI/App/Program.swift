import CheckoutFlows
import Foundation

/// The program's loop on any terminal backend: it draws the frame when something changed, then sleeps until a key
/// comes or work it started posts a message (or, while a call is under way, the spinner's next turn; else the status
/// bar clock's next minute), and turns each into state changes and new work, which its runner carries out. The
/// first frame does not wait for the services: work asked for before they arrive waits for them.
struct Program {
    private(set) var state: AppState
    private let backend: any TerminalBackend
    private let services: @Sendable () async throws -> Services
    private let inbox: Inbox
    private let runner: Runner
    /// The clock of the runner's timers, which a scenario's pause stops.
    private let timers = PausableClock()
    private var ticks: FrameTicks
    private var connection: Services?
    /// Work asked for before the services arrived.
    private var waiting: [AppEffect] = []
    /// Why the services could not start, which ends the program.
    private(set) var startFailure: (any Error)?
    private var dirty = true
    /// The frame on screen, to find what a click landed on.
    private var shown: Canvas?
    private var steps = StepMarks()
    /// Hears each new frame and marker: a recording's frames file, a shared screen's watchers.
    private let tap: (any FrameTap)?
    /// The checkout under way when work was last started, whose timers end once it is over.
    private var lastCheckout: CheckoutID?

    init(
        state: AppState, backend: any TerminalBackend, services: @escaping @Sendable () async throws -> Services, inbox: Inbox,
        now: @escaping @Sendable () -> Date = Date.init, tap: (any FrameTap)? = nil
    ) {
        self.state = state
        self.tap = tap
        self.backend = backend
        self.services = services
        self.inbox = inbox
        self.runner = Runner(clock: timers)
        ticks = FrameTicks(now: now)
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
        perform([.call(.initialize)])
        return starting
    }

    /// Stops starting the services and cancels every call under way: nothing the program started outlives it.
    func stop(_ starting: Task<Void, Never>) {
        starting.cancel()
        runner.stop()
    }

    /// Draws what changed, then waits for a key, a message or the next frame, at most `limit`.
    mutating func nextInput(within limit: Duration? = nil) -> TerminalInput {
        drawIfNeeded()
        let due = ticks.untilNextFrame(working: state.isWorking)
        return backend.next(timeout: limit.map { min($0, due) } ?? due)
    }

    /// Starts over on a fresh app, as after the backend's reset, with the same services and the library initialized
    /// again; checkouts keep counting, so a late answer for one before is dropped.
    mutating func restart() {
        var fresh = AppState(environment: state.environment, backendDescription: state.backendDescription, language: state.language)
        fresh.nextCheckout = state.nextCheckout
        fresh.merchant.ipnUrl = connection?.ipnURL
        state = fresh
        dirty = true
        perform([.call(.initialize)])
    }

    /// Stops the flows' timers and the calls' time limits while a scenario's pause is up: the receipt that closes by
    /// itself stays until the trainer goes on.
    func pauseTimers() { timers.pause() }

    func resumeTimers() { timers.resume() }

    /// Changes the app as a scenario sets it up or fills its fields, then draws it.
    mutating func change(_ body: (inout AppState) -> Void) {
        body(&state)
        dirty = true
        drawIfNeeded()
    }

    /// Changes the state as `body` says and carries out the work it asks for.
    mutating func act(_ body: (inout AppState) -> [AppEffect]) {
        perform(body(&state))
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
    var connectedServices: Services? { connection }

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
            switch message {
            case .flow(let deliver): perform(deliver(&state))
            case .answer(let answer): perform(state.receive(answer))
            case .event(let line): perform(state.receive(line))
            }
            dirty = true
        }
    }

    mutating func drawIfNeeded() {
        if ticks.tick(working: state.isWorking, language: state.language) { dirty = true }
        guard dirty else { return }
        let size = backend.size
        state.terminalSize = banner?.sizeLeft(in: size) ?? size
        var frame = Screen.render(state, width: size.width, height: state.terminalSize.height, clock: ticks.clock, spinner: ticks.spinner)
        if let banner { frame = banner.draw(over: frame, in: size) }
        backend.draw(frame)
        if let tap, frame != shown { tap.drawn(frame) }
        shown = frame
        dirty = false
        // Naming the step reflects on the flow's state, so it is named only when recorded.
        if RecordingMarkers.isRecording || tap != nil, let step = steps.new(state.checkout?.hosted.step ?? "The merchant's app") {
            mark(.step(step))
        }
    }

    /// Marks the recording, if any: its cast and its frames.
    func mark(_ marker: RecordingMarker) {
        RecordingMarkers.mark(marker)
        tap?.marked(marker)
    }

    private mutating func connect(_ services: Services) {
        connection = services
        let inbox = inbox
        services.events.listen { inbox.post(.event($0)) }
        state.merchant.ipnUrl = services.ipnURL
        let asked = waiting
        waiting = []
        perform(asked)
    }

    private mutating func perform(_ effects: [AppEffect]) {
        if let ended = lastCheckout, ended != state.checkout?.id { runner.endTimers(of: ended) }
        lastCheckout = state.checkout?.id
        guard let connection else { return waiting.append(contentsOf: effects) }
        let inbox = inbox
        for effect in effects { effect.start(on: runner, with: connection, posting: { inbox.post($0) }) }
    }
}
