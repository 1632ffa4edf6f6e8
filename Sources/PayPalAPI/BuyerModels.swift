/// The buyer side's answers, decoded from snake_case JSON. The initializers are for answers made without a
/// backend (the library's demo mode); encoding is for keeping a checkout to resume (payPalContext).
public struct FundingSourceSummary: Codable, Sendable, Equatable {
    public var id: String
    public var type: String
    public var label: String

    public init(id: String, type: String, label: String) {
        self.id = id
        self.type = type
        self.label = label
    }
}

public struct AddressSummary: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var line1: String
    public var line2: String?
    public var city: String
    public var state: String?
    public var postalCode: String
    public var countryCode: String

    public init(
        id: String, name: String, line1: String, line2: String? = nil, city: String, state: String?, postalCode: String, countryCode: String
    ) {
        self.id = id
        self.name = name
        self.line1 = line1
        self.line2 = line2
        self.city = city
        self.state = state
        self.postalCode = postalCode
        self.countryCode = countryCode
    }
}

public struct BuyerProfile: Codable, Sendable, Equatable {
    public struct Name: Codable, Sendable, Equatable {
        public var givenName: String
        public var surname: String

        public init(givenName: String, surname: String) {
            self.givenName = givenName
            self.surname = surname
        }
    }

    public var payerId: String
    public var email: String
    public var name: Name
    public var phone: String?
    public var hasPin: Bool
    public var balances: [MoneyValue]
    public var fundingSources: [FundingSourceSummary]
    public var addresses: [AddressSummary]

    public init(
        payerId: String, email: String, name: Name, phone: String?, hasPin: Bool, balances: [MoneyValue],
        fundingSources: [FundingSourceSummary], addresses: [AddressSummary]
    ) {
        self.payerId = payerId
        self.email = email
        self.name = name
        self.phone = phone
        self.hasPin = hasPin
        self.balances = balances
        self.fundingSources = fundingSources
        self.addresses = addresses
    }
}

public struct BuyerSession: Codable, Sendable, Equatable {
    public var sessionToken: String
    public var expiresAt: String
    public var buyer: BuyerProfile

    public init(sessionToken: String, expiresAt: String, buyer: BuyerProfile) {
        self.sessionToken = sessionToken
        self.expiresAt = expiresAt
        self.buyer = buyer
    }
}

/// A pay key as the review screen shows it.
public struct PaymentReview: Codable, Sendable, Equatable {
    public struct Receiver: Codable, Sendable, Equatable {
        public var email: String?
        public var phone: String?
        public var amount: MoneyValue
        public var primary: Bool
        public var paymentType: String

        public init(email: String?, phone: String? = nil, amount: MoneyValue, primary: Bool, paymentType: String) {
            self.email = email
            self.phone = phone
            self.amount = amount
            self.primary = primary
            self.paymentType = paymentType
        }
    }

    public struct FundingOption: Codable, Sendable, Equatable {
        public var fundingSourceId: String
        public var type: String
        public var label: String
        /// The sender's fee, in `total`.
        public var fee: MoneyValue
        public var total: MoneyValue
        /// The fees the receivers pay out of what they get.
        public var receiversFee: MoneyValue?

        public init(fundingSourceId: String, type: String, label: String, fee: MoneyValue, total: MoneyValue, receiversFee: MoneyValue? = nil) {
            self.fundingSourceId = fundingSourceId
            self.type = type
            self.label = label
            self.fee = fee
            self.total = total
            self.receiversFee = receiversFee
        }
    }

    public var payKey: String
    public var status: String
    public var shape: String
    public var amount: MoneyValue
    public var receivers: [Receiver]
    public var fundingOptions: [FundingOption]?
    public var senderTotal: MoneyValue?
    /// Who pays the fees (`SENDER`, `EACHRECEIVER`…).
    public var feesPayer: String?
    /// True when the sender may choose who pays the fee of this personal payment.
    public var feesPayerChoice: Bool?

    public init(
        payKey: String, status: String, shape: String, amount: MoneyValue, receivers: [Receiver],
        fundingOptions: [FundingOption]?, senderTotal: MoneyValue?, feesPayer: String? = nil, feesPayerChoice: Bool? = nil
    ) {
        self.feesPayer = feesPayer
        self.feesPayerChoice = feesPayerChoice
        self.payKey = payKey
        self.status = status
        self.shape = shape
        self.amount = amount
        self.receivers = receivers
        self.fundingOptions = fundingOptions
        self.senderTotal = senderTotal
    }
}

/// A preapproval as the preapproval screen shows it.
public struct PreapprovalTerms: Codable, Sendable, Equatable {
    public var preapprovalKey: String
    public var status: String
    public var approved: Bool
    public var currencyCode: String
    public var startingDate: String
    public var endingDate: String
    public var maxAmountPerPayment: MoneyValue?
    public var maxNumberOfPayments: Int?
    public var maxTotalAmountOfAllPayments: MoneyValue?
    public var paymentPeriod: String
    public var pinRequired: Bool
    public var memo: String?

    public init(
        preapprovalKey: String, status: String, approved: Bool, currencyCode: String, startingDate: String, endingDate: String,
        maxAmountPerPayment: MoneyValue?, maxNumberOfPayments: Int?, maxTotalAmountOfAllPayments: MoneyValue?,
        paymentPeriod: String, pinRequired: Bool, memo: String?
    ) {
        self.preapprovalKey = preapprovalKey
        self.status = status
        self.approved = approved
        self.currencyCode = currencyCode
        self.startingDate = startingDate
        self.endingDate = endingDate
        self.maxAmountPerPayment = maxAmountPerPayment
        self.maxNumberOfPayments = maxNumberOfPayments
        self.maxTotalAmountOfAllPayments = maxTotalAmountOfAllPayments
        self.paymentPeriod = paymentPeriod
        self.pinRequired = pinRequired
        self.memo = memo
    }
}

/// What the library's initialization learns.
public struct LibraryEnvironment: Decodable, Sendable, Equatable {
    public var applicationId: String
    public var environment: String
}

/// A Braintree PayPal approval as the PayPal app and PayPal's web page show it to the buyer.
public struct HermesApproval: Codable, Sendable, Equatable {
    /// Where the buyer approves: the PayPal app (App Switch) or PayPal's web page.
    public enum Surface: String, Codable, Sendable { case app, web }

    public var token: String
    /// `checkout` or `vault`.
    public var flow: String
    public var amount: String?
    public var currencyCode: String?
    public var merchantName: String
    public var offerPayLater: Bool
    public var requestBillingAgreement: Bool
    public var appSwitch: Bool
    public var approved: Bool
    /// The Pay Later plans PayPal offers the buyer, when the merchant offers Pay Later and the amount qualifies.
    public var payLaterPlans: [PayLaterPlanOffer]?
    /// The contact module: the recipient's contact to choose from, and whether the buyer may; nil when PayPal shows none.
    public var contact: ContactChoices?

    public struct ContactChoices: Codable, Sendable, Equatable {
        public var editable: Bool
        public var choices: [RecipientContact]
    }

    /// The shipping module: the address PayPal last sent the merchant's server, the buyer's addresses, and what the
    /// merchant answered (its options and total) or why it did not go through; nil without a shipping callback.
    public var shipping: Shipping?

    public struct Shipping: Codable, Sendable, Equatable {
        public struct Option: Codable, Sendable, Equatable {
            public var id: String
            public var label: String
            /// `SHIPPING` or `PICKUP`.
            public var type: String
            public var amount: String
            public var selected: Bool
        }

        public var addressId: String?
        public var addresses: [AddressSummary]
        public var options: [Option]
        /// The order's total as the merchant answered it.
        public var total: String?
        /// The merchant's refusal (`COUNTRY_ERROR`…) or `NO_ANSWER`; nil when the last call went through.
        public var issue: String?

        public var address: AddressSummary? { addresses.first { $0.id == addressId } }
        public var selectedOption: Option? { options.first(where: \.selected) }
    }

    public var isVault: Bool { flow == "vault" }

    /// The plans on offer, none when PayPal offers no Pay Later.
    public var plans: [PayLaterPlanOffer] { payLaterPlans ?? [] }
}

/// A recipient's email and phone (E.164), as the contact module shows them and the merchant receives them.
public struct RecipientContact: Codable, Sendable, Equatable {
    public var email: String?
    public var phone: String?

    public init(email: String?, phone: String?) {
        self.email = email
        self.phone = phone
    }

    /// Itself, or nil when it holds neither.
    public var nonEmpty: RecipientContact? { email == nil && phone == nil ? nil : self }

    /// `ana@example.com · +14085550101`.
    public var text: String { [email, phone].compactMap { $0 }.joined(separator: " · ") }
}

/// A Pay Later plan PayPal offers in its review: each payment's day on PayPal's clock and amount.
public struct PayLaterPlanOffer: Codable, Sendable, Equatable {
    public struct Payment: Codable, Sendable, Equatable {
        /// `2026-12-11`.
        public var dueDate: String
        /// The moment PayPal's autopay takes it, on PayPal's clock: `2026-12-11T17:02:00Z`.
        public var dueAt: String?
        public var amount: String
    }

    /// `PAY_IN_4`, `PAY_MONTHLY_12`.
    public var id: String
    public var offer: String
    /// Pay Monthly's term; nil for Pay in 4.
    public var months: Int?
    public var payments: [Payment]
    public var totalInterest: String
    public var total: String
    /// `9.99`, in percent.
    public var apr: String
}

/// Where the buyer goes back to the merchant's app.
struct HermesRedirect: Decodable {
    var redirectUrl: String
}
