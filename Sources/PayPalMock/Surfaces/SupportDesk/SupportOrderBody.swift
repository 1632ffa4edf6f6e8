import PayPalVocabulary

/// What the support console sends to take an action: `{"case": {"kind": "order", "id": "…"}, "action": "refund",
/// "target": "<capture id>", "amount": {"currency_code": "USD", "value": "5.00"}, "agent": "Dana"}`.
struct SupportOrderBody: Decodable, Sendable {
    struct CaseBody: Decodable, Sendable {
        var kind: String?
        var id: String?
    }

    var `case`: CaseBody?
    var action: String?
    var target: String?
    var amount: MoneyBody?
    var agent: String?

    /// The longest name an agent may give.
    static let maxAgentLength = 64

    func checked() throws(RESTError) -> SupportOrder {
        guard let kindName = self.case?.kind, let kind = CaseReference.Kind(rawValue: kindName) else {
            throw .invalidRequest(
                "INVALID_PARAMETER_VALUE", "case.kind is one of \(CaseReference.Kind.allCases.map(\.rawValue).joined(separator: ", ")).", field: "/case/kind")
        }
        guard let id = self.case?.id, !id.isEmpty, id.count <= CaseFinder.maxQueryLength else {
            throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "case.id names the case.", field: "/case/id")
        }
        guard let actionName = action, let action = SupportAction(rawValue: actionName) else {
            throw .invalidRequest(
                "INVALID_PARAMETER_VALUE", "action is one of \(SupportAction.allCases.map(\.rawValue).joined(separator: ", ")).", field: "/action")
        }
        guard let target, !target.isEmpty, target.count <= CaseFinder.maxQueryLength else {
            throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "target names the part of the case the action is on.", field: "/target")
        }
        let agent = (agent ?? "").trimmingCharacters(in: .whitespaces)
        guard !agent.isEmpty, agent.count <= Self.maxAgentLength, !agent.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalidRequest(
                "INVALID_PARAMETER_VALUE", "agent is who takes the action, as the journal and the case's timeline will show: 1 to \(Self.maxAgentLength) characters.",
                field: "/agent")
        }
        guard amount == nil || action.takesAmount else {
            throw .invalidRequest("INVALID_PARAMETER_VALUE", "\(action.rawValue) takes no amount.", field: "/amount")
        }
        let money = try amount?.money(at: "/amount")
        if let money, !money.isPositive {
            throw .unprocessable("CANNOT_BE_ZERO_OR_NEGATIVE", "The amount must be more than zero.", field: "/amount/value")
        }
        return SupportOrder(
            reference: CaseReference(kind: kind, id: id), action: action, target: target, amountBody: amount, amount: money, agent: agent)
    }
}

/// A support action, checked.
struct SupportOrder: Sendable {
    var reference: CaseReference
    var action: SupportAction
    var target: String
    /// The amount as sent, for the services that read it as the APIs do.
    var amountBody: MoneyBody?
    var amount: Money?
    var agent: String
}

/// The answer to an action: what was done, the case after it, and the notifications it caused.
struct SupportOutcome: Encodable, Sendable {
    var outcome: String
    var `case`: CaseFile
    var caused: [CaseFile.Notification]
}
