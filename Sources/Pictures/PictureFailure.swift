/// Why pictures could not be drawn: a frames file or a font that is missing or garbled (said with its line), or a
/// picture that could not be written.
public struct PictureFailure: Error, CustomStringConvertible {
    public let description: String
}
