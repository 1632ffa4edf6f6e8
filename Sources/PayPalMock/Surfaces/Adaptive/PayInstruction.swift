import Foundation
import PayPalVocabulary

/// A Pay request read and checked against PayPal's rules, before anything is stored.
struct PayInstruction: Sendable {
    var actionType: ActionType
    var currency: Currency
    var receivers: [ReceiverPayment]
    var feesPayer: FeesPayer
    var memo: String?
    var trackingId: String?
    var returnUrl: String?
    var cancelUrl: String?
    var ipnNotificationUrl: String?
    var senderEmail: String?
    var preapprovalKey: String?
    /// The preapproval PIN: checked, never stored.
    var pin: String?

    static let maxReceivers = 6
    static let maxSecondaries = 5
    static let maxInvoiceItems = 100
    static let maxItemCount = 1_000_000

    init(_ body: PayBody, urlsRequired: Bool) throws {
        typealias F = AdaptiveFields
        actionType = try F.choice(try F.required(body.actionType, "actionType"), "actionType", default: .pay)
        currency = try F.currency(body.currencyCode)
        let listed = try F.required(try F.required(body.receiverList, "receiverList").receiver, "receiverList.receiver")
        returnUrl = try F.text(body.returnUrl, "returnUrl", max: 1_024)
        cancelUrl = try F.text(body.cancelUrl, "cancelUrl", max: 1_024)
        if urlsRequired {
            _ = try F.required(returnUrl, "returnUrl")
            _ = try F.required(cancelUrl, "cancelUrl")
        }
        memo = try F.text(body.memo, "memo", max: 1_000)
        trackingId = try F.text(body.trackingId, "trackingId", max: 127)
        ipnNotificationUrl = try F.text(body.ipnNotificationUrl, "ipnNotificationUrl", max: 1_024)
        senderEmail = try F.text(body.senderEmail, "senderEmail", max: 127)
        preapprovalKey = try F.text(body.preapprovalKey, "preapprovalKey", max: 64)
        pin = body.pin?.value
        feesPayer = try F.choice(body.feesPayer, "feesPayer", default: .eachReceiver)
        receivers = try Self.receivers(listed, currency: currency)
        try Self.attachOptions(body.receiverOptions ?? [], to: &receivers, currency: currency)
        try checkShape(feesPayerText: body.feesPayer ?? "")
    }

    private static func receivers(_ listed: [ReceiverBody], currency: Currency) throws -> [ReceiverPayment] {
        typealias F = AdaptiveFields
        guard !listed.isEmpty else { throw AdaptiveFailure(.missingParameter("receiverList.receiver")) }
        guard listed.count <= maxReceivers else { throw AdaptiveFailure(.tooManyReceivers) }
        return try listed.enumerated().map { index, body in
            let name = "receiverList.receiver(\(index))"
            guard body.identity != nil else {
                throw AdaptiveFailure(.invalidRequest("\(name): None of the fields are specified to identify a receiver"))
            }
            return ReceiverPayment(
                email: try F.text(body.email, "\(name).email", max: 127),
                phone: body.phone.map { F.normalizedPhone($0.text) },
                amount: try F.positiveMoney(body.amount, "\(name).amount", in: currency),
                isPrimary: body.primary?.value ?? false,
                invoiceId: try F.text(body.invoiceId, "\(name).invoiceId", max: 127),
                paymentType: try F.choice(body.paymentType, "\(name).paymentType", default: .goods),
                fee: .zero(currency),
                refunded: .zero(currency))
        }
    }

    private static func attachOptions(_ options: [ReceiverOptionsBody], to receivers: inout [ReceiverPayment], currency: Currency) throws {
        typealias F = AdaptiveFields
        for (index, option) in options.enumerated() {
            let name = "receiverOptions(\(index))"
            let identity = try F.required(option.receiver?.identity, "\(name).receiver")
            let normalized = option.receiver?.email ?? F.normalizedPhone(identity)
            guard let target = receivers.firstIndex(where: { $0.identity.caseInsensitiveCompare(normalized) == .orderedSame }) else {
                throw AdaptiveFailure(.invalidRequest("\(name) names \(identity), who is not in receiverList"))
            }
            receivers[target].description = try F.text(option.description, "\(name).description", max: 1_000)
            receivers[target].customId = try F.text(option.customId, "\(name).customId", max: 1_000)
            guard let invoiceBody = option.invoiceData else { continue }
            let invoice = try invoice(invoiceBody, name: "\(name).invoiceData", currency: currency)
            if let problem = invoice.problem(forAmount: receivers[target].amount) {
                throw AdaptiveFailure(.invalidRequest("\(name).invoiceData: \(problem)"))
            }
            receivers[target].invoice = invoice
        }
    }

    private static func invoice(_ body: InvoiceDataBody, name: String, currency: Currency) throws -> InvoiceData {
        typealias F = AdaptiveFields
        let zero = LenientText("0")
        let listed = body.item ?? []
        guard listed.count <= maxInvoiceItems else {
            throw AdaptiveFailure(.invalidRequest("\(name) has \(listed.count) items; at most \(maxInvoiceItems) are allowed"))
        }
        let items = try listed.enumerated().map { index, item in
            let itemName = "\(name).item(\(index))"
            if let count = item.itemCount?.value, !(1...maxItemCount).contains(count) {
                throw AdaptiveFailure(.invalidRequest("\(itemName).itemCount must be 1 to \(maxItemCount)"))
            }
            return InvoiceData.Item(
                name: try F.required(F.text(item.name, "\(itemName).name", max: 127), "\(itemName).name"),
                identifier: try F.text(item.identifier, "\(itemName).identifier", max: 127),
                price: try F.money(item.price, "\(itemName).price", in: currency),
                itemPrice: try item.itemPrice.map { try F.money($0, "\(itemName).itemPrice", in: currency) },
                itemCount: item.itemCount?.value)
        }
        return InvoiceData(
            items: items,
            totalTax: try F.money(body.totalTax ?? zero, "\(name).totalTax", in: currency),
            totalShipping: try F.money(body.totalShipping ?? zero, "\(name).totalShipping", in: currency))
    }

    var shape: PaymentShape {
        if receivers.contains(where: \.isPrimary) { return .chained }
        return receivers.count == 1 ? .simple : .parallel
    }

    /// Receivers unique; one primary at most, with 1–5 secondaries it can pay; fee payers that fit the shape.
    private func checkShape(feesPayerText: String) throws {
        let identities = receivers.map { $0.identity.lowercased() }
        if Set(identities).count != identities.count { throw AdaptiveFailure(.duplicateReceivers) }
        let primaries = receivers.filter(\.isPrimary)
        if primaries.count > 1 { throw AdaptiveFailure(.invalidRequest("only one receiver can be primary")) }
        if let primary = primaries.first {
            let secondaries = receivers.filter { !$0.isPrimary }
            guard (1...Self.maxSecondaries).contains(secondaries.count) else {
                throw AdaptiveFailure(.invalidRequest("a chained payment needs 1 to 5 secondary receivers besides the primary"))
            }
            if primary.amount < secondaries.map(\.amount).sum(in: currency) { throw AdaptiveFailure(.primaryAmountTooSmall) }
        }
        switch feesPayer {
        case .primaryReceiver where shape != .chained:
            throw AdaptiveFailure(.invalidParameter("feesPayer", value: feesPayerText, because: "PRIMARYRECEIVER is for chained payments only"))
        case .secondaryOnly where shape != .chained || receivers.count != 2:
            throw AdaptiveFailure(.invalidParameter(
                "feesPayer", value: feesPayerText, because: "SECONDARYONLY is for chained payments with one secondary receiver"))
        default:
            break
        }
    }
}
