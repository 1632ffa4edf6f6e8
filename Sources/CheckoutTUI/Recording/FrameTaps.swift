/// Several taps heard as one: a recording's frames file and a shared screen, when a shared screen is recorded.
final class FrameTaps: FrameTap {
    private let taps: [any FrameTap]

    private init(_ taps: [any FrameTap]) {
        self.taps = taps
    }

    /// One tap for those there are; nil for none.
    static func of(_ taps: [(any FrameTap)?]) -> (any FrameTap)? {
        let present = taps.compactMap { $0 }
        return present.count > 1 ? FrameTaps(present) : present.first
    }

    func drawn(_ canvas: Canvas) {
        for tap in taps { tap.drawn(canvas) }
    }

    func marked(_ marker: RecordingMarker) {
        for tap in taps { tap.marked(marker) }
    }
}

extension TerminalFront.Configuration {
    /// What hears the front's frames: under `payterm record`, its frames file, which this starts afresh; and the
    /// shared screen, if it is shared.
    func makeFrameTap() -> (any FrameTap)? {
        FrameTaps.of([FramesFile.fromEnvironment(theme: theme, colors: colors), sharing])
    }
}
