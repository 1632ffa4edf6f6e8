import Foundation
import PayPalAPI
import PayPalVocabulary

/// A drill's setup as it runs: the values its steps made, and what it must undo when it ends (faults still armed,
/// webhook subscriptions, the merchant's server kept down).
struct DrillSetupRun {
    let backend: DrillBackend
    var values = DrillValues()
    private var faults: [String] = []
    private var subscriptions: [String] = []

    init(backend: DrillBackend) { self.backend = backend }

    mutating func perform(_ step: DrillStep) async throws {
        do {
            try await perform(step.action, line: step.line)
        } catch let failure as DrillFailure {
            throw failure
        } catch {
            throw DrillFailure("the backend refused this step: \(error)", line: step.line)
        }
    }

    /// Ends the setup: undoes what lasts only as long as it, and brings the merchant's server back.
    mutating func finish() async throws {
        for id in faults where try await backend.admin.faults().contains(where: { $0.id == id }) { try await backend.admin.removeFault(id: id) }
        for id in subscriptions { try await backend.webhooks.delete(id: id) }
        if !subscriptions.isEmpty { try backend.merchantServerOrFail().comeBack() }
        faults = []
        subscriptions = []
    }

    private mutating func perform(_ action: DrillStep.Action, line: Int) async throws {
        let known = values
        let value = { (name: String) throws -> String in try known.value(name, line: line) }
        switch action {
        case .pay(let buyer, let amount, let memo, let from, let name):
            let session = try await backend.logIn(buyer)
            values.made[name] = try await backend.mobilePayment(amount, memo: try values.fill(memo, line: line), by: session, from: from)
        case .order(let buyer, let amount, let intent, let invoice, let description, let name):
            let session = try await backend.logIn(buyer)
            let invoice = try values.fill(invoice, line: line)
            values.made[name] = try await backend.approvedOrder(
                amount, intent: intent, invoiceId: invoice, description: try values.fill(description, line: line), by: session)
            values.made[name + ".invoice"] = invoice
        case .authorize(let order):
            let authorized = try await backend.rest.orders.authorize(orderId: try value(order), requestId: UUID().uuidString)
            guard let authorization = authorized.authorizations.first?.id else { throw DrillFailure("the order was not authorized", line: line) }
            values.made[order + ".authorization"] = authorization
        case .capture(let order, let refused):
            try await capture(order, refused: refused, line: line)
        case .refund(let order):
            _ = try await backend.rest.payments.refundCapture(id: try value(order + ".capture"), requestId: UUID().uuidString)
        case .preapproval(let buyer, let terms, let from, let name):
            let key = try await backend.merchant.createPreapproval(terms)
            let session = try await backend.logIn(buyer)
            _ = try await backend.paypal.agree(preapprovalKey: key, fundingSourceId: from, pin: nil, session: session)
            values.made[name] = key
            values.made[name + ".buyer"] = buyer
        case .payUnder(let preapproval, let amount, let name):
            let payment = try await backend.merchant.pay(
                amount, to: DemoStore.merchantEmail, preapprovalKey: try value(preapproval), senderEmail: try value(preapproval + ".buyer"), pin: nil)
            values.made[name] = payment.payKey
        case .wrongPassword(let buyer, let times):
            for _ in 0..<times { _ = try? await backend.paypal.logIn(email: buyer, password: Secret("not-\(UUID().uuidString)")) }
        case .wait(let span):
            try await Task.sleep(for: span)
        case .clock(let span):
            _ = try await backend.admin.advanceClock(by: span)
        case .fault(var fault):
            fault.path = try values.fill(fault.path, line: line)
            faults.append(try await backend.admin.armFault(fault).id)
        case .webhooks(let events):
            let server = try backend.merchantServerOrFail()
            // The backend posts to no listener it does not know of.
            try await backend.admin.registerMerchantListener(server.listener)
            subscriptions.append(try await backend.webhooks.create(url: server.webhookURL, eventTypes: events).id)
        case .missedWebhook(let event, let order, let name):
            let (eventId, transmission) = try await firstAttempt(of: event, for: try value(order), line: line)
            values.made[name] = transmission
            values.made[name + ".event"] = eventId
            values.made[name + ".order"] = try value(order)
        }
    }

    private mutating func capture(_ order: String, refused: Bool, line: Int) async throws {
        let orderId = try values.value(order, line: line)
        let captured: String?
        do {
            if let authorization = values.made[order + ".authorization"] {
                captured = try await backend.rest.payments.captureAuthorization(id: authorization, requestId: UUID().uuidString).id
            } else {
                captured = try await backend.rest.orders.capture(orderId: orderId, requestId: UUID().uuidString).captures.first?.id
            }
        } catch where refused {
            return
        }
        guard !refused else { throw DrillFailure("the capture was expected to be refused, and it went through", line: line) }
        guard let captured else { throw DrillFailure("the order was not captured", line: line) }
        values.made[order + ".capture"] = captured
    }

    private func firstAttempt(of event: String, for order: String, line: Int) async throws -> (event: String, transmission: String) {
        for _ in 0..<100 {
            let notifications = try await backend.admin.supportCase(.order, order).notifications
            if let sent = notifications.first(where: { $0.summary.hasPrefix(event) }), let attempt = sent.deliveries.first, attempt.attempts > 0 {
                return (sent.id, attempt.transmissionId)
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw DrillFailure("the order's \(event) webhook was not sent to the merchant's server within 10 seconds", line: line)
    }
}
