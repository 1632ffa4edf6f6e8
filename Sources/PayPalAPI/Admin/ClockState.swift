import Foundation

extension AdminClient {
    /// The backend's virtual clock: real time plus an offset, or frozen.
    public struct ClockState: Codable, Sendable, Equatable {
        /// `2026-11-22T19:37:54Z`.
        public var now: String
        public var frozen: Bool
        /// How far the clock is ahead of real time.
        public var offsetSeconds: Int64

        /// `now` as a date.
        public var date: Date? { try? Date(now, strategy: .iso8601) }
    }
}
