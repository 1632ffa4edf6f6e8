extension AdminClient {
    /// One exchange the backend journaled, secrets masked: passwords, PINs, signatures, tokens and card numbers
    /// read `****`.
    public struct JournalEntry: Codable, Sendable, Equatable {
        public struct Request: Codable, Sendable, Equatable {
            /// Names lower-cased.
            public var headers: [String: String]
            /// Parsed JSON, or the text (a form, NV or XML body), or `{"truncated_text", "bytes"}` past 8 KB.
            public var body: AnyJSON?
        }

        public struct Response: Codable, Sendable, Equatable {
            /// The status line sent; nil when a fault kept the answer from the client.
            public var status: Int?
            /// The headers the backend set, names lower-cased (nil in entries an earlier PayTerm wrote).
            public var headers: [String: String]?
            public var body: AnyJSON?
        }

        public var time: String
        /// The `Paypal-Debug-Id` the answer carried.
        public var debugId: String
        public var method: String
        public var path: String
        /// The status the client saw: 0 when a fault kept the answer from it.
        public var status: Int
        public var durationMilliseconds: Int
        public var request: Request
        public var response: Response
        /// The `responseEnvelope.correlationId` of an Adaptive Payments answer.
        public var correlationId: String?
        /// The fault a tester armed that this exchange got, in words: `F-1: error 422 INSTRUMENT_DECLINED`.
        public var fault: String?

        /// The id of that fault: `F-1`.
        public var faultRule: String? { fault?.split(separator: ":").first.map(String.init) }

        private enum CodingKeys: String, CodingKey {
            case time, debugId = "debug_id", method, path, status, durationMilliseconds = "duration_ms", request, response
            case correlationId = "correlation_id", fault
        }
    }
}
