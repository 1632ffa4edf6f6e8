import PayPalAPI
import Yams

/// Reads one step: a mapping with one action (`press`, `wait`, `pause`…) and, if it likes, `expect` and `timeout`.
struct ScenarioStepReader {
    let reader: ScenarioFileReader

    static let actions = ["pause", "press", "type", "fill", "wait", "clock", "fault", "admin"]
    static let modifiers = ["expect", "timeout"]
    static let defaultTimeout: Duration = .seconds(20)

    func step(_ node: Node) throws(ScenarioError) -> ScenarioStep {
        let fields = try reader.mapping(node, "a step: one of \(Self.actions.joined(separator: ", ")), with `expect:` if it likes")
        try reader.allowOnly(Self.actions + Self.modifiers, in: fields)
        let named = fields.filter { Self.actions.contains($0.key.string ?? "") }
        guard named.count == 1, let (key, value) = named.first else {
            throw reader.error(node, "expected one action in a step (\(Self.actions.joined(separator: ", "))), found \(named.count)")
        }
        let timeout = try fields["timeout"].map { node throws(ScenarioError) in Duration.seconds(try reader.seconds(node, "a timeout")) }
        if timeout != nil, key.string != "wait" { throw reader.error(fields["timeout"]!, "`timeout:` goes with `wait:` only") }
        let expectations = try fields["expect"].map { node throws(ScenarioError) in try ExpectationReader(reader: reader).expectations(node) } ?? []
        return ScenarioStep(
            line: reader.line(key), action: try action(key.string ?? "", value, timeout: timeout ?? Self.defaultTimeout), expectations: expectations)
    }

    private func action(_ name: String, _ value: Node, timeout: Duration) throws(ScenarioError) -> ScenarioStep.Action {
        switch name {
        case "pause": return .pause(caption: try reader.wording(value, "a caption for the trainer"))
        case "press":
            var keys: [ScenarioKey] = []
            for name in try reader.strings(value, "a key or a list of keys") {
                guard let key = ScenarioKey(name: name) else {
                    throw reader.error(value, "unknown key '\(name)': expected \(ScenarioKey.namesInWords)")
                }
                keys.append(key)
            }
            return .press(keys)
        case "type": return .type(try reader.string(value, "the text to type"))
        case "fill": return try fill(value)
        case "wait": return .wait(try wait(value), timeout: timeout)
        case "clock": return .clock(try clock(value))
        case "fault": return .fault(try FaultReader(reader: reader).fault(value))
        default:
            switch try reader.string(value, "unlock-buyers or clear-faults") {
            case "unlock-buyers": return .unlockBuyers
            case "clear-faults": return .clearFaults
            case let other: throw reader.error(value, "unknown admin action '\(other)': expected unlock-buyers or clear-faults")
            }
        }
    }

    private func fill(_ value: Node) throws(ScenarioError) -> ScenarioStep.Action {
        if case .scalar(let scalar) = value {
            guard scalar.string == "login" else { throw reader.error(value, "expected `login` (the persona's log-in) or fields by name, such as {email: …}") }
            return .logIn
        }
        var fields: [ScenarioStep.Field] = []
        for (key, text) in try reader.mapping(value, "`login`, or fields by name: {email: …, password: …}") {
            fields.append(.init(name: try reader.string(key, "a field's name"), value: text.string ?? ""))
        }
        return .fill(fields)
    }

    private func wait(_ value: Node) throws(ScenarioError) -> ScenarioStep.Wait {
        if case .scalar = value { return .screen(try reader.wording(value, "a text the screen will show")) }
        let fields = try reader.mapping(value, "a text the screen will show, or {screen: …}, {step: …} or {event: …}")
        if fields.keys.contains(where: { ScenarioFileReader.isLanguageCode($0.string ?? "") }) {
            return .screen(try reader.wording(value, "a text the screen will show"))
        }
        try reader.allowOnly(["screen", "step", "event"], in: fields)
        guard fields.count == 1, let (key, text) = fields.first else { throw reader.error(value, "expected one of screen, step or event") }
        switch key.string {
        case "screen": return .screen(try reader.wording(text, "the text to wait for"))
        case "step": return .step(try reader.string(text, "a step of the flow, such as login or review"))
        default: return .event(try reader.string(text, "the text to wait for"))
        }
    }

    private func clock(_ value: Node) throws(ScenarioError) -> ScenarioStep.ClockMove {
        switch try reader.string(value, "a move of PayPal's clock") {
        case "freeze": return .freeze
        case "resume": return .resume
        case "real-time": return .realTime
        case let move where move.hasPrefix("+"): return .advance(seconds: Int64(try reader.seconds(value, "a move of PayPal's clock")))
        default: throw reader.error(value, "expected a move of PayPal's clock: +30d, +3h, freeze, resume or real-time")
        }
    }
}
