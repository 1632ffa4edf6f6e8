import CheckoutFlows
import PayPalAPI
import PayPalVocabulary
import Yams

/// Reads a drill's setup steps: each a mapping with one action (`pay`, `order`, `capture`…) and its fields.
struct DrillStepReader {
    let reader: ScenarioFileReader

    static let actions = [
        "pay", "order", "authorize", "capture", "refund", "preapproval", "pay under", "wrong password", "wait", "clock", "fault", "webhooks",
        "missed webhook",
    ]

    func steps(_ nodes: [Node], names: inout DrillNames) throws(ScenarioError) -> [DrillStep] {
        var steps: [DrillStep] = []
        for node in nodes {
            let fields = try reader.mapping(node, "a setup step: one of \(Self.actions.joined(separator: ", "))")
            try reader.allowOnly(Self.actions, in: fields)
            guard fields.count == 1, let (key, value) = fields.first else {
                throw reader.error(node, "expected one action in a setup step, found \(fields.count)")
            }
            steps.append(DrillStep(try action(key.string ?? "", value, names: &names), line: reader.line(key)))
        }
        return steps
    }

    private func action(_ name: String, _ value: Node, names: inout DrillNames) throws(ScenarioError) -> DrillStep.Action {
        switch name {
        case "pay":
            let fields = try DrillFields(reader: reader, value, "a payment", required: ["as", "buyer", "amount", "memo", "from"])
            try names.need(in: try fields.text("memo"), at: try fields.field("memo"))
            names.make(try fields.text("as"))
            return .pay(
                buyer: try fields.text("buyer"), amount: try fields.money("amount"), memo: try fields.text("memo"), from: try fields.text("from"),
                as: try fields.text("as"))
        case "order":
            let fields = try DrillFields(reader: reader, value, "an order", required: ["as", "buyer", "amount", "intent", "invoice", "description"])
            let intent: OrdersClient.Intent = try fields.choice("intent", ["capture": .capture, "authorize": .authorize])
            for key in ["invoice", "description"] { try names.need(in: try fields.text(key), at: try fields.field(key)) }
            let made = try fields.text("as")
            names.make(made, made + ".invoice")
            return .order(
                buyer: try fields.text("buyer"), amount: try fields.money("amount"), intent: intent, invoice: try fields.text("invoice"),
                description: try fields.text("description"), as: made)
        case "authorize":
            let order = try madeName(value, "an order's name", names)
            names.make(order + ".authorization")
            return .authorize(order: order)
        case "capture":
            if case .scalar = value {
                let order = try madeName(value, "an order's name", names)
                names.make(order + ".capture")
                return .capture(order: order, refused: false)
            }
            let fields = try DrillFields(reader: reader, value, "a capture: {order: …, refused: true}", required: ["order"], optional: ["refused"])
            let order = try fields.text("order")
            try names.need(order, at: try fields.field("order"))
            let refused = try fields.flag("refused")
            if !refused { names.make(order + ".capture") }
            return .capture(order: order, refused: refused)
        case "refund":
            let order = try madeName(value, "an order's name", names)
            try names.need(order + ".capture", at: value)
            return .refund(order: order)
        case "preapproval":
            return try preapproval(value, names: &names)
        case "pay under":
            let fields = try DrillFields(reader: reader, value, "a payment under a preapproval", required: ["as", "preapproval", "amount"])
            try names.need(try fields.text("preapproval"), at: try fields.field("preapproval"))
            names.make(try fields.text("as"))
            return .payUnder(preapproval: try fields.text("preapproval"), amount: try fields.money("amount"), as: try fields.text("as"))
        case "wrong password":
            let fields = try DrillFields(reader: reader, value, "wrong passwords: {buyer: …, times: 3}", required: ["buyer", "times"])
            return .wrongPassword(buyer: try fields.text("buyer"), times: try fields.count("times"))
        case "wait": return .wait(.seconds(try reader.seconds(value, "a wait")))
        case "clock": return .clock(.seconds(try reader.seconds(value, "how far PayPal's clock moves")))
        case "fault":
            let fault = try FaultReader(reader: reader).fault(value)
            try names.need(in: fault.path, at: value)
            return .fault(fault)
        case "webhooks": return .webhooks(try reader.strings(value, "a webhook event such as PAYMENT.CAPTURE.REFUNDED"))
        default:
            let fields = try DrillFields(reader: reader, value, "a missed webhook: {as: …, event: …, order: …}", required: ["as", "event", "order"])
            try names.need(try fields.text("order"), at: try fields.field("order"))
            let made = try fields.text("as")
            names.make(made, made + ".event", made + ".order")
            return .missedWebhook(event: try fields.text("event"), order: try fields.text("order"), as: made)
        }
    }

    private func preapproval(_ value: Node, names: inout DrillNames) throws(ScenarioError) -> DrillStep.Action {
        let fields = try DrillFields(
            reader: reader, value, "a preapproval", required: ["as", "buyer", "from", "memo", "per payment", "payments", "total"])
        let terms = MerchantServer.Terms(
            maxAmountPerPayment: try fields.money("per payment"), maxNumberOfPayments: try fields.count("payments"),
            maxTotal: try fields.money("total"), pinRequired: false, memo: try fields.text("memo"))
        guard terms.maxAmountPerPayment.currency == terms.maxTotal.currency else {
            throw reader.error(value, "`per payment:` and `total:` are in one currency")
        }
        let made = try fields.text("as")
        names.make(made, made + ".buyer")
        return .preapproval(buyer: try fields.text("buyer"), terms: terms, from: try fields.text("from"), as: made)
    }

    private func madeName(_ node: Node, _ expected: String, _ names: DrillNames) throws(ScenarioError) -> String {
        let name = try reader.string(node, expected)
        try names.need(name, at: node)
        return name
    }
}
