/// The seeded accounts every fresh or reset backend starts with. Docs/running-a-backend.md documents them; keep the two in step.
public enum Personas {
    /// The password of every seeded buyer.
    public static let password = "pass1234"
    /// The Braintree merchant login the connect page ("Connect with Braintree") knows, with `password`: it connects
    /// the merchant whose gateway keys are configured.
    public static let braintreeMerchantEmail = "merchant@braintree.example.com"

    /// A one-line summary of a buyer, for `payterm serve` and `GET /payterm/v1/personas`. Only the seeded buyers'
    /// demo password and PIN, which Docs/running-a-backend.md prints, are shown; a buyer a tester added shows neither.
    public struct Summary: Sendable, Encodable {
        public var email: String
        public var password: String?
        public var phone: String?
        public var pin: String?
        public var rehearses: String
    }

    /// The login PINs of the seeded buyers who have one, in clear for the banner and Docs/running-a-backend.md: the store keeps
    /// only their hashes.
    static let pins = ["alex@personal.example.com": "1234", "kenji@personal.example.com": "2580"]

    /// The seeded secrets, hashed ahead of time: the salt is fixed in the source, which hides nothing worth hiding
    /// for secrets the docs print, and a backend seeds with no key derivation at all (the terminal's "ready").
    /// `SeededSecretTests` checks each matches its text.
    static let hashedPassword = StoredSecret(hashedAhead: "$pbkdf2-sha256$i=20000$OM92PGsUzUzpSr0QRxIW2g==$ro4G3fT2JlomcrpGGsH846E/VEJ6wtBKowCI+BRJDSY=")
    static let hashedPINs = [
        "1234": StoredSecret(hashedAhead: "$pbkdf2-sha256$i=20000$vI9pBFrdxXPDjiCanAW/Rg==$dtqCFSdkg0GyRboiomjBMnkzx36Uy4gi/fvxAQlgB+0="),
        "2580": StoredSecret(hashedAhead: "$pbkdf2-sha256$i=20000$DosRYFThc5srFG2FvPySSg==$0w2WfN5VsImT13p+9lkV7l96ZCljXmIymkD0SWdlANU="),
    ]

    static let buyers: [(account: BuyerAccount, rehearses: String)] = [
        (BuyerAccount(
            id: "BUYERALEX2345", email: "alex@personal.example.com", givenName: "Alex", surname: "Rivera",
            phone: "+14085550101", password: hashedPassword, pin: hashedPINs["1234"], balances: ["USD": 50_000],
            fundingSources: [
                FundingSource(id: "FS-ALEX-BALANCE", kind: .balance, label: "PayPal balance"),
                FundingSource(id: "FS-ALEX-BANK", kind: .bank, label: "Chase Checking x6789"),
                FundingSource(id: "FS-ALEX-VISA", kind: .card, label: "Visa x4242"),
            ],
            addresses: [
                Address(id: "AD-ALEX-HOME", name: "Alex Rivera", line1: "2211 N First St", city: "San Jose", state: "CA", postalCode: "95131", countryCode: "US"),
                Address(id: "AD-ALEX-WORK", name: "Alex Rivera", line1: "500 Howard St", line2: "Floor 4", city: "San Francisco", state: "CA", postalCode: "94105", countryCode: "US"),
            ],
            venmo: VenmoUser(username: "alex-rivera", userId: "Venmo-Alex-2345")),
         "everything works: balance, bank and card, two addresses, phone login"),
        (BuyerAccount(
            id: "BUYERNUUR2346", email: "noor@personal.example.com", givenName: "Noor", surname: "Haddad",
            phone: "+14085550102", password: hashedPassword, balances: ["USD": 8_000],
            fundingSources: [
                FundingSource(id: "FS-NOOR-BALANCE", kind: .balance, label: "PayPal balance"),
                FundingSource(id: "FS-NOOR-MC", kind: .card, label: "Mastercard x5454"),
            ],
            addresses: [
                Address(id: "AD-NOOR-HOME", name: "Noor Haddad", line1: "88 Elm Ave", city: "Austin", state: "TX", postalCode: "78701", countryCode: "US"),
            ],
            venmo: VenmoUser(username: "noor-haddad", userId: "Venmo-Noor-2346")),
         "no PIN yet: the library offers Create PIN after paying"),
        (BuyerAccount(
            id: "BUYERDANA2347", email: "dana@personal.example.com", givenName: "Dana", surname: "Okafor",
            phone: "+14085550103", password: hashedPassword, balances: ["USD": 0],
            fundingSources: [
                FundingSource(id: "FS-DANA-BANK", kind: .bank, label: "Wells Fargo x1111", declines: true),
                FundingSource(id: "FS-DANA-VISA", kind: .card, label: "Visa x0002", declines: true),
            ],
            addresses: [
                Address(id: "AD-DANA-HOME", name: "Dana Okafor", line1: "19 Harbor Rd", city: "Portland", state: "OR", postalCode: "97205", countryCode: "US"),
            ],
            venmo: VenmoUser(username: "dana-okafor", userId: "Venmo-Dana-2347")),
         "every funding source is declined"),
        (BuyerAccount(
            id: "BUYERLEEK2348", email: "lee@personal.example.com", givenName: "Lee", surname: "Kim",
            password: hashedPassword, balances: ["USD": 420],
            fundingSources: [
                FundingSource(id: "FS-LEE-BALANCE", kind: .balance, label: "PayPal balance"),
                FundingSource(id: "FS-LEE-DISCOVER", kind: .card, label: "Discover x1117"),
            ],
            addresses: [
                Address(id: "AD-LEE-HOME", name: "Lee Kim", line1: "7 Birch Ln", city: "Denver", state: "CO", postalCode: "80202", countryCode: "US"),
            ],
            venmo: VenmoUser(username: "lee-kim", userId: "Venmo-Lee-2348")),
         "a balance of $4.20, too little for most payments, so the review offers the card; no phone yet, so Create PIN asks for one"),
        (BuyerAccount(
            id: "BUYERKENJ2349", email: "kenji@personal.example.com", givenName: "Kenji", surname: "Sato",
            phone: "+819055550105", password: hashedPassword, pin: hashedPINs["2580"], balances: ["JPY": 20_000, "USD": 10_000],
            fundingSources: [
                FundingSource(id: "FS-KENJI-BALANCE", kind: .balance, label: "PayPal balance"),
                FundingSource(id: "FS-KENJI-JCB", kind: .card, label: "JCB x3566"),
            ],
            addresses: [
                Address(id: "AD-KENJI-HOME", name: "佐藤 健二", line1: "千代田区丸の内1-1", city: "東京都", postalCode: "100-0005", countryCode: "JP"),
            ]),
         "a Japanese buyer with yen and dollars, phone login"),
        (BuyerAccount(
            id: "BUYERSAMP2352", email: "sam@personal.example.com", givenName: "Sam", surname: "Park",
            phone: "+14085550106", password: hashedPassword, balances: ["USD": 30_000],
            fundingSources: [
                FundingSource(id: "FS-SAM-BALANCE", kind: .balance, label: "PayPal balance"),
                FundingSource(id: "FS-SAM-VISA", kind: .card, label: "Visa x1881"),
            ],
            addresses: [
                Address(id: "AD-SAM-HOME", name: "Sam Park", line1: "410 Lake St", city: "Seattle", state: "WA", postalCode: "98101", countryCode: "US"),
            ],
            restriction: .sendingLimitReached, venmo: VenmoUser(username: "sam-park", userId: "Venmo-Sam-2352")),
         "a sending limit reached: every payment fails at PayPal after the review (paymentFailed with a correlation id)"),
        (BuyerAccount(
            id: "BUYERLENA2353", email: "lena@personal.example.com", givenName: "Lena", surname: "Becker",
            password: hashedPassword, balances: ["EUR": 25_000],
            fundingSources: [FundingSource(id: "FS-LENA-BALANCE", kind: .balance, label: "PayPal balance")],
            addresses: [
                Address(id: "AD-LENA-HOME", name: "Lena Becker", line1: "Torstraße 109", city: "Berlin", postalCode: "10119", countryCode: "DE"),
            ]),
         "lives in Germany: she pays the fees of personal payments sent to her, so senders get no fee choice"),
    ]

    /// Businesses that receive payments. The API caller is the first one.
    static let merchants: [MerchantAccount] = [
        MerchantAccount(id: "MERCHSTRE2345", email: "merchant@business.example.com", businessName: "PayTerm Demo Store"),
        MerchantAccount(id: "MERCHPART2346", email: "partner@business.example.com", businessName: "Partner Outfitters"),
        MerchantAccount(id: "MERCHAGNT2347", email: "agent@business.example.com", businessName: "Wayfarer Travel Agency"),
        MerchantAccount(id: "MERCHHTEL2348", email: "hotel@business.example.com", businessName: "Harbor Hotel"),
        MerchantAccount(id: "MERCHCHAR2349", email: "charity@business.example.com", businessName: "Open Code Foundation"),
    ]

    public static var summaries: [Summary] {
        buyers.map { buyer, rehearses in
            Summary(email: buyer.email, password: password, phone: buyer.phone, pin: pins[buyer.email], rehearses: rehearses)
        }
    }

    public static var merchantEmails: [String] { merchants.map(\.email) }
}
