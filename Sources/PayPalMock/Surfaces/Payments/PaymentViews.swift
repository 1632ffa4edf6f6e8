import Foundation

/// Payments v2 resources as PayPal answers with them (snake_case on the wire).
struct AuthorizationView: Encodable, Sendable {
    var id: String
    var status: String
    var amount: MoneyView
    var invoiceId: String?
    var customId: String?
    var expirationTime: String
    var sellerProtection: SellerProtectionView?
    var createTime: String
    var updateTime: String
    var supplementaryData: SupplementaryData
    var links: [LinkView]

    init(_ authorization: PaymentAuthorization, base: String) {
        id = authorization.id
        status = authorization.status.rawValue
        amount = MoneyView(authorization.amount)
        invoiceId = authorization.invoiceId
        customId = authorization.customId
        expirationTime = Timestamp.rest(authorization.expiresAt)
        sellerProtection = authorization.sellerProtection.map(SellerProtectionView.init)
        createTime = Timestamp.rest(authorization.createdAt)
        updateTime = Timestamp.rest(authorization.updatedAt)
        supplementaryData = SupplementaryData(relatedIds: .init(orderId: authorization.orderId))
        let own = "\(base)/v2/payments/authorizations/\(authorization.id)"
        links = [
            LinkView(href: own, rel: "self", method: "GET"),
            LinkView(href: own + "/capture", rel: "capture", method: "POST"),
            LinkView(href: own + "/void", rel: "void", method: "POST"),
            LinkView(href: own + "/reauthorize", rel: "reauthorize", method: "POST"),
            LinkView(href: "\(base)/v2/checkout/orders/\(authorization.orderId)", rel: "up", method: "GET"),
        ]
    }
}

struct CaptureView: Encodable, Sendable {
    struct Breakdown: Encodable, Sendable {
        var grossAmount: MoneyView
        var paypalFee: MoneyView
        var netAmount: MoneyView
    }

    var id: String
    var status: String
    var amount: MoneyView
    var finalCapture: Bool
    var sellerProtection: SellerProtectionView?
    var sellerReceivableBreakdown: Breakdown
    var invoiceId: String?
    var customId: String?
    var createTime: String
    var updateTime: String
    var supplementaryData: SupplementaryData
    var links: [LinkView]

    init(_ capture: PaymentCapture, base: String) {
        id = capture.id
        status = capture.status.rawValue
        amount = MoneyView(capture.amount)
        finalCapture = capture.finalCapture
        sellerProtection = capture.sellerProtection.map(SellerProtectionView.init)
        sellerReceivableBreakdown = Breakdown(grossAmount: MoneyView(capture.amount), paypalFee: MoneyView(capture.fee), netAmount: MoneyView(capture.net))
        invoiceId = capture.invoiceId
        customId = capture.customId
        createTime = Timestamp.rest(capture.createdAt)
        updateTime = Timestamp.rest(capture.updatedAt)
        supplementaryData = SupplementaryData(relatedIds: .init(orderId: capture.orderId, authorizationId: capture.authorizationId))
        let own = "\(base)/v2/payments/captures/\(capture.id)"
        let up = capture.authorizationId.map { "\(base)/v2/payments/authorizations/\($0)" } ?? "\(base)/v2/checkout/orders/\(capture.orderId)"
        links = [
            LinkView(href: own, rel: "self", method: "GET"),
            LinkView(href: own + "/refund", rel: "refund", method: "POST"),
            LinkView(href: up, rel: "up", method: "GET"),
        ]
    }
}

struct RefundView: Encodable, Sendable {
    struct Breakdown: Encodable, Sendable {
        var grossAmount: MoneyView
        var netAmount: MoneyView
        var totalRefundedAmount: MoneyView
    }

    var id: String
    var status: String
    var amount: MoneyView
    var invoiceId: String?
    var customId: String?
    var noteToPayer: String?
    var sellerPayableBreakdown: Breakdown
    var createTime: String
    var updateTime: String
    var links: [LinkView]

    init(_ refund: PaymentRefund, base: String) {
        id = refund.id
        status = refund.status
        amount = MoneyView(refund.amount)
        invoiceId = refund.invoiceId
        customId = refund.customId
        noteToPayer = refund.noteToPayer
        sellerPayableBreakdown = Breakdown(
            grossAmount: MoneyView(refund.amount), netAmount: MoneyView(refund.amount), totalRefundedAmount: MoneyView(refund.totalRefunded))
        createTime = Timestamp.rest(refund.createdAt)
        updateTime = Timestamp.rest(refund.createdAt)
        links = [
            LinkView(href: "\(base)/v2/payments/refunds/\(refund.id)", rel: "self", method: "GET"),
            LinkView(href: "\(base)/v2/payments/captures/\(refund.captureId)", rel: "up", method: "GET"),
        ]
    }
}

/// `seller_protection`: the categories are left out when nothing is covered.
struct SellerProtectionView: Encodable, Sendable {
    var status: String
    var disputeCategories: [String]?

    init(_ protection: SellerProtection) {
        status = protection.status.rawValue
        disputeCategories = protection.disputeCategories.isEmpty ? nil : protection.disputeCategories.map(\.rawValue)
    }
}

/// `supplementary_data.related_ids`: the order (and authorization) a payment belongs to.
struct SupplementaryData: Encodable, Sendable {
    struct RelatedIds: Encodable, Sendable {
        var orderId: String
        var authorizationId: String?
    }

    var relatedIds: RelatedIds
}
