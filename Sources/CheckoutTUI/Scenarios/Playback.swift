import Foundation
import ScenarioScript

/// The trainer's side of `payterm play`: the steps played one after another, and at each pause (and at the end,
/// or at a step that went wrong) the caption held until the trainer says what next.
struct Playback {
    /// What the trainer chose at a pause.
    private enum Choice { case goOn, back, again }

    var driver: ScenarioDriver
    /// How long a pause holds before the scenario goes on by itself (`play --auto`, a kiosk); at the end it starts
    /// over. Nil: only the trainer's keys move it.
    var auto: Duration?
    private var steps: [ScenarioStep] { driver.scenario.steps }

    /// Plays to the end or until the trainer leaves; returns the exit status.
    mutating func run() -> Int32 {
        do throws(ScenarioDriver.Stop) {
            do throws(ScenarioDriver.Stop) {
                try driver.begin()
            } catch .failed(let line, let message) {
                _ = try hold("Line \(line): \(message). q leaves.")
                return 1
            }
            try playOn()
            return 0
        } catch .left(let status) {
            return status
        } catch {
            return 1
        }
    }

    /// Whether only waits stand between a step and the next pause: the pace after the step would run down the time
    /// of the screen the pause speaks about (a receipt closes 2 s after it opens), so the step is not paced.
    static func leadsToAPause(from next: Int, in steps: [ScenarioStep]) -> Bool {
        for step in steps[min(next, steps.count)...] {
            switch step.action {
            case .pause: return true
            case .wait: continue
            default: return false
            }
        }
        return false
    }

    private mutating func playOn() throws(ScenarioDriver.Stop) {
        var position = 0
        while true {
            let choice: Choice
            let last = position == steps.count
            do throws(ScenarioDriver.Stop) {
                if last, auto != nil {
                    choice = try hold("That's the end of “\(driver.scenario.name)”. It starts again by itself; q leaves.", ending: true)
                } else if last {
                    choice = try hold("That's the end of “\(driver.scenario.name)”. Space or q leaves; b goes back to the last pause.")
                } else if case .pause(let caption) = steps[position].action {
                    // `begin` refused a caption the file gives neither in this language nor in en_US.
                    choice = try hold(caption.text(in: driver.program.state.language.rawValue) ?? "")
                } else {
                    driver.program.banner = PlaybackBanner(scenario: driver.scenario.name, mode: .playing(step: position + 1, of: steps.count))
                    try driver.play(steps[position], paced: !Self.leadsToAPause(from: position + 1, in: steps))
                    position += 1
                    continue
                }
            } catch .failed(let line, let message) {
                choice = try hold("This step did not go as the scenario says (line \(line)): \(message). Space goes on; b goes back to the last pause; q leaves.")
            }
            switch choice {
            case .goOn where last: return
            case .goOn: position += 1
            case .back: position = try rewind(before: position)
            case .again: position = try rewind(before: 0)
            }
        }
    }

    /// Starts over on a reset backend and replays the steps, fast, up to the last pause before `position` (the
    /// first pause when there is none); returns that pause's position.
    private mutating func rewind(before position: Int) throws(ScenarioDriver.Stop) -> Int {
        let pauses = driver.scenario.pauses
        let target = pauses.last { $0 < position } ?? pauses.first ?? 0
        driver.program.banner = PlaybackBanner(scenario: driver.scenario.name, mode: .playing(step: 1, of: steps.count))
        let pace = driver.pace
        driver.pace = .zero
        defer { driver.pace = pace }
        try driver.startOver()
        for step in steps[..<target] { try driver.play(step) }
        return target
    }

    /// Shows the caption until the trainer goes on (Space), goes back (b) or leaves (q), or, played `auto`, until
    /// its time is up; `e` or Ctrl-E opens or closes the event pane to show the class the calls a caption speaks of;
    /// `t` gives the keyboard to the trainer, whose keys go to the app until `t` again. Going on puts back the pane
    /// and overlays the scenario had, so that its next steps find the screen they expect.
    /// The flows' timers stand still while the caption is up (and run while the trainer has the keyboard): the
    /// screen it speaks about stays, in the room as in a recording's still.
    private mutating func hold(_ caption: String, ending: Bool = false) throws(ScenarioDriver.Stop) -> Choice {
        driver.program.pauseTimers()
        let layersAsPlayed = driver.program.state.openedLayers
        defer {
            driver.program.change { $0.openedLayers = layersAsPlayed }
            driver.program.resumeTimers()
        }
        var page = 0
        var trainerHasKeys = false
        var layersWhenTaken = driver.program.state.openedLayers
        var marked = false
        var goesOnAt = auto.map { ContinuousClock.now + $0 }
        while true {
            driver.program.banner = PlaybackBanner(
                scenario: driver.scenario.name, mode: trainerHasKeys ? .trainerHasKeys : .paused(caption: caption, page: page))
            driver.settle()
            if !marked {
                // Once the caption is on screen, so that a recording's marker never comes before it.
                driver.program.mark(.pause(caption: caption))
                marked = true
            }
            if let due = goesOnAt, !trainerHasKeys, due <= .now {
                if page + 1 < driver.program.banner!.pageCount(in: driver.program.terminalSize) {
                    page += 1
                    goesOnAt = auto.map { .now + $0 }
                    continue
                }
                return ending ? .again : .goOn
            }
            let input = driver.program.nextInput(within: goesOnAt.map { max(.zero, $0 - .now) })
            if let signal = driver.caught() { throw .left(status: 128 + signal) }
            guard case .key(let key) = input else {
                if input == .hangUp { throw .left(status: 128 + SIGHUP) }
                continue
            }
            switch key {
            case .resize: driver.program.handle(.resize)
            case .character("t"):
                if trainerHasKeys {
                    driver.program.change { $0.openedLayers = layersWhenTaken }
                    driver.program.pauseTimers()
                    goesOnAt = auto.map { .now + $0 }
                } else {
                    layersWhenTaken = driver.program.state.openedLayers
                    driver.program.resumeTimers()
                }
                trainerHasKeys.toggle()
            case _ where trainerHasKeys:
                driver.program.handle(key)
                if driver.program.state.wantsQuit { throw .left(status: 0) }
            case .character("e"), .control("e"): driver.program.change { $0.showEvents.toggle() }
            case .character(" ") where page + 1 < driver.program.banner!.pageCount(in: driver.program.terminalSize): page += 1
            case .character(" "): return .goOn
            case .character("b"): return .back
            case .character("q"): throw .left(status: 0)
            default: break
            }
        }
    }
}
