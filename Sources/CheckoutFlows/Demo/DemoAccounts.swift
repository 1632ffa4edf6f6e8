import PayPalAPI

/// The buyers demo mode knows, shaped like the backend's seeded personas, so the same log-ins work offline.
enum DemoAccounts {
    struct Buyer: Sendable {
        var profile: BuyerProfile
        var password: String
        var pin: String?
        /// The PayPal balance in US cents.
        var balance: Int64
    }

    static let password = "pass1234"

    static let buyers: [Buyer] = [
        Buyer(
            profile: BuyerProfile(
                payerId: "BUYERALEX2345", email: "alex@payterm.test", name: .init(givenName: "Alex", surname: "Rivera"),
                phone: "+14085550101", hasPin: true, balances: [],
                fundingSources: [
                    FundingSourceSummary(id: "FS-ALEX-BALANCE", type: "BALANCE", label: "PayPal balance"),
                    FundingSourceSummary(id: "FS-ALEX-BANK", type: "BANK", label: "Chase Checking x6789"),
                    FundingSourceSummary(id: "FS-ALEX-VISA", type: "CARD", label: "Visa x4242"),
                ],
                addresses: [
                    AddressSummary(
                        id: "AD-ALEX-HOME", name: "Alex Rivera", line1: "2211 N First St", city: "San Jose", state: "CA",
                        postalCode: "95131", countryCode: "US"),
                    AddressSummary(
                        id: "AD-ALEX-WORK", name: "Alex Rivera", line1: "500 Howard St", line2: "Floor 4", city: "San Francisco",
                        state: "CA", postalCode: "94105", countryCode: "US"),
                ]),
            password: password, pin: "1234", balance: 50_000),
        Buyer(
            profile: BuyerProfile(
                payerId: "BUYERNUUR2346", email: "noor@payterm.test", name: .init(givenName: "Noor", surname: "Haddad"),
                phone: "+14085550102", hasPin: false, balances: [],
                fundingSources: [
                    FundingSourceSummary(id: "FS-NOOR-BALANCE", type: "BALANCE", label: "PayPal balance"),
                    FundingSourceSummary(id: "FS-NOOR-MC", type: "CARD", label: "Mastercard x5454"),
                ],
                addresses: [
                    AddressSummary(
                        id: "AD-NOOR-HOME", name: "Noor Haddad", line1: "88 Elm Ave", city: "Austin", state: "TX",
                        postalCode: "78701", countryCode: "US"),
                ]),
            password: password, pin: nil, balance: 8_000),
    ]
}
