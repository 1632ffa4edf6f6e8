extension AdminClient {
    /// A buyer and what it rehearses. A seeded buyer's password and PIN are demo ones, printed in Docs/running-a-backend.md, yet
    /// still `Secret`s: nothing shows them by accident. A buyer a tester added comes without either.
    public struct Persona: Decodable, Sendable, Equatable {
        public var email: String
        public var password: Secret?
        public var phone: String?
        public var pin: Secret?
        public var rehearses: String

        private enum CodingKeys: String, CodingKey { case email, password, phone, pin, rehearses }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            email = try container.decode(String.self, forKey: .email)
            password = try container.decodeIfPresent(String.self, forKey: .password).map { Secret($0) }
            phone = try container.decodeIfPresent(String.self, forKey: .phone)
            pin = try container.decodeIfPresent(String.self, forKey: .pin).map { Secret($0) }
            rehearses = try container.decode(String.self, forKey: .rehearses)
        }
    }
}
