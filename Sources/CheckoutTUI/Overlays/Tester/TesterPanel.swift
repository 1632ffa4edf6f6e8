import PayPalAPI
import PayPalVocabulary

/// The tester's panel (Ctrl-F, from anywhere): arm the outcome of the checkout's next call, move PayPal's clock,
/// unlock accounts, reset the backend, and see and clear the faults armed.
public struct TesterPanel: Equatable, Sendable {
    /// An outcome the panel arms for the next call, as the tester picks it, offered only at the calls where PayPal
    /// could answer it.
    struct Choice: Sendable {
        var key: Character
        var label: String
        /// The outcome armed on the call; nil where PayPal could not answer it there.
        var outcome: @Sendable (CallSite) -> AdminClient.FaultOutcome?

        /// A choice any call can meet.
        init(key: Character, label: String, outcome: AdminClient.FaultOutcome) {
            self.init(key: key, label: label) { _ in outcome }
        }

        /// A choice offered where the call can be refused so.
        init(key: Character, label: String, when refusal: CallSite.Refusal, outcome: AdminClient.FaultOutcome) {
            self.init(key: key, label: label) { $0.refusals.contains(refusal) ? outcome : nil }
        }

        init(key: Character, label: String, outcome: @escaping @Sendable (CallSite) -> AdminClient.FaultOutcome?) {
            self.key = key
            self.label = label
            self.outcome = outcome
        }
    }

    /// A move of PayPal's clock: forward, or frozen and running again. It never goes back: what happened stays in
    /// the past; a reset brings it back to real time.
    public enum ClockMove: Equatable, Sendable {
        case advance(seconds: Int64)
        case freeze(Bool)
    }

    /// What the panel asks the backend.
    public enum Action: Equatable, Sendable {
        case refresh
        case arm(AdminClient.FaultRequest, label: String)
        case clock(ClockMove)
        case clearFaults
        case reset
        case addBuyer(AdminClient.NewPersona)

        /// What the panel asked, for a sentence that says what was refused.
        var asked: String {
            switch self {
            case .refresh: "read the faults and PayPal's clock"
            case .arm: "arm the fault"
            case .clock(.advance): "move PayPal's clock"
            case .clock(.freeze(true)): "freeze PayPal's clock"
            case .clock(.freeze(false)): "run PayPal's clock again"
            case .clearFaults: "disarm the faults"
            case .reset: "reset the backend"
            case .addBuyer: "add the buyer"
            }
        }
    }

    /// The buyer the tester is adding: a PayPal balance as typed, a card or none, a bank account or none.
    struct NewBuyer: Equatable, Sendable {
        static let cards = ["VISA", "MASTERCARD", "AMEX", "DISCOVER"]
        static let password = "pass1234"
        /// Where an added buyer lives, so goods ship to them as to a seeded buyer.
        static let address = AdminClient.NewPersona.Address(line1: "1 Tester Lane", city: "San Jose", state: "CA", postalCode: "95131")
        var balance = "100.00"
        /// An index into `cards`; nil for none.
        var card: Int? = 0
        var bank = false

        /// The persona the backend is asked to add, as the `number`th the panel added.
        func persona(number: Int) -> AdminClient.NewPersona? {
            guard let balance = try? Money.parse(balance, currency: .usd) else { return nil }
            return AdminClient.NewPersona(
                email: "tester\(number)@personal.example.com", password: Secret(Self.password), givenName: "Tester", surname: "No. \(number)",
                countryCode: "US", balance: balance, card: card.map { .init(brand: Self.cards[$0], lastDigits: "4242") },
                bank: bank ? .init(name: "Demo Bank", lastDigits: "6789") : nil, address: Self.address)
        }
    }

    static let choices: [Choice] = [
        Choice(key: "1", label: "Decline (INSTRUMENT_DECLINED)", when: .declined, outcome: .error(status: 422, issue: "INSTRUMENT_DECLINED")),
        Choice(key: "2", label: "Insufficient funds", when: .declined, outcome: .error(status: 422, issue: "INSUFFICIENT_FUNDS")),
        Choice(key: "3", label: "Network down (reset)", outcome: .reset),
        Choice(key: "4", label: "Timeout (no answer)", outcome: .noAnswer),
        Choice(key: "5", label: "PayPal error 500", outcome: .error(status: 500, issue: "INTERNAL_SERVER_ERROR")),
        Choice(key: "6", label: "Slow: 3 s", outcome: .latency(milliseconds: 3_000)),
        Choice(key: "7", label: "Answer lost after the change", outcome: .closeAfterCommit),
        Choice(key: "8", label: "Session expired", when: .sessionExpired, outcome: .error(status: 401, issue: "INVALID_SESSION")),
        Choice(key: "e", label: "Expired (order, pay key…)") { call in call.expiredIssue.map { .error(status: 422, issue: $0) } },
    ]

    /// The choices PayPal could answer at a call, with the outcome each arms there.
    static func choices(at call: CallSite) -> [(choice: Choice, outcome: AdminClient.FaultOutcome)] {
        choices.compactMap { choice in choice.outcome(call).map { (choice, $0) } }
    }

    static let clockMoves: [(key: Character, label: String, seconds: Int64)] = [
        ("t", "+1 h", 3_600), ("T", "+3 h", 10_800), ("d", "+1 d", 86_400), ("D", "+3 d", 259_200),
        ("9", "+29 d", 29 * 86_400), ("0", "+30 d", 30 * 86_400),
    ]

    var armed: [AdminClient.ArmedFault] = []
    /// The buyer `b` typed in last, as an index into the backend's buyers.
    var persona: Int?
    /// The buyer being added (a), and how many the panel has added.
    var newBuyer: NewBuyer?
    var added = 0
    var busy = false
    /// A key pressed while busy, for when the backend has answered.
    var waitingKey: Key?
    var notice: String?
}

extension AdminClient.ClockState {
    /// How far ahead of real time, as "+30 d 2 h" ("real time" when not), and whether it stands still.
    var offsetText: String {
        let days = offsetSeconds / 86_400, hours = offsetSeconds % 86_400 / 3_600, minutes = offsetSeconds % 3_600 / 60
        let ahead = offsetSeconds < 60 ? "real time" : "+" + [days > 0 ? "\(days) d" : nil, hours > 0 ? "\(hours) h" : nil,
                                                               days == 0 && minutes > 0 ? "\(minutes) min" : nil].compactMap { $0 }.joined(separator: " ")
        return ahead + (frozen ? ", frozen" : "")
    }

    /// True when the clock is not plain real time.
    var isShifted: Bool { offsetSeconds >= 60 || frozen }
}
