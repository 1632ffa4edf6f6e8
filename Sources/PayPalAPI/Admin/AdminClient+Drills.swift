/// A trainee's assigned drill, judged by their workspace's backend (`/payterm/v1/drills/{drill}/…`, with the
/// workspace's admin token): it sets the drill up, counts the hints and checks it against the workspace's state.
extension AdminClient {
    /// What the backend set up: what the customer says.
    public struct StartedDrill: Decodable, Sendable, Equatable {
        public var drill: String
        public var exam: Bool
        public var story: String
        public var startedAt: String
    }

    /// A check's verdicts; `over` when the attempt ended with it (solved, or an exam judged).
    public struct CheckedDrill: Decodable, Sendable, Equatable {
        public struct Verdict: Decodable, Sendable, Equatable {
            public var expectation: String
            public var met: Bool
        }

        public var drill: String
        public var exam: Bool
        public var checks: [Verdict]
        public var solved: Bool
        public var over: Bool
    }

    private struct Hints: Decodable { var hints: Int }

    /// `POST …/start`: 409 `EXAM_TAKEN` for an exam taken before, 404 `DRILL_NOT_ASSIGNED` for a drill not assigned.
    public func startDrill(_ drill: String) async throws(PayPalAPIError) -> StartedDrill {
        try await perform(WireRequest("Start a drill", "POST", "/payterm/v1/drills/\(drill)/start"))
    }

    /// `POST …/hint`: how many hints the attempt has had.
    public func drillHint(_ drill: String) async throws(PayPalAPIError) -> Int {
        let hints: Hints = try await perform(WireRequest("Drill hint", "POST", "/payterm/v1/drills/\(drill)/hint"))
        return hints.hints
    }

    /// `POST …/check`: 409 `DRILL_RESET` when the workspace was reset since the drill was set up.
    public func checkDrill(_ drill: String) async throws(PayPalAPIError) -> CheckedDrill {
        try await perform(WireRequest("Check a drill", "POST", "/payterm/v1/drills/\(drill)/check"))
    }

    /// `POST …/stop`.
    public func stopDrill(_ drill: String) async throws(PayPalAPIError) {
        _ = try await send(WireRequest("Stop a drill", "POST", "/payterm/v1/drills/\(drill)/stop"))
    }
}
