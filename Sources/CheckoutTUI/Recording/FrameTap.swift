/// Hears what the program puts on screen, as it does: each frame that differs from the one before, and each
/// marker of a recording. Called on the program's thread.
public protocol FrameTap: AnyObject {
    func drawn(_ canvas: Canvas)
    func marked(_ marker: RecordingMarker)
}
