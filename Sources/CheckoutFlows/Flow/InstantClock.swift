/// A clock whose sleeps end at once: headless runs and tests go through receipts' pauses without waiting.
public struct InstantClock: Clock {
    public struct Instant: InstantProtocol {
        let offset: Duration
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    public init() {}
    public var now: Instant { Instant(offset: .zero) }
    public var minimumResolution: Duration { .zero }
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws { try Task.checkCancellation() }
}
