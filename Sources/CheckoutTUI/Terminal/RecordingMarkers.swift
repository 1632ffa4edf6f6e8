import Foundation

/// Where `payterm record` hears of each step: the descriptor it names in `PAYTERM_MARKER_FD`, a line a marker.
/// With no recorder, marks go nowhere.
enum RecordingMarkers {
    private static let descriptor: Int32? = ProcessInfo.processInfo.environment["PAYTERM_MARKER_FD"].flatMap(Int32.init)

    /// True under `payterm record`: only then is a step worth naming.
    static var isRecording: Bool { descriptor != nil }

    static func mark(_ title: String) {
        guard let descriptor else { return }
        let line = Array((title.replacingOccurrences(of: "\n", with: " ") + "\n").utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}

/// The step last marked for a recording, so each is marked once, as it begins.
struct StepMarks {
    private var last: String?

    /// Marks the step when it is new; naming it reflects on the flow's state, so it is named only when recorded.
    mutating func mark(_ step: @autoclosure () -> String) {
        guard RecordingMarkers.isRecording else { return }
        let step = step()
        guard step != last else { return }
        last = step
        RecordingMarkers.mark(step)
    }
}
