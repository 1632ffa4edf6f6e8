import Foundation

/// Where `payterm record` hears of each step: the descriptor it names in `PAYTERM_MARKER_FD`, a line a marker.
/// With no recorder, marks go nowhere.
enum RecordingMarkers {
    private static let descriptor: Int32? = ProcessInfo.processInfo.environment["PAYTERM_MARKER_FD"].flatMap(Int32.init)

    /// True under `payterm record`: only then is a step worth naming.
    static var isRecording: Bool { descriptor != nil }

    static func mark(_ marker: RecordingMarker) {
        guard let descriptor else { return }
        let line = Array((marker.label.replacingOccurrences(of: "\n", with: " ") + "\n").utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}

/// The step last marked for a recording, so each is marked once, as it begins.
struct StepMarks {
    private var last: String?

    /// The step when it is new, to be marked.
    mutating func new(_ step: String) -> String? {
        guard step != last else { return nil }
        last = step
        return step
    }
}
