import Foundation
import PayPalVocabulary

/// What the buyer side answers with (snake_case on the wire). Money is PayPal's `{currency_code, value}`.
struct MoneyView: Encodable, Sendable {
    var currencyCode: String
    var value: String

    init(_ money: Money) {
        currencyCode = money.currency.code
        value = money.text
    }
}

struct BuyerView: Encodable, Sendable {
    struct Name: Encodable, Sendable {
        var givenName: String
        var surname: String
    }

    struct FundingSourceView: Encodable, Sendable {
        var id: String
        var type: String
        var label: String
    }

    var payerId: String
    var email: String
    var name: Name
    var phone: String?
    var hasPin: Bool
    var balances: [MoneyView]
    var fundingSources: [FundingSourceView]
    var addresses: [Address]

    init(_ buyer: BuyerAccount) {
        payerId = buyer.id
        email = buyer.email
        name = Name(givenName: buyer.givenName, surname: buyer.surname)
        phone = buyer.phone
        hasPin = buyer.pin != nil
        balances = buyer.balances.keys.sorted().compactMap { code in
            Currency(code: code).map { MoneyView(buyer.balance(in: $0)) }
        }
        fundingSources = buyer.fundingSources.map { FundingSourceView(id: $0.id, type: $0.kind.rawValue, label: $0.label) }
        addresses = buyer.addresses
    }
}

struct SessionView: Encodable, Sendable {
    var sessionToken: String
    var expiresAt: String
    var buyer: BuyerView
}

/// A pay key as the library's review screen shows it.
struct PaymentReview: Encodable, Sendable {
    struct Item: Encodable, Sendable {
        var name: String
        var identifier: String?
        var price: MoneyView
        var itemPrice: MoneyView?
        var itemCount: Int?
    }

    struct Receiver: Encodable, Sendable {
        var email: String?
        var phone: String?
        var amount: MoneyView
        var primary: Bool
        var paymentType: String
        var description: String?
        var items: [Item]?
        var tax: MoneyView?
        var shipping: MoneyView?
        var transactionId: String?
        var transactionStatus: String?
    }

    /// What paying with one funding source would cost the buyer.
    struct FundingOption: Encodable, Sendable {
        var fundingSourceId: String
        var type: String
        var label: String
        /// The sender's fee, in `total`.
        var fee: MoneyView
        var total: MoneyView
        /// The fees the receivers pay out of what they get, for the sender to see who pays what.
        var receiversFee: MoneyView
    }

    var payKey: String
    var status: String
    var actionType: String
    var shape: String
    var feesPayer: String
    /// For a personal payment, whether the sender may choose who pays the fee; absent for other payments.
    var feesPayerChoice: Bool?
    var memo: String?
    var amount: MoneyView
    var expiresAt: String
    var receivers: [Receiver]
    var fundingOptions: [FundingOption]?
    var senderFee: MoneyView?
    var senderTotal: MoneyView?
    var fundingSourceId: String?
    var shippingAddress: Address?

    init(_ record: PayKeyRecord, for buyer: BuyerAccount?, at now: Date) {
        payKey = record.id
        status = record.status(at: now).rawValue
        actionType = record.actionType.rawValue
        shape = record.shape.rawValue
        feesPayer = record.feesPayer.rawValue
        memo = record.memo
        amount = MoneyView(record.baseAmount)
        expiresAt = Timestamp.rest(record.expiresAt)
        receivers = record.receivers.map { receiver in
            Receiver(
                email: receiver.email, phone: receiver.phone, amount: MoneyView(receiver.amount), primary: receiver.isPrimary,
                paymentType: receiver.paymentType.rawValue, description: receiver.description,
                items: receiver.invoice?.items.map {
                    Item(name: $0.name, identifier: $0.identifier, price: MoneyView($0.price),
                         itemPrice: $0.itemPrice.map(MoneyView.init), itemCount: $0.itemCount)
                },
                tax: receiver.invoice.map { MoneyView($0.totalTax) },
                shipping: receiver.invoice.map { MoneyView($0.totalShipping) },
                transactionId: receiver.transactionId, transactionStatus: receiver.transactionStatus?.rawValue)
        }
        if record.status == .completed {
            senderFee = MoneyView(record.senderFee)
            senderTotal = MoneyView(record.senderTotal)
            fundingSourceId = record.fundingSourceId
            shippingAddress = record.shippingAddress
        } else if let buyer {
            fundingOptions = buyer.fundingSources.map { source in
                var priced = record
                priced.assignFees(fundedBy: source.kind)
                return FundingOption(
                    fundingSourceId: source.id, type: source.kind.rawValue, label: source.label,
                    fee: MoneyView(priced.senderFee), total: MoneyView(priced.senderTotal),
                    receiversFee: MoneyView(priced.receivers.map(\.fee).sum(in: priced.currency)))
            }
        }
    }
}

/// A preapproval as the library's preapproval screen shows it.
struct PreapprovalReview: Encodable, Sendable {
    var preapprovalKey: String
    var status: String
    var approved: Bool
    var currencyCode: String
    var startingDate: String
    var endingDate: String
    var maxAmountPerPayment: MoneyView?
    var maxNumberOfPayments: Int?
    var maxNumberOfPaymentsPerPeriod: Int?
    var maxTotalAmountOfAllPayments: MoneyView?
    var paymentPeriod: String
    var pinRequired: Bool
    var memo: String?
    var fundingSourceId: String?

    init(_ record: PreapprovalRecord, at now: Date) {
        preapprovalKey = record.id
        status = record.status(at: now).rawValue
        approved = record.approved
        currencyCode = record.currency.code
        startingDate = Timestamp.rest(record.startingDate)
        endingDate = Timestamp.rest(record.endingDate)
        maxAmountPerPayment = record.maxAmountPerPayment.map(MoneyView.init)
        maxNumberOfPayments = record.maxNumberOfPayments
        maxNumberOfPaymentsPerPeriod = record.maxNumberOfPaymentsPerPeriod
        maxTotalAmountOfAllPayments = record.maxTotalAmountOfAllPayments.map(MoneyView.init)
        paymentPeriod = record.paymentPeriod.rawValue
        pinRequired = record.pinType == .required
        memo = record.memo
        fundingSourceId = record.fundingSourceId
    }
}
