extension Adaptive {
    /// The receivers a payment could not pay, and why (`payErrorList`).
    public struct PayErrorList: Decodable, Sendable, Equatable {
        public struct PayError: Decodable, Sendable, Equatable {
            public var receiver: ReceiverInfo
            public var error: ErrorData
        }

        public var payError: [PayError]
    }

    /// One of PayPal's Adaptive errors: `580022`, its message, and the fields it is about.
    public struct ErrorData: Decodable, Sendable, Equatable {
        public var errorId: String
        public var severity: String?
        public var category: String?
        public var message: String
        public var parameter: [String]?
    }
}
