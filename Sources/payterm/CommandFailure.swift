/// A failure to start, said so that the user knows what to do; ArgumentParser prints it and exits with 1
/// (without the usage text a `ValidationError` would add).
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
