import CheckoutFlows
import Yams

/// Reads a drill's check: what the trainee is told (`says`) and one thing of the backend's and its state:
/// `payment: first` with `is: refunded`, `order: order` with `timeline has: Refunded 9.99 USD`…
struct DrillCheckReader {
    let reader: ScenarioFileReader

    static let subjects: [String: [String]] = [
        "payment": ["is"], "authorization": ["is"], "preapproval": ["is"], "buyer": ["is"], "webhook": ["is"],
        "order": ["timeline has", "timeline lacks", "refunded at most"],
    ]

    func check(_ node: Node, names: DrillNames) throws(ScenarioError) -> DrillExpectation {
        let fields = try reader.mapping(node, "a check: `says:` and what it looks at")
        let subjects = fields.compactMap { key, _ in Self.subjects[key.string ?? ""] != nil ? key.string : nil }
        guard subjects.count == 1, let subject = subjects.first, let properties = Self.subjects[subject] else {
            throw reader.error(node, "expected one of \(Self.subjects.keys.sorted().joined(separator: ", ")) in a check, found \(subjects.count)")
        }
        let keys = DrillFields(reader: reader, node, fields: fields)
        try reader.allowOnly(["says", subject] + properties, in: fields)
        let says = try keys.text("says")
        try names.need(in: says, at: try keys.field("says"))
        let name = try keys.text(subject)
        if subject != "buyer" { try names.need(subject == "authorization" ? name + ".authorization" : name, at: try keys.field(subject)) }
        return DrillExpectation(says: says, condition: try condition(subject, name, keys, properties), line: reader.line(node))
    }

    private func condition(
        _ subject: String, _ name: String, _ keys: DrillFields, _ properties: [String]
    ) throws(ScenarioError) -> DrillExpectation.Condition {
        switch subject {
        case "payment": return try keys.choice("is", ["refunded": .paymentRefunded(name), "untouched": .paymentUntouched(name)])
        case "authorization":
            let status = try keys.choice("is", ["voided": "VOIDED", "captured": "CAPTURED", "created": "CREATED"])
            return .authorization(order: name, status: status)
        case "preapproval": return .preapproval(name, status: try keys.choice("is", ["cancelled": "CANCELED", "active": "ACTIVE"]))
        case "buyer": return try keys.choice("is", ["able to log in": .canLogIn(buyer: name)])
        case "webhook": return try keys.choice("is", ["delivered again": .webhookDeliveredAgain(name)])
        default:
            let given = properties.filter(keys.has)
            guard given.count == 1, let property = given.first else {
                throw reader.error(keys.node, "an order's check says one of \(properties.joined(separator: ", ")), found \(given.count)")
            }
            switch property {
            case "timeline has": return .timeline(order: name, startsWith: try keys.text(property), present: true)
            case "timeline lacks": return .timeline(order: name, startsWith: try keys.text(property), present: false)
            default: return .refundedAtMost(order: name, try keys.money(property))
            }
        }
    }
}
