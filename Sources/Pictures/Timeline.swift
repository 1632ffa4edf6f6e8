import CheckoutTUI

/// When each frame of a recording shows in its animation, and which frame was on screen at each pause.
struct Timeline {
    /// A frame of the animation and how long it shows.
    struct Shot {
        var frame: ScreenFrame
        var centiseconds: Int
    }

    /// No frame shows longer than this: a wait for the trainer is not the audience's.
    static let idleLimit = 5_000
    /// Frames come at most this often: viewers show a GIF frame for 20 ms at the least. A frame drawn sooner after
    /// the one before takes its place (typing, a spinner's turns).
    static let shortest = 20
    /// How long the last frame stays before the animation starts again.
    static let lastFrame = 3_000

    private(set) var shots: [Shot] = []
    /// The frame on screen when each pause's caption was up, in order.
    private(set) var pauses: [ScreenFrame] = []

    init(_ records: [FrameRecord]) {
        var kept: [(frame: ScreenFrame, milliseconds: Int)] = []
        for record in records {
            switch record.event {
            case .frame(let frame):
                if let last = kept.last, record.milliseconds - last.milliseconds < Self.shortest {
                    kept[kept.count - 1].frame = frame
                } else {
                    kept.append((frame, record.milliseconds))
                }
            case .marker(.pause):
                if let shown = kept.last { pauses.append(shown.frame) }
            case .marker(.step):
                break
            }
        }
        // Each frame's start rounded to centiseconds, so that rounding never adds up over a run of short frames.
        let starts = kept.map { ($0.milliseconds + 5) / 10 }
        shots = kept.indices.map { index in
            let centiseconds = index + 1 < kept.count ? starts[index + 1] - starts[index] : Self.lastFrame / 10
            return Shot(frame: kept[index].frame, centiseconds: min(centiseconds, Self.idleLimit / 10))
        }
    }
}
