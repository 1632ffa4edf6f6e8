/// The buyer side's answers, decoded from snake_case JSON.
public struct MoneyValue: Decodable, Sendable, Equatable {
    public var currencyCode: String
    public var value: String

    public init(currencyCode: String, value: String) {
        self.currencyCode = currencyCode
        self.value = value
    }
}

public struct FundingSourceSummary: Decodable, Sendable, Equatable {
    public var id: String
    public var type: String
    public var label: String
}

public struct AddressSummary: Decodable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var line1: String
    public var line2: String?
    public var city: String
    public var state: String?
    public var postalCode: String
    public var countryCode: String
}

public struct BuyerProfile: Decodable, Sendable, Equatable {
    public struct Name: Decodable, Sendable, Equatable {
        public var givenName: String
        public var surname: String
    }

    public var payerId: String
    public var email: String
    public var name: Name
    public var phone: String?
    public var hasPin: Bool
    public var balances: [MoneyValue]
    public var fundingSources: [FundingSourceSummary]
    public var addresses: [AddressSummary]
}

public struct BuyerSession: Decodable, Sendable, Equatable {
    public var sessionToken: String
    public var expiresAt: String
    public var buyer: BuyerProfile
}

/// A pay key as the review screen shows it.
public struct PaymentReview: Decodable, Sendable, Equatable {
    public struct Receiver: Decodable, Sendable, Equatable {
        public var email: String?
        public var phone: String?
        public var amount: MoneyValue
        public var primary: Bool
        public var paymentType: String
    }

    public struct FundingOption: Decodable, Sendable, Equatable {
        public var fundingSourceId: String
        public var type: String
        public var label: String
        public var fee: MoneyValue
        public var total: MoneyValue
    }

    public var payKey: String
    public var status: String
    public var shape: String
    public var amount: MoneyValue
    public var receivers: [Receiver]
    public var fundingOptions: [FundingOption]?
    public var senderTotal: MoneyValue?
}

/// A preapproval as the preapproval screen shows it.
public struct PreapprovalTerms: Decodable, Sendable, Equatable {
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
}

/// What the library's initialization learns.
public struct LibraryEnvironment: Decodable, Sendable, Equatable {
    public var applicationId: String
    public var environment: String
}
