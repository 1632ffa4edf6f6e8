import Foundation

extension AdminClient {
    /// One journaled exchange, flat and as text, for a tester's tools: what was asked, what was answered, and any
    /// fault a tester armed. Secrets read `****`.
    public struct JournalExchange: Codable, Sendable, Equatable {
        public var time: String
        /// The `Paypal-Debug-Id` the answer carried.
        public var debugId: String
        /// The `responseEnvelope.correlationId` of an Adaptive Payments answer.
        public var correlationId: String?
        public var method: String
        public var path: String
        /// The status the client saw: 0 when a fault kept the answer from it.
        public var status: Int
        public var durationMilliseconds: Int
        /// Names lower-cased.
        public var requestHeaders: [String: String]
        /// JSON, a form, NV or XML; past 8 KB, its first 8 KB.
        public var requestBody: String
        public var responseHeaders: [String: String]
        public var responseBody: String
        public var fault: String?

        public init(_ entry: JournalEntry) {
            time = entry.time
            debugId = entry.debugId
            correlationId = entry.correlationId
            method = entry.method
            path = entry.path
            status = entry.status
            durationMilliseconds = entry.durationMilliseconds
            requestHeaders = entry.request.headers
            requestBody = Self.text(entry.request.body)
            responseHeaders = entry.response.headers ?? [:]
            responseBody = Self.text(entry.response.body)
            fault = entry.fault
        }

        /// A body the journal kept as text stays as it was; one it kept as JSON is written out again.
        private static func text(_ body: AnyJSON?) -> String {
            switch body {
            case nil: return ""
            case .string(let text)?: return text
            case let body?:
                if case .string(let cut)? = body["truncated_text"] { return cut }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                return (try? encoder.encode(body)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            }
        }
    }
}
