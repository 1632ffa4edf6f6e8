import PayPalAPI

/// One step of a scenario: what it does, and what must hold once it is done.
public struct ScenarioStep: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        /// Stops for the trainer, who speaks to the caption.
        case pause(caption: Wording)
        case press([ScenarioKey])
        /// Types text into the focused field, a key a character.
        case type(String)
        /// Sets fields on screen by name (`email`, `password`…), in order.
        case fill([Field])
        /// Types the scenario's persona's log-in into the log-in on screen.
        case logIn
        /// Waits until the screen shows a text, the checkout is at a step, or the event pane has a line containing a
        /// text, logged since the last key or field the steps gave (an event from before it is what an earlier step
        /// caused).
        case wait(Wait, timeout: Duration)
        case clock(ClockMove)
        case fault(AdminClient.FaultRequest)
        case clearFaults
        case unlockBuyers

        /// True for a step that gives the app keys or text.
        public var isInput: Bool {
            switch self {
            case .press, .type, .fill, .logIn: true
            default: false
            }
        }
    }

    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    public enum Wait: Sendable, Equatable {
        /// A text of the screen: the screens' own words, written in English, wait for the same words in the
        /// language the scenario plays in.
        case screen(Wording)
        /// The checkout's step by its name in the flow (`login`, `review`, `approving`), whatever the language;
        /// `merchant` when no checkout is open.
        case step(String)
        case event(String)
    }

    public enum ClockMove: Sendable, Equatable {
        case advance(seconds: Int64)
        case freeze, resume, realTime
    }

    /// The line the step starts on.
    public var line: Int
    public var action: Action
    public var expectations: [Expectation]
}

/// What must hold once a step is done, with the line that says so.
public struct Expectation: Sendable, Equatable {
    public enum Check: Sendable, Equatable {
        /// A text of the screen, in the language the scenario plays in (see `Wait.screen`).
        case screenShows(Wording)
        case screenLacks(Wording)
        /// The checkout's step by its name in the flow (see `Wait.step`).
        case step(String)
        /// A callback to the merchant's app starting with the text (`paymentSuccess`, `onApprove`).
        case callback(String)
        /// Any line of the event pane containing the text: a callback, an HTTP call, an IPN, a webhook, a note.
        case event(String)
        /// The newest record of a kind on the backend is in a status, as its public API answers.
        case backend(BackendRecord, status: String)
    }

    public var line: Int
    public var check: Check
}

/// The backend's records a scenario can ask after: the newest of each kind the run made.
public enum BackendRecord: String, CaseIterable, Sendable {
    case payKey = "pay-key"
    case preapproval
    case order
    case authorization
}
