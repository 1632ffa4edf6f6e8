import Foundation

/// The frames `payterm record` keeps beside its cast, a JSON line each (`FrameRecord`), written by the program
/// it records to the path in `PAYTERM_FRAMES_PATH`: what the pictures of a recording are drawn from.
public final class FramesFile: FrameTap {
    public static let environmentVariable = "PAYTERM_FRAMES_PATH"

    private let file: FileHandle
    private let theme: Theme
    private let colors: Bool
    private let start = ContinuousClock.now
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    /// The frames file of a cast: `demo.cast` → `demo.frames`.
    public static func path(besideCast cast: String) -> String {
        let url = URL(fileURLWithPath: cast)
        return (url.pathExtension == "cast" ? url.deletingPathExtension() : url).appendingPathExtension("frames").path
    }

    /// The file named in `PAYTERM_FRAMES_PATH`, started empty; nil when not recorded or when it cannot be written
    /// (the recording then has its cast alone, and `payterm render` says the frames are missing).
    static func fromEnvironment(theme: Theme, colors: Bool) -> FramesFile? {
        guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty,
              FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path)
        else { return nil }
        return FramesFile(file: file, theme: theme, colors: colors)
    }

    private init(file: FileHandle, theme: Theme, colors: Bool) {
        self.file = file
        self.theme = theme
        self.colors = colors
    }

    deinit { try? file.close() }

    public func drawn(_ canvas: Canvas) { write(.frame(ScreenFrame(canvas, theme: theme, colors: colors))) }

    public func marked(_ marker: RecordingMarker) { write(.marker(marker)) }

    private func write(_ event: FrameRecord.Event) {
        let elapsed = (ContinuousClock.now - start).components
        let record = FrameRecord(milliseconds: Int(elapsed.seconds) * 1000 + Int(elapsed.attoseconds / 1_000_000_000_000_000), event: event)
        guard var line = try? encoder.encode(record) else { return }
        line.append(0x0A)
        // A full disk loses frames, not the session being recorded.
        try? file.write(contentsOf: line)
    }
}
