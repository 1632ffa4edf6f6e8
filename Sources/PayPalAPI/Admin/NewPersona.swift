import PayPalVocabulary

extension AdminClient {
    /// A buyer to add beside the seeded ones (`POST /payterm/v1/personas`): it logs in and pays as they do.
    public struct NewPersona: Encodable, Sendable, Equatable {
        /// A card the buyer can pay with: its brand (`VISA`, `MASTERCARD`, `AMEX`, `DISCOVER`, `JCB`) and last digits.
        public struct Card: Encodable, Sendable, Equatable {
            public var brand: String
            public var lastDigits: String

            public init(brand: String, lastDigits: String) {
                self.brand = brand
                self.lastDigits = lastDigits
            }
        }

        /// A bank account the buyer can pay with: its name as the library shows it, and its last digits.
        public struct Bank: Encodable, Sendable, Equatable {
            public var name: String
            public var lastDigits: String

            public init(name: String, lastDigits: String) {
                self.name = name
                self.lastDigits = lastDigits
            }
        }

        /// The buyer's home address, in their country: where goods ship.
        public struct Address: Encodable, Sendable, Equatable {
            public var line1: String
            public var city: String
            public var state: String?
            public var postalCode: String

            public init(line1: String, city: String, state: String? = nil, postalCode: String) {
                self.line1 = line1
                self.city = city
                self.state = state
                self.postalCode = postalCode
            }
        }

        public var email: String
        public var password: Secret
        /// With its country code; needed for a PIN, which is for phone login.
        public var phone: String?
        public var pin: Secret?
        public var givenName: String
        public var surname: String
        /// ISO 3166-1, two capital letters: `GB`.
        public var countryCode: String
        public var balance: Money
        public var card: Card?
        public var bank: Bank?
        public var address: Address?

        public init(
            email: String, password: Secret, phone: String? = nil, pin: Secret? = nil, givenName: String, surname: String,
            countryCode: String, balance: Money, card: Card? = nil, bank: Bank? = nil, address: Address? = nil
        ) {
            self.email = email
            self.password = password
            self.phone = phone
            self.pin = pin
            self.givenName = givenName
            self.surname = surname
            self.countryCode = countryCode
            self.balance = balance
            self.card = card
            self.bank = bank
            self.address = address
        }

        private enum CodingKeys: String, CodingKey { case email, password, phone, pin, givenName, surname, countryCode, balance, card, bank, address }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(email, forKey: .email)
            try container.encode(SentSecret(secret: password), forKey: .password)
            try container.encodeIfPresent(phone, forKey: .phone)
            try container.encodeIfPresent(pin.map(SentSecret.init), forKey: .pin)
            try container.encode(givenName, forKey: .givenName)
            try container.encode(surname, forKey: .surname)
            try container.encode(countryCode, forKey: .countryCode)
            try container.encode(MoneyValue(balance), forKey: .balance)
            try container.encodeIfPresent(card, forKey: .card)
            try container.encodeIfPresent(bank, forKey: .bank)
            try container.encodeIfPresent(address, forKey: .address)
        }
    }
}
