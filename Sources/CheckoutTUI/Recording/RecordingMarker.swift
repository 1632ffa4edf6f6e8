/// A mark in a recording: a checkout step that begins, or a scenario's pause whose caption is on screen.
public enum RecordingMarker: Equatable, Sendable {
    case step(String)
    case pause(caption: String)

    /// The marker's label in an asciicast, where a pause is told by its prefix.
    public var label: String {
        switch self {
        case .step(let title): title
        case .pause(let caption): "Pause: \(caption)"
        }
    }
}
