import Foundation
import PayPalAPI
import Synchronization

/// Shares the front's screen through a backend (`payterm --share`), for a trainer or a class to watch: each new
/// frame is sent as it is drawn, only the newest when the backend is slower than the screen, and the last one again
/// every second while the screen stays still, so a backend that restarted (or was away) has it back at once; stopping
/// tells the watchers. A frame is the screen's own cells, so what the screen masks (a password, a PIN) is masked in it.
public final class ScreenShare: FrameTap, Sendable {
    private let theme: Theme
    private let colors: Bool
    private let pending = NewestFrame()
    private let wake: AsyncStream<Void>.Continuation
    private let sending: Task<Void, Never>
    private let heartbeat: Task<Void, Never>
    static let resendEvery = Duration.seconds(1)

    /// `trainer` is the trainer's secret, for the screen of a class's backend.
    public init(through admin: AdminClient, trainer: Secret? = nil, theme: Theme, colors: Bool) {
        self.theme = theme
        self.colors = colors
        let (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        self.wake = wake
        sending = Task { [pending] in
            var last: Data?
            for await _ in wakes {
                guard let frame = pending.take() ?? last else { continue }
                last = frame
                // A backend that is away misses frames; the next one that reaches it is whole.
                try? await admin.shareScreen(frame, trainer: trainer)
            }
            try? await admin.unshareScreen(trainer: trainer)
        }
        heartbeat = Task {
            while (try? await Task.sleep(for: Self.resendEvery)) != nil { wake.yield() }
        }
    }

    public func drawn(_ canvas: Canvas) {
        guard let frame = try? JSONEncoder().encode(ScreenFrame(canvas, theme: theme, colors: colors)) else { return }
        pending.put(frame)
        wake.yield()
    }

    public func marked(_ marker: RecordingMarker) {}

    /// Stops sharing and tells the watchers, waiting `limit` at most: a backend that does not answer does not hold
    /// up the quit.
    public func stop(within limit: Duration = .seconds(2)) async {
        heartbeat.cancel()
        wake.finish()
        await withTaskGroup(of: Void.self) { [sending] group in
            group.addTask { await sending.value }
            group.addTask { try? await Task.sleep(for: limit) }
            await group.next()
            group.cancelAll()
        }
    }
}

/// The frame waiting to be sent: a newer one replaces it.
private final class NewestFrame: Sendable {
    private let frame = Mutex<Data?>(nil)

    func put(_ newer: Data) { frame.withLock { $0 = newer } }

    func take() -> Data? { frame.withLock { frame in defer { frame = nil }; return frame } }
}
