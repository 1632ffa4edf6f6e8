import CheckoutFlows
import Foundation
import PayPalAPI
import ScenarioScript

/// Plays a scenario's steps on a program, on the program's thread: presses its keys, fills its fields, waits for
/// what it waits for, moves PayPal's clock and arms its faults, then checks what each step expects. `payterm play`
/// and `payterm play --check` both drive one; pauses are theirs to handle.
struct ScenarioDriver {
    /// Why the steps stopped before the end.
    enum Stop: Error {
        /// A step could not be done, or what it expects did not hold, at the line that says so.
        case failed(line: Int, String)
        /// The trainer left (`q`), the terminal went away or a signal came; the exit status.
        case left(status: Int32)
    }

    var program: Program
    let scenario: Scenario
    /// The wait between steps (a key press, a field filled); keys of one step go at a third of it.
    var pace: Duration
    /// Whether a key pressed on the terminal while the steps play stops them.
    let stopsOn: (Key) -> Bool
    /// A signal that came, if any.
    let caught: () -> Int32?
    /// `EventLog.logged` when the last step giving keys or text began: an event wait looks at what came after it.
    var eventsBeforeInput = 0

    /// How long what a step expects may take to come about: an answer on its way, a callback after it.
    static let settling: Duration = .seconds(3)

    /// Waits for the library to initialize, then sets the app up as the scenario starts it.
    mutating func begin() throws(Stop) {
        try until(timeout: .seconds(30), line: 1, failing: { "the library did not initialize: \($0.program.state.libraryStatus)" }) {
            driver throws(Stop) in
            if let failure = driver.program.startFailure { throw .failed(line: 1, "the backend did not start: \(failure)") }
            return driver.program.state.libraryStatus == .ready
        }
        let language = try scenario.language.map { code throws(Stop) in
            guard let language = Language(code: code.value) else {
                throw Stop.failed(line: code.line, "unknown language '\(code.value)': expected one of \(Language.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return language
        }
        if let lacking = scenario.textLacking((language ?? program.state.language).rawValue) { throw .failed(line: lacking.line, lacking.message) }
        let (flow, experience, pane) = (scenario.flow, scenario.experience, scenario.pane)
        var known = true
        program.act { state in
            known = state.setUp(flow: flow.value, experience: experience?.value, language: language)
            if pane { state.showEvents = true }
            return known ? state.flowAppears() : []
        }
        guard known else {
            throw .failed(line: experience?.line ?? flow.line, "the flow \(flow.value) has no experience \(experience.map { "'\($0.value)'" } ?? "")")
        }
    }

    /// Does a step other than a pause, checks what it expects, then waits the pace unless `paced` is false (only
    /// waits stand before the next pause, which waits for the trainer: the pace would let the screen it speaks about
    /// move on).
    mutating func play(_ step: ScenarioStep, paced: Bool = true) throws(Stop) {
        if step.action.isInput { eventsBeforeInput = program.state.events.logged }
        switch step.action {
        case .pause: break
        case .press(let keys):
            for (index, key) in keys.enumerated() {
                program.handle(Key(key))
                if index < keys.count - 1 { try idle(pace / 3) }
            }
        case .type(let text):
            for character in text {
                program.handle(.character(character))
                try idle(pace / 10)
            }
        case .fill(let fields):
            for field in fields { try fill(field.name, with: field.value, line: step.line) }
        case .logIn: try logIn(line: step.line)
        case .wait(.screen(let text), let timeout):
            try until(timeout: timeout, line: step.line, failing: { $0.waitedForText(text, timeout) }) { $0.shows(text) }
        case .wait(.step(let name), let timeout):
            try until(timeout: timeout, line: step.line, failing: { "waited \(timeout) for the step \(name); the checkout is at \($0.currentStep.joined(separator: " · "))" }) {
                $0.currentStep.contains(name)
            }
        case .wait(.event(let text), let timeout):
            try until(timeout: timeout, line: step.line, failing: { _ in "waited \(timeout) for an event with '\(text)'" }) {
                $0.program.state.events.contains(text, since: $0.eventsBeforeInput)
            }
        case .clock(let move): try admin(line: step.line, ScenarioAdmin.clock(move))
        case .fault(let fault): try admin(line: step.line, ScenarioAdmin.arm(fault))
        case .clearFaults: try admin(line: step.line, ScenarioAdmin.clearFaults)
        case .unlockBuyers: try admin(line: step.line, ScenarioAdmin.unlockBuyers)
        }
        try check(step.expectations)
        try idle(paced ? pace : .zero)
    }

    // MARK: Steps

    /// Fills a field; played at a pace, a character at a time, as someone would type it.
    private mutating func fill(_ name: String, with value: String, line: Int) throws(Stop) {
        let typed = pace > .zero ? (1...max(1, value.count)).map { String(value.prefix($0)) } : [value]
        for text in typed {
            var filled = false
            program.act { state in
                filled = state.fill(name, with: text)
                return filled ? state.flowAppears() : []
            }
            guard filled else {
                throw .failed(line: line, "no field '\(name)' on screen: expected one of \(AppState.fieldNames.joined(separator: ", ")) where it shows")
            }
            try idle(pace / 25)
        }
    }

    private mutating func logIn(line: Int) throws(Stop) {
        guard let email = scenario.persona else { throw .failed(line: line, "`fill: login` types the persona's log-in, and the scenario names no `persona:`") }
        let personas = try backend(line: line) { probe throws(PayPalAPIError) in try await probe.admin.personas() }
        guard let persona = personas.first(where: { $0.email == email }) else {
            throw .failed(line: line, "no buyer '\(email)' on the backend: expected one of \(personas.map(\.email).joined(separator: ", "))")
        }
        try fill("email", with: persona.email, line: line)
        try fill("password", with: persona.password?.revealed ?? "", line: line)
    }

    /// Asks the admin API for a step and notes it in the event pane, as the tester's panel would have.
    private mutating func admin(line: Int, _ action: ScenarioAdmin) throws(Stop) {
        let outcome = try backend(line: line) { probe throws(PayPalAPIError) in try await action.carryOut(probe.admin) }
        program.change { state in
            state.log(.note, "Scenario: \(outcome.note)")
            if let clock = outcome.clock { state.take(clock) }
        }
    }

    /// Makes calls on the side to the backend the program talks to, a failure stopping the steps at the line.
    private func backend<Value: Sendable>(
        line: Int, _ call: @escaping @Sendable (BackendProbe) async throws(PayPalAPIError) -> Value
    ) throws(Stop) -> Value {
        guard let probe = program.connectedServices?.probe else { throw .failed(line: line, "the backend has not started") }
        do throws(PayPalAPIError) {
            return try blocking { () async throws(PayPalAPIError) in try await call(probe) }
        } catch {
            throw .failed(line: line, "the backend refused: \(error)")
        }
    }

    /// Puts the backend back in its seeded state and starts the app over on it, as the scenario starts.
    mutating func startOver() throws(Stop) {
        try backend(line: 1) { probe throws(PayPalAPIError) in
            _ = try await probe.admin.reset()
            await probe.afterReset()
        }
        program.restart()
        try begin()
    }

    // MARK: Expectations

    /// Checks what a step expects, giving each a few seconds to come about; the first that does not is the failure.
    private mutating func check(_ expectations: [Expectation]) throws(Stop) {
        for expectation in expectations {
            var why = ""
            try until(timeout: Self.settling, line: expectation.line, failing: { _ in why }) { driver throws(Stop) in
                why = try driver.unmet(expectation) ?? ""
                return why.isEmpty
            }
        }
    }

    /// What is wrong with an expectation now; nil when it holds.
    private func unmet(_ expectation: Expectation) throws(Stop) -> String? {
        let state = program.state
        switch expectation.check {
        case .screenShows(let text): return shows(text) ? nil : "expected the screen to show '\(written(text))'\(inLanguage(text))"
        case .screenLacks(let text): return shows(text) ? "expected the screen not to show '\(written(text))'\(inLanguage(text))" : nil
        case .step(let name): return currentStep.contains(name) ? nil : "expected the step \(name); the checkout is at \(currentStep.joined(separator: " · "))"
        case .callback(let text):
            let callbacks = state.events.lines.filter { $0.kind == .callback }.map(\.text)
            return state.events.hasCallback(startingWith: text)
                ? nil : "expected the callback \(text); the merchant received \(callbacks.isEmpty ? "none" : callbacks.joined(separator: ", "))"
        case .event(let text): return state.events.contains(text) ? nil : "expected an event with '\(text)'"
        case .backend(let record, let status):
            let found = try backend(line: expectation.line) { probe throws(PayPalAPIError) in try await probe.status(of: record) }
            guard let found else { return "expected a \(record.rawValue) in \(status); the run made none" }
            return found.status == status.uppercased() ? nil : "expected the \(record.rawValue) \(found.id) in \(status); it is \(found.status)"
        }
    }

    // MARK: The screen

    /// Whether the screen shows the scenario's text in the language it plays in: as the file gives it in that
    /// language, else as `ScreenText` finds it.
    func shows(_ text: Wording) -> Bool {
        candidates(text).contains { program.screenText.contains($0) }
    }

    private func candidates(_ text: Wording) -> [String] {
        let language = program.state.language
        // en_US's text is looked for whole, as its author saw it (and as the screens' own words); another language's, by
        // its first line, wherever the screen wraps it.
        if language != .enUS, let given = text.given(in: language.rawValue) { return [ScreenText.firstLine(of: given)] }
        return text.english.map { ScreenText.candidates($0, in: language) } ?? []
    }

    /// The text as the file writes it: in en_US, else in the language it plays in (`begin` refused a text with neither).
    private func written(_ text: Wording) -> String {
        text.english ?? text.given(in: program.state.language.rawValue) ?? ""
    }

    /// The checkout's step by its names in the flow, outer to inner (`payPal`, `review`); `merchant` when no
    /// checkout is open.
    var currentStep: [String] {
        guard let step = program.state.checkout?.hosted.step else { return ["merchant"] }
        return Array(step.components(separatedBy: " · ").dropFirst())
    }

    private func waitedForText(_ text: Wording, _ timeout: Duration) -> String {
        "waited \(timeout) for the screen to show '\(written(text))'\(inLanguage(text))"
    }

    /// What the screen was looked at for, in a language other than the one the scenario is written in.
    private func inLanguage(_ text: Wording) -> String {
        let language = program.state.language
        guard language != .enUS, let english = text.english else { return "" }
        let looked = candidates(text).filter { $0 != english }
        return looked.isEmpty
            ? " (in \(language.rawValue), where it is none of the screens' own words: wait for a step, for a whole text of the screens, or give the text in \(language.rawValue))"
            : " (in \(language.rawValue): \(looked.map { "'\($0)'" }.joined(separator: " or ")))"
    }

    // MARK: The loop

    /// Runs the program's loop until the condition holds, at most `timeout`; then fails at the line.
    ///
    /// The time counted is the app's own: while a call is under way (its spinner turning) the clock stops, so
    /// that a machine busy with other work, or a backend slowed on purpose, gives the verdict an idle one gives.
    /// A call that never ends still fails the wait, at four times its timeout.
    mutating func until(
        timeout: Duration, line: Int, failing: (ScenarioDriver) -> String, _ condition: (inout ScenarioDriver) throws(Stop) -> Bool
    ) throws(Stop) {
        let started = ContinuousClock.now
        let latest = started + timeout * 4
        var deadline = started + timeout
        while true {
            settle()
            if try condition(&self) { return }
            let now = ContinuousClock.now
            guard now < deadline else { throw .failed(line: line, failing(self)) }
            let working = program.state.isWorking
            try take(program.nextInput(within: min(deadline - now, .milliseconds(250))))
            if working { deadline = min(latest, deadline + (ContinuousClock.now - now)) }
        }
    }

    /// Runs the program's loop for a while, the steps' pace.
    mutating func idle(_ duration: Duration) throws(Stop) {
        let deadline = ContinuousClock.now + duration
        settle()
        while deadline > .now {
            try take(program.nextInput(within: deadline - .now))
            settle()
        }
    }

    /// Takes what the program's messages say and draws it.
    mutating func settle() {
        program.drainInbox()
        program.drawIfNeeded()
    }

    /// What came from the terminal while the steps play: a key that stops them, a hang-up, a signal.
    private mutating func take(_ input: TerminalInput) throws(Stop) {
        if let signal = caught() { throw .left(status: 128 + signal) }
        switch input {
        case .key(.resize): program.handle(.resize)
        case .key(let key) where stopsOn(key): throw .left(status: 0)
        case .hangUp: throw .left(status: 128 + SIGHUP)
        case .key, .wake, .timeout: break
        }
    }
}
