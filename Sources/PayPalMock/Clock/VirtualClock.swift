import Foundation
import Synchronization

/// The one clock every timestamp and expiry reads: real time plus an offset, or frozen at a moment.
///
/// A trainer advances it to watch a pay key expire; tests freeze it to make time-dependent rules exact.
public final class VirtualClock: Sendable {
    /// What the clock is doing, as saved in the store so that a restart keeps it.
    public struct Setting: Codable, Sendable, Equatable {
        /// Seconds added to real time while running.
        public var offsetSeconds: TimeInterval = 0
        /// The moment the clock stands still at, when frozen.
        public var frozenAt: Date?

        public static let realTime = Setting()
    }

    private let setting: Mutex<Setting>
    private let realNow: @Sendable () -> Date

    public init(_ setting: Setting = .realTime, realNow: @escaping @Sendable () -> Date = { Date() }) {
        self.setting = Mutex(setting)
        self.realNow = realNow
    }

    /// The current virtual time.
    public func now() -> Date {
        setting.withLock { current in current.frozenAt ?? realNow().addingTimeInterval(current.offsetSeconds) }
    }

    public var current: Setting { setting.withLock { $0 } }

    /// Sets the clock as another backend on the store left it.
    func follow(_ other: Setting) {
        setting.withLock { $0 = other }
    }

    /// Moves the clock forward (or back, with a negative span), frozen or not.
    public func advance(by seconds: TimeInterval) {
        setting.withLock { current in
            if let frozen = current.frozenAt {
                current.frozenAt = frozen.addingTimeInterval(seconds)
            } else {
                current.offsetSeconds += seconds
            }
        }
    }

    /// Stops the clock at the current virtual time.
    public func freeze() {
        setting.withLock { current in
            current.frozenAt = current.frozenAt ?? realNow().addingTimeInterval(current.offsetSeconds)
        }
    }

    /// Lets a frozen clock run again from the moment it stood at.
    public func unfreeze() {
        setting.withLock { current in
            guard let frozen = current.frozenAt else { return }
            current.offsetSeconds = frozen.timeIntervalSince(realNow())
            current.frozenAt = nil
        }
    }

    /// True when the clock shows a later time than the real one, so returning to real time would go back.
    public var isAhead: Bool { now() > realNow() }

    /// Back to real time: no offset, not frozen.
    public func returnToRealTime() {
        setting.withLock { $0 = .realTime }
    }
}
