import Foundation
import PayPalAPI

/// The MPL's demonstration mode (`ENV_NONE`): every call the library and the merchant's server make is answered
/// from data held here, with no network. Payments, PINs and preapprovals are remembered for the life of the value,
/// so every screen behaves as it does against a backend.
public actor DemoPayPal: CheckoutService, MerchantService {
    struct Payment {
        var order: CheckoutOrder
        var expiresAt: Date
        var status = "CREATED"
        var senderTotal: Money?
    }

    struct Preapproval {
        var terms: MerchantServer.Terms
        var startingDate: Date
        var approved = false
        var senderEmail: String?
        var pin: String?
        var payments = 0
        var paid: Money
    }

    /// An unapproved pay key lasts 3 hours, as PayPal's do.
    static let payKeyLifetime: TimeInterval = 3 * 60 * 60

    private let now: @Sendable () -> Date
    private var buyers: [String: DemoAccounts.Buyer]
    private var sessions: [String: String] = [:]
    private var payments: [String: Payment] = [:]
    private var preapprovals: [String: Preapproval] = [:]

    /// `now` is the clock pay keys expire by.
    public init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
        buyers = Dictionary(uniqueKeysWithValues: DemoAccounts.buyers.map { ($0.profile.payerId, $0) })
    }

    // MARK: The library

    public func initialize() async throws {}

    public func logIn(email: String, password: String) async throws -> BuyerSession {
        let buyer = buyers.values.first { $0.profile.email.caseInsensitiveCompare(email) == .orderedSame }
        guard let buyer, buyer.password == password else { throw Self.wrongLogin }
        return startSession(for: buyer)
    }

    public func logIn(phone: String, pin: String) async throws -> BuyerSession {
        let digits = phone.filter(\.isASCIIDigit)
        let buyer = buyers.values.first { $0.profile.phone?.filter(\.isASCIIDigit) == digits }
        guard let buyer, buyer.pin == pin else { throw Self.wrongLogin }
        return startSession(for: buyer)
    }

    public func createPayment(_ order: CheckoutOrder, session: String) async throws -> String {
        _ = try buyer(session)
        let payKey = "AP-" + Self.identifier()
        payments[payKey] = Payment(order: order, expiresAt: now().addingTimeInterval(Self.payKeyLifetime))
        return payKey
    }

    public func review(payKey: String, session: String) async throws -> PaymentReview {
        let buyer = try buyer(session)
        return review(try payment(payKey), payKey: payKey, for: buyer)
    }

    public func approve(payKey: String, fundingSourceId: String, shippingAddressId: String?, session: String) async throws -> PaymentReview {
        var buyer = try buyer(session)
        var payment = try payment(payKey)
        switch payment.status {
        case "CREATED": break
        case "EXPIRED": throw Self.refusal("PAY_KEY_EXPIRED", "This pay key expired 3 hours after it was made: the merchant has to start again.")
        default: throw Self.refusal("PAYMENT_ALREADY_MADE", "This pay key has been used to make a payment already.")
        }
        guard let source = buyer.profile.fundingSources.first(where: { $0.id == fundingSourceId }) else {
            throw Self.refusal("INVALID_FUNDING_SOURCE", "\(fundingSourceId) is not one of this buyer's funding sources.")
        }
        let total = payment.order.total + senderFee(payment.order, fundedBy: source.type)
        if source.type == "BALANCE" {
            guard buyer.balance >= total.minorUnits else {
                let balance = Money(minorUnits: buyer.balance, currency: .usd)
                throw Self.refusal("INSUFFICIENT_FUNDS", "The balance (\(balance.text) USD) does not cover \(total.text): choose another way to pay.")
            }
            buyer.balance -= total.minorUnits
            buyers[buyer.profile.payerId] = buyer
        }
        payment.status = "COMPLETED"
        payment.senderTotal = total
        payments[payKey] = payment
        return review(payment, payKey: payKey, for: buyer)
    }

    public func createPIN(_ pin: String, session: String) async throws -> BuyerProfile {
        var buyer = try buyer(session)
        guard buyer.pin == nil else { throw Self.refusal("PIN_ALREADY_SET", "This account has a PIN already.") }
        buyer.pin = pin
        buyer.profile.hasPin = true
        buyers[buyer.profile.payerId] = buyer
        return profile(of: buyer)
    }

    public func preapproval(key: String, session: String) async throws -> PreapprovalTerms {
        _ = try buyer(session)
        return terms(try preapproval(key), key: key)
    }

    public func agree(preapprovalKey: String, fundingSourceId: String?, pin: String?, session: String) async throws -> PreapprovalTerms {
        let buyer = try buyer(session)
        var preapproval = try preapproval(preapprovalKey)
        guard !preapproval.approved else {
            throw Self.refusal("PREAPPROVAL_ALREADY_APPROVED", "This preapproval has been agreed to already.")
        }
        if preapproval.terms.pinRequired {
            guard let pin, (4...8).contains(pin.count), pin.allSatisfy(\.isASCIIDigit) else {
                throw Self.refusal("INVALID_PARAMETER_VALUE", "This preapproval needs a PIN of 4 to 8 digits.", status: 400)
            }
            preapproval.pin = pin
        }
        preapproval.approved = true
        preapproval.senderEmail = buyer.profile.email
        preapprovals[preapprovalKey] = preapproval
        return terms(preapproval, key: preapprovalKey)
    }

    // MARK: The merchant's server

    public func createPreapproval(_ terms: MerchantServer.Terms) async throws -> String {
        let key = "PA-" + Self.identifier()
        preapprovals[key] = Preapproval(terms: terms, startingDate: now(), paid: .zero(terms.maxTotal.currency))
        return key
    }

    public func pay(_ amount: Money, to receiver: String, preapprovalKey: String, senderEmail: String, pin: String?) async throws
        -> MerchantServer.PreapprovedPayment
    {
        var preapproval = try preapproval(preapprovalKey)
        let terms = preapproval.terms
        guard preapproval.approved, preapproval.senderEmail?.caseInsensitiveCompare(senderEmail) == .orderedSame else {
            throw Self.refusal("579024", "The preapproval key has not been agreed to by \(senderEmail).")
        }
        guard !terms.pinRequired || pin == preapproval.pin else {
            throw Self.refusal("580022", "Invalid request parameter: pin with value **** (The PIN is not the one the buyer created)")
        }
        guard amount <= terms.maxAmountPerPayment, preapproval.payments < terms.maxNumberOfPayments,
              preapproval.paid + amount <= terms.maxTotal
        else { throw Self.refusal("579031", "The payment is more than the preapproval allows.") }
        preapproval.payments += 1
        preapproval.paid = preapproval.paid + amount
        preapprovals[preapprovalKey] = preapproval
        return MerchantServer.PreapprovedPayment(payKey: "AP-" + Self.identifier(), status: "COMPLETED")
    }

    // MARK: Canned answers

    private func startSession(for buyer: DemoAccounts.Buyer) -> BuyerSession {
        let token = "DEMO-" + Self.identifier()
        sessions[token] = buyer.profile.payerId
        let expiry = now().addingTimeInterval(60 * 60).formatted(.iso8601)
        return BuyerSession(sessionToken: token, expiresAt: expiry, buyer: profile(of: buyer))
    }

    private func profile(of buyer: DemoAccounts.Buyer) -> BuyerProfile {
        var profile = buyer.profile
        profile.balances = [MoneyValue(Money(minorUnits: buyer.balance, currency: .usd))]
        return profile
    }

    private func buyer(_ session: String) throws -> DemoAccounts.Buyer {
        guard let id = sessions[session], let buyer = buyers[id] else {
            throw Self.refusal("INVALID_SESSION", "The buyer session is missing or has expired: log in again.", status: 401)
        }
        return buyer
    }

    /// The payment, marked expired once its 3 hours are up.
    private func payment(_ payKey: String) throws -> Payment {
        guard var payment = payments[payKey] else { throw Self.refusal("RESOURCE_NOT_FOUND", "There is no pay key \(payKey).", status: 404) }
        if payment.status == "CREATED", now() >= payment.expiresAt {
            payment.status = "EXPIRED"
            payments[payKey] = payment
        }
        return payment
    }

    private func preapproval(_ key: String) throws -> Preapproval {
        guard let preapproval = preapprovals[key] else {
            throw Self.refusal("RESOURCE_NOT_FOUND", "There is no preapproval key \(key).", status: 404)
        }
        return preapproval
    }

    private func review(_ payment: Payment, payKey: String, for buyer: DemoAccounts.Buyer) -> PaymentReview {
        let order = payment.order
        let shape = order.receivers.contains(where: \.isPrimary) ? "chained" : order.receivers.count == 1 ? "simple" : "parallel"
        let receivers = order.receivers.map {
            PaymentReview.Receiver(email: $0.email, amount: MoneyValue($0.amount), primary: $0.isPrimary, paymentType: order.purpose.paymentType)
        }
        let options = payment.status != "CREATED" ? nil : buyer.profile.fundingSources.map { source in
            let fee = senderFee(order, fundedBy: source.type)
            return PaymentReview.FundingOption(
                fundingSourceId: source.id, type: source.type, label: source.label, fee: MoneyValue(fee), total: MoneyValue(order.total + fee))
        }
        return PaymentReview(
            payKey: payKey, status: payment.status, shape: shape, amount: MoneyValue(order.total), receivers: receivers,
            fundingOptions: options, senderTotal: payment.senderTotal.map(MoneyValue.init))
    }

    private func terms(_ preapproval: Preapproval, key: String) -> PreapprovalTerms {
        let terms = preapproval.terms
        let ending = preapproval.startingDate.addingTimeInterval(365 * 24 * 60 * 60)
        return PreapprovalTerms(
            preapprovalKey: key, status: "ACTIVE", approved: preapproval.approved, currencyCode: terms.maxTotal.currency.code,
            startingDate: preapproval.startingDate.formatted(.iso8601), endingDate: ending.formatted(.iso8601),
            maxAmountPerPayment: MoneyValue(terms.maxAmountPerPayment), maxNumberOfPayments: terms.maxNumberOfPayments,
            maxTotalAmountOfAllPayments: MoneyValue(terms.maxTotal), paymentPeriod: "NO_PERIOD_SPECIFIED",
            pinRequired: terms.pinRequired, memo: terms.memo)
    }

    /// PayPal's fee when the sender pays it: 2.9 % plus 30 cents a transfer, none on personal payments from
    /// balance or bank.
    private func senderFee(_ order: CheckoutOrder, fundedBy type: String) -> Money {
        let currency = order.currency
        guard order.feesPayer == "SENDER", order.purpose != .personal || type == "CARD" else { return .zero(currency) }
        return order.receivers.map { $0.amount.share(basisPoints: 290) + Money(minorUnits: 30, currency: currency) }.sum(in: currency)
    }

    private static var wrongLogin: PayPalAPIError { refusal("INVALID_CREDENTIALS", "The login details are not right.", status: 401) }

    private static func refusal(_ code: String, _ message: String, status: Int = 422) -> PayPalAPIError {
        let correlationId = String((0..<13).map { _ in "0123456789abcdef".randomElement()! })
        return PayPalAPIError(code: code, message: message, correlationId: correlationId, httpStatus: status)
    }

    /// 17 upper-case alphanumerics, as PayPal's identifiers have.
    private static func identifier() -> String {
        String((0..<17).map { _ in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".randomElement()! })
    }
}
