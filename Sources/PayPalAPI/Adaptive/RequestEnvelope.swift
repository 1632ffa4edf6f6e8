extension Adaptive {
    /// What every request starts with: the language errors are written in.
    public struct RequestEnvelope: Encodable, Sendable, Equatable {
        public var errorLanguage: String

        public init(errorLanguage: String = "en_US") {
            self.errorLanguage = errorLanguage
        }
    }
}
