extension VaultClient {
    /// Where PayPal sends the buyer after they agree or cancel.
    public struct ExperienceContext: Codable, Sendable, Equatable {
        public var returnUrl: String?
        public var cancelUrl: String?
        public var brandName: String?

        public init(returnUrl: String? = nil, cancelUrl: String? = nil, brandName: String? = nil) {
            self.returnUrl = returnUrl
            self.cancelUrl = cancelUrl
            self.brandName = brandName
        }
    }
}
