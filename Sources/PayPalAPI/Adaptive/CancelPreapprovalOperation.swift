extension Adaptive {
    /// `CancelPreapproval`: no more payments under the preapproval.
    public struct CancelPreapprovalRequest: AdaptiveRequest, Equatable {
        public typealias Response = CancelPreapprovalResponse
        public static let operation = "CancelPreapproval"

        public var requestEnvelope = RequestEnvelope()
        public var preapprovalKey: String

        public init(preapprovalKey: String) {
            self.preapprovalKey = preapprovalKey
        }
    }

    /// The envelope alone: the preapproval is canceled.
    public struct CancelPreapprovalResponse: Decodable, Sendable, Equatable {
        public var responseEnvelope: ResponseEnvelope
    }
}
